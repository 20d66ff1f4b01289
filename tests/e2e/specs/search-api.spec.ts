import { type APIRequestContext, expect, test } from '@playwright/test';

// The search service through the real gateway (embedded): the location index is built from the seeded catalog,
// answers English and Arabic place names with listing counts, and follows admin changes within a second.

const ADMIN = { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Passw0rd!' };

interface Place {
  kind: 'area' | 'emirate';
  id: number;
  slug: string;
  label: string;
  listingCount: number;
}

async function places(request: APIRequestContext, q: string, extra = ''): Promise<Place[]> {
  const response = await request.get(`/api/search/locations?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status(), q).toBe(200);
  return (await response.json()).locations;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/auth/login', { data: ADMIN });
  expect(response.status()).toBe(200);
  return (await response.json()).token;
}

test.beforeAll(async ({ request }) => {
  // The first start seeds the catalog in the background; the index is ready once rebuilt from it.
  await expect
    .poll(async () => (await (await request.get('/api/search/status')).json()).state, { timeout: 90_000 })
    .toBe('ready');
});

test('finds Al Reem Island from English and Arabic, with the count of its listings', async ({ request }) => {
  const search = await request.get('/api/properties/search?location=Al%20Reem%20Island&limit=1');
  const reemListings = (await search.json()).total as number;
  expect(reemListings).toBeGreaterThan(0);

  for (const q of ['reem', 'Al Reem Island', 'الريم', 'جزيرة الريم', 'جزيره الريم', 'Al Reem Islnd']) {
    const [first] = await places(request, q);
    expect(first, q).toMatchObject({ kind: 'area', slug: 'al-reem-island', listingCount: reemListings });
  }
  const [arabic] = await places(request, 'reem', '&lang=ar');
  expect(arabic?.label).toBe('جزيرة الريم، أبوظبي');
  expect(await places(request, '')).toHaveLength(5);
  expect((await request.get('/api/search/locations?limit=0')).status()).toBe(400);
});

test('readiness reports the index', async ({ request }) => {
  const response = await request.get('/readyz');
  expect(response.status()).toBe(200);
  expect((await response.json()).dependencies).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'search:index', ok: true })]),
  );
});

test('follows admin changes: a new area and its listing appear within a second, and go away', async ({
  request,
}) => {
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const suffix = Date.now().toString(36);
  const nameEn = `Ghantoot Bay ${suffix}`;

  const area = await request.post('/api/admin/areas', {
    headers: auth,
    data: { nameEn, nameAr: `خليج غنتوت ${suffix}`, emirateId: 1 },
  });
  expect(area.status()).toBe(201);
  const areaId = (await area.json()).id as number;
  const soon = { timeout: 1_000, intervals: [50] };
  await expect.poll(async () => (await places(request, nameEn))[0]?.id, soon).toBe(areaId);
  await expect.poll(async () => (await places(request, `خليج غنتوت ${suffix}`))[0]?.id, soon).toBe(areaId);

  const types = await (await request.get('/api/properties/property-types')).json();
  const listing = await request.post('/api/admin/properties', {
    headers: auth,
    data: {
      titleEn: 'Beach villa',
      titleAr: 'فيلا على الشاطئ',
      price: 4_500_000,
      propertyTypeId: types[0].id,
      areaId,
      listingType: 'sale',
    },
  });
  expect(listing.status()).toBe(201);
  const listingId = (await listing.json()).id as number;
  await expect.poll(async () => (await places(request, nameEn))[0]?.listingCount, soon).toBe(1);

  expect(
    (await request.delete(`/api/admin/properties/${listingId}`, { headers: auth })).status(),
  ).toBeLessThan(300);
  await expect.poll(async () => (await places(request, nameEn))[0]?.listingCount, soon).toBe(0);
  expect((await request.delete(`/api/admin/areas/${areaId}`, { headers: auth })).status()).toBeLessThan(300);
  await expect.poll(async () => (await places(request, nameEn)).length, soon).toBe(0);
});
