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
 * The distributed run repeats the journeys whose data crosses service processes: every service up behind the
 * gateway (foundation), search fed by the catalog's events, the admin's edits reaching search, enquiries reaching
 * the admin, uploads, and services killed with SIGKILL. The other specs (axe, keyboard journeys, calculators, the
 * home page, the listing page, the assistant, SEO, server drawing, deploys) check what the browser gets from the
 * same builds and the same API in both modes; they run once, in the embedded run, which keeps CI within its time
 * on a two-core machine.
 */
const CROSS_SERVICE_SPECS = /[\\/](foundation|search|search-api|admin|contact|media|crash)\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  ...(distributed ? { testMatch: CROSS_SERVICE_SPECS } : {}),
  outputDir: './artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One browser in CI: on a two-core machine a second one slows both (and the gateway) more than it gains.
  workers: Number(process.env.E2E_WORKERS ?? (process.env.CI ? 1 : 2)),
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
          // Saved-search alerts (alerts.spec.ts): a digest every 2 s instead of every hour.
          ALERTS_DIGEST_INTERVAL_S: '2',
          NODE_ENV: 'production',
          REMOTES_FILE: remotesFile,
        },
      },
});
