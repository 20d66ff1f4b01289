import type { APIRequestContext } from '@playwright/test';
import { expect } from './test.ts';

/** The admin account the browser journeys' site is started with (playwright.config.ts). */
export const ADMIN = { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Passw0rd!' };

/** The first start seeds the catalog in the background; the search index is ready once rebuilt from it. */
export async function waitForSearchReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await (await request.get('/api/search/status')).json()).state, { timeout: 90_000 })
    .toBe('ready');
}

/** Signs in as the admin through the API and returns the bearer token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/auth/login', { data: ADMIN });
  expect(response.status()).toBe(200);
  return (await response.json()).token;
}
