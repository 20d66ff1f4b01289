import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { showCalculator } from '../support/home.ts';
import { expect, test } from '../support/test.ts';

// Independent deploys (ADR 0004): ops put a new build of ONE remote next to the current one and point the
// runtime remotes file the gateway serves (REMOTES_FILE) at it. Nothing else is rebuilt or restarted: the next
// page load of the shell fetches /mfe/remotes.json and loads that remote's new version; pointing back rolls
// it back. The "new build" here is a copy of mfe-calculators' build with one visible sentence changed.

const root = resolve(import.meta.dirname, '..', '..', '..');
const port = Number(process.env.E2E_PORT ?? 3100);
// The same path the Playwright config gives the gateway as REMOTES_FILE.
const remotesFile = process.env.E2E_REMOTES_FILE ?? join(tmpdir(), `manzil-e2e-remotes-${port}.json`);
const dist = join(root, 'mfe-calculators', 'dist');
const release = `e2e-${randomBytes(3).toString('hex')}`;
const releaseDir = join(dist, 'releases', release);
const releaseUrl = `/mfe/mfe-calculators/releases/${release}/`;
const ORIGINAL = 'Work out the monthly payment on a home loan.';
const CHANGED = `Work out the monthly payment on a home loan (release ${release}).`;

/** Written whole, then renamed: the gateway never reads half a file. */
function writeRemotes(remotes: Record<string, string>): void {
  const temp = `${remotesFile}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify({ remotes }));
  renameSync(temp, remotesFile);
}

/** The URLs of the calculators remote the page fetched. */
function calculatorRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/mfe/mfe-calculators/')) urls.push(pathname);
  });
  return urls;
}

test.describe('independent deploy of one micro-frontend', () => {
  test.skip(
    Boolean(process.env.E2E_BASE_URL) && !process.env.E2E_REMOTES_FILE,
    'Against an outside server set E2E_REMOTES_FILE to the REMOTES_FILE it reads.',
  );
  test.skip(!existsSync(join(dist, 'mf-manifest.json')), 'mfe-calculators is not built (npm run build).');

  test.beforeAll(() => {
    // "Deploy" version 2 next to version 1: the same build with one sentence changed (content-hashed names
    // are kept, so only this folder differs).
    const staging = join(tmpdir(), `manzil-${release}`);
    cpSync(dist, staging, {
      recursive: true,
      filter: (source) => !source.startsWith(join(dist, 'releases')),
    });
    cpSync(staging, releaseDir, { recursive: true });
    rmSync(staging, { recursive: true, force: true });
    const chunks = readdirSync(releaseDir).filter((name) => name.endsWith('.js'));
    let changed = 0;
    for (const name of chunks) {
      const file = join(releaseDir, name);
      const text = readFileSync(file, 'utf8');
      if (!text.includes(ORIGINAL)) continue;
      writeFileSync(file, text.replaceAll(ORIGINAL, CHANGED));
      // The build's compressed copies of the file still hold the old sentence (a real build writes new ones).
      for (const copy of ['.br', '.gz']) rmSync(file + copy, { force: true });
      changed++;
    }
    expect(changed, `a chunk of mfe-calculators holding "${ORIGINAL}"`).toBeGreaterThan(0);
  });

  test.afterAll(() => {
    rmSync(remotesFile, { force: true });
    rmSync(releaseDir, { recursive: true, force: true });
    try {
      rmdirSync(join(dist, 'releases')); // only when no other release is left there
    } catch {}
  });

  test('switching the remotes file loads the new version of one remote, and switching back rolls it back', async ({
    page,
    request,
  }) => {
    // Three full page loads of the home page: allow for a busy CI machine.
    test.setTimeout(150_000);
    // Version 1: the default layout.
    const before = calculatorRequests(page);
    await page.goto('/');
    await showCalculator(page);
    await expect(page.getByText(ORIGINAL)).toBeVisible({ timeout: 30_000 });
    expect(before.some((path) => path.includes('/releases/'))).toBe(false);

    // Deploy: point only mfe_calculators at the new build, at run time.
    writeRemotes({ mfe_calculators: `${releaseUrl}mf-manifest.json` });
    const served = await (await request.get('/mfe/remotes.json')).json();
    expect(served.remotes.mfe_calculators).toBe(`${releaseUrl}mf-manifest.json`);
    expect(served.remotes.mfe_search).toBe('/mfe/mfe-search/mf-manifest.json');

    const after = calculatorRequests(page);
    const searchRequests: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/mfe/mfe-search/')) searchRequests.push(pathname);
    });
    await page.reload();
    await showCalculator(page);
    await expect(page.getByText(CHANGED)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(ORIGINAL)).toHaveCount(0);
    // Every file of the calculators came from the new release; the other remotes are untouched.
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((path) => path.startsWith(releaseUrl))).toBe(true);
    expect(searchRequests.every((path) => !path.includes('/releases/'))).toBe(true);
    // The rest of the page still works: the hero search (another remote) is there.
    await expect(page.locator('main')).toBeVisible();

    // Roll back: an empty remotes file means the defaults again.
    writeRemotes({});
    const rolledBack = calculatorRequests(page);
    await page.reload();
    await showCalculator(page);
    await expect(page.getByText(ORIGINAL)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(CHANGED)).toHaveCount(0);
    expect(rolledBack.some((path) => path.startsWith(releaseUrl))).toBe(false);
  });
});
