import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { adminHeaders, createSaleListing } from '../support/admin-api.ts';
import { expect, test } from '../support/test.ts';

// Distributed mode only (E2E_MODE=distributed): a service process killed with SIGKILL (a crash, the kernel's
// out-of-memory killer) gets no chance to finish anything. The supervisor (`npm run start:distributed`, as
// Docker's or Kubernetes' restart policy in production) starts it again, and nothing it was handed is lost:
// catalog events wait in NATS JetStream until the search service acknowledges them.

test.skip(
  process.env.E2E_MODE !== 'distributed',
  'needs every service as its own process (E2E_MODE=distributed)',
);

const runDir = join(process.env.E2E_DATA_DIR ?? '', 'run');
const pidOf = (service: string): number | undefined => {
  try {
    return Number(readFileSync(join(runDir, `${service}.pid`), 'utf8'));
  } catch {
    return undefined; // between its death and its restart
  }
};

/** Kills the service's process outright; resolves once the supervisor has started a new one and it is ready. */
async function crashAndRecover(request: APIRequestContext, service: string, whileDown: () => Promise<void>) {
  const pid = pidOf(service);
  expect(pid, `${service}.pid`).toBeGreaterThan(0);
  process.kill(pid as number, 'SIGKILL');
  await whileDown();
  await expect
    .poll(() => pidOf(service), { timeout: 60_000, message: `${service} started again` })
    .not.toBe(pid);
  await expect
    .poll(
      async () => {
        const ready = await request.get('/readyz');
        const entry = (await ready.json()).dependencies.find(
          (dependency: { name: string }) => dependency.name === `service:${service}`,
        );
        return entry?.ok;
      },
      { timeout: 90_000, message: `${service} ready again` },
    )
    .toBe(true);
}

async function listingCountOf(request: APIRequestContext, areaName: string): Promise<number | undefined> {
  const response = await request.get(`/api/search/locations?q=${encodeURIComponent(areaName)}`);
  if (!response.ok()) return undefined;
  return (await response.json()).locations[0]?.listingCount;
}

test.describe.configure({ mode: 'serial' });

test('search killed with SIGKILL while an admin adds a listing: it comes back by itself and finds the listing', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const auth = await adminHeaders(request);
  const suffix = Date.now().toString(36);
  const nameEn = `Crash Cove ${suffix}`;
  const emirates = await (await request.get('/api/properties/emirates')).json();
  const area = await request.post('/api/admin/areas', {
    headers: auth,
    data: { nameEn, nameAr: `خليج الاختبار ${suffix}`, emirateId: emirates[0].id },
  });
  expect(area.status()).toBe(201);
  const areaId = (await area.json()).id as number;
  await expect.poll(() => listingCountOf(request, nameEn), { timeout: 15_000 }).toBe(0);

  let listingId = 0;
  await crashAndRecover(request, 'search', async () => {
    // The catalog takes the write: the search service is not on its path.
    listingId = await createSaleListing(request, auth, {
      titleEn: 'Villa saved while search was down',
      titleAr: 'فيلا حفظت أثناء توقف البحث',
      price: 3_200_000,
      areaId,
    });
  });
  await expect.poll(() => listingCountOf(request, nameEn), { timeout: 30_000 }).toBe(1);

  expect(
    (await request.delete(`/api/admin/properties/${listingId}`, { headers: auth })).status(),
  ).toBeLessThan(300);
  await expect.poll(() => listingCountOf(request, nameEn), { timeout: 30_000 }).toBe(0);
  expect((await request.delete(`/api/admin/areas/${areaId}`, { headers: auth })).status()).toBeLessThan(300);
});

test('catalog killed with SIGKILL: the site says it is unavailable meanwhile, then serves the same listings', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const first = await request.get('/api/properties/search?limit=1');
  expect(first.status()).toBe(200);
  const before = await first.json();
  const id = before.properties[0].id as number;

  await crashAndRecover(request, 'catalog', async () => {
    const down = await request.get(`/api/properties/detail?id=${id}`);
    // Nothing half-done: a clear error the pages turn into "try again", not a hang or an empty listing.
    expect([502, 503]).toContain(down.status());
  });
  const detail = await request.get(`/api/properties/detail?id=${id}`);
  expect(detail.status()).toBe(200);
  expect((await detail.json()).id).toBe(id);
  expect((await (await request.get('/api/properties/search?limit=1')).json()).total).toBe(before.total);
});
