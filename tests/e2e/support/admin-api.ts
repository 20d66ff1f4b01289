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

/** The authorization header of a fresh admin sign-in. */
export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await adminToken(request)}` };
}

/** A published sale listing with a valid permit, of the first property type, in `areaId` (else the first area). */
export interface SaleListing {
  titleEn: string;
  titleAr: string;
  price: number;
  areaId?: number;
}

/** Creates the listing through the admin API (expects 201) and answers its id. */
export async function createSaleListing(
  request: APIRequestContext,
  headers: { authorization: string },
  { areaId, ...listing }: SaleListing,
): Promise<number> {
  const [types, areas] = await Promise.all([
    (await request.get('/api/properties/property-types')).json() as Promise<Array<{ id: number }>>,
    areaId === undefined
      ? ((await request.get('/api/properties/areas')).json() as Promise<Array<{ id: number }>>)
      : [{ id: areaId }],
  ]);
  const created = await request.post('/api/admin/properties', {
    headers,
    data: {
      ...listing,
      propertyTypeId: types[0]?.id,
      areaId: areas[0]?.id,
      listingType: 'sale',
      permitNumber: '20261234567',
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id as number;
}
