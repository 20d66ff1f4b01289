import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The browser journeys run against the real gateway in embedded mode, on a fresh DATA_DIR (first start seeds it),
// in Debian's Chromium: no browser is ever downloaded. With E2E_MODE=distributed the same journeys run against
// every service as its own process on the machine's PostgreSQL and NATS (tests/e2e/distributed-site.mjs).
const root = resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
export const distributed = process.env.E2E_MODE === 'distributed';
// Set once in the runner, so the workers (which load this file again) see the same directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'manzil-e2e-'));
export const dataDir = process.env.E2E_DATA_DIR;
// The runtime remotes file the gateway serves; deploy.spec.ts writes it to switch one remote's version.
export const remotesFile = process.env.E2E_REMOTES_FILE ?? join(tmpdir(), `manzil-e2e-remotes-${port}.json`);

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The distributed run repeats the journeys whose data crosses services (search after an admin edit, enquiries,
 * uploads, the assistant's listings, server drawing, crashes, deploys). The specs of the browser's own behaviour
 * (axe, keyboard journeys, the calculators, the home page's sections) draw the same pages from the same builds in
 * both modes, so they run once, in the embedded run.
 */
const BROWSER_ONLY_SPECS = ['a11y.spec.ts', 'keyboard.spec.ts', 'calculators.spec.ts', 'home.spec.ts'];

export default defineConfig({
  testDir: './specs',
  testIgnore: distributed ? BROWSER_ONLY_SPECS : [],
  outputDir: './artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two browsers against the one embedded gateway, as in local runs; one in the
  // distributed run, where a dozen service processes, PostgreSQL and NATS share the machine's two cores.
  workers: Number(process.env.E2E_WORKERS ?? (distributed ? 1 : 2)),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]]
    : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: distributed ? 'node tests/e2e/distributed-site.mjs' : 'node services/gateway/dist/server.js',
        cwd: root,
        url: `${baseURL}/api/health`,
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          ADMIN_USERNAME: 'admin',
          ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Passw0rd!',
          LOG_LEVEL: 'warn',
          // The contact specs send more enquiries from one client than the production limit (5 in 10 minutes).
          CONTACT_RATE_LIMIT_MAX: '1000',
          NODE_ENV: 'production',
          REMOTES_FILE: remotesFile,
        },
      },
});
