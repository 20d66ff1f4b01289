// npm run bench:search: listing search at scale, served by the search service's listing index. The built gateway
// (every service embedded) on a fresh DATA_DIR holding 50,000 listings (the seeded demo catalog, copied with varied
// prices, sizes, dates and positions, photos shared), under an open-model load: requests arrive at a steady rate
// whatever the answers take (`openLoad`: one every 1/rate s, latency counted from when each was due, as k6's
// constant-arrival-rate sends them; autocannon's rate option sends each second's requests in one burst), a mix of
// searches by filters, sorts and pages, English and Arabic location text, location suggestions, listing details
// and related listings. The same rate against a bare Fastify JSON route (and one answering a page's worth of
// JSON) gives the floor; then twice the rate, for headroom. Then the freshness: from an admin update (a listing moved to another area) to the change being visible
// in the search results and in /api/search/locations' counts. The gateway's memory is read with the demo catalog
// and with 50,000 listings, and the restart with 50,000 listings (the index rebuilt from the catalog) is timed.
//
//   BENCH_PORT (3301)  BENCH_LISTINGS (50000)  BENCH_RATE requests/s (200)  BENCH_DURATION seconds (30)
//   BENCH_HIGH_RATE requests/s (2 x BENCH_RATE)  BENCH_FRESHNESS_ROUNDS (20)
// Targets (issue 19): at 200 req/s p95 <= 25 ms, p99 <= 60 ms, 0 errors; at 400 req/s 0 errors; freshness p95
// <= 1 s in results and in counts; memory growth <= 400 MB; start with 50,000 listings <= 30 s. Exits 1 when a
// target is missed.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  adminToken,
  freshDataDir,
  json,
  machine,
  openLoad,
  printTable,
  quantile,
  removeDataDir,
  startBareServer,
  startGateway,
  waitFor,
} from './lib.mjs';
import { growCatalog, requestMix } from './search-mix.mjs';

const port = Number(process.env.BENCH_PORT ?? 3301);
const listings = Number(process.env.BENCH_LISTINGS ?? 50_000);
const rate = Number(process.env.BENCH_RATE ?? 200);
const highRate = Number(process.env.BENCH_HIGH_RATE ?? 2 * rate);
const durationS = Number(process.env.BENCH_DURATION ?? 30);
const freshnessRounds = Number(process.env.BENCH_FRESHNESS_ROUNDS ?? 20);
const TARGETS = {
  p95Ms: 25,
  p99Ms: 60,
  freshnessP95Ms: 1_000,
  memoryGrowthMb: 400,
  startS: 30,
};

console.log(`machine: ${machine()}`);
const dataDir = freshDataDir('search');
let gateway;
let bare;
try {
  console.log('1/5 first start on a fresh DATA_DIR: seeds the demo catalog...');
  gateway = await startGateway({ port, dataDir });
  console.log(`    ready in ${(gateway.startedInMs / 1000).toFixed(1)} s`);
  const demoMix = await requestMix(gateway.url);
  await openLoad({ url: gateway.url, name: 'warm-up', paths: demoMix.next, durationS: 5, rate: 100 });
  const demoRss = gateway.rssMb();
  console.log(`    gateway memory (RSS) with the demo catalog, after a short load: ${demoRss} MB`);
  await gateway.stop();
  gateway = undefined;

  console.log(`2/5 growing the catalog to ${listings} listings in its database...`);
  const catalogDb = new PGlite(join(dataDir, 'db', 'catalog'));
  const added = await growCatalog(catalogDb, listings).finally(() => catalogDb.close());
  // The search index is rebuilt from the catalog's feed when it is empty.
  rmSync(join(dataDir, 'index'), { recursive: true, force: true });
  console.log(`    ${added} listings added`);

  console.log('3/5 starting again: the search index is rebuilt from the catalog before the site is ready...');
  gateway = await startGateway({ port, dataDir });
  const { url } = gateway;
  const startS = gateway.startedInMs / 1000;
  const status = await json(`${url}/api/search/status`);
  console.log(
    `    ready in ${startS.toFixed(1)} s; index: ${status.locations} places, ${status.listings} listings (rebuilt in ${((status.lastReindex?.durationMs ?? 0) / 1000).toFixed(1)} s)`,
  );
  const total = (await json(`${url}/api/properties/search?limit=1`)).total;
  if (total < listings) throw new Error(`search answers ${total} listings, expected ${listings}`);

  const mix = await requestMix(url);
  bare = await startBareServer();
  console.log(
    `4/5 load: ${rate} req/s then ${highRate} req/s for ${durationS} s each, open model (fixed arrival rate)...`,
  );
  await openLoad({ url, name: 'warm-up', paths: mix.next, durationS: 5, rate: Math.min(rate, 100) });
  const rows = [
    await openLoad({ url, name: `mixed search API, ${listings} listings`, paths: mix.next, durationS, rate }),
    await openLoad({ url: bare.url, name: 'bare Fastify JSON route', paths: () => '/bare', durationS, rate }),
    await openLoad({
      url: bare.url,
      name: 'bare route answering 70 KB of JSON',
      paths: () => '/bare-page',
      durationS,
      rate,
    }),
    await openLoad({
      url,
      name: `mixed search API, ${listings} listings`,
      paths: mix.next,
      durationS,
      rate: highRate,
    }),
  ];
  const loadedRss = gateway.rssMb();
  console.log(`\nmix: ${mix.describe}\n`);
  printTable(rows);
  const [search, reference, , high] = rows;
  console.log(
    `\nratio to the bare route at ${rate} req/s: p50 x${(search.p50 / Math.max(reference.p50, 0.1)).toFixed(1)}, p95 x${(search.p95 / reference.p95).toFixed(1)}`,
  );

  console.log(`\n5/5 freshness: ${freshnessRounds} admin updates, each moving a listing to another area...`);
  const fresh = await freshness(url, freshnessRounds);
  console.log(
    `  visible in search results: p50 ${fresh.search.p50} ms, p95 ${fresh.search.p95} ms, max ${fresh.search.max} ms`,
  );
  console.log(
    `  visible in /api/search/locations counts: p50 ${fresh.locations.p50} ms, p95 ${fresh.locations.p95} ms, max ${fresh.locations.max} ms`,
  );
  const growth = loadedRss - demoRss;
  console.log(
    `\ngateway memory (RSS): ${demoRss} MB with the demo catalog, ${loadedRss} MB with ${listings} listings after the load (+${growth} MB)`,
  );

  const missed = [];
  if (search.errors > 0) missed.push(`${search.errors} errors at ${rate} req/s`);
  if (!(search.p95 <= TARGETS.p95Ms))
    missed.push(`p95 ${search.p95} ms at ${rate} req/s (target <= ${TARGETS.p95Ms} ms)`);
  if (!(search.p99 <= TARGETS.p99Ms))
    missed.push(`p99 ${search.p99} ms at ${rate} req/s (target <= ${TARGETS.p99Ms} ms)`);
  if (high.errors > 0) missed.push(`${high.errors} errors at ${highRate} req/s`);
  for (const [what, figures] of [
    ['results', fresh.search],
    ['location counts', fresh.locations],
  ]) {
    if (!(figures.p95 <= TARGETS.freshnessP95Ms))
      missed.push(`freshness in ${what} p95 ${figures.p95} ms (target <= ${TARGETS.freshnessP95Ms} ms)`);
  }
  if (!(growth <= TARGETS.memoryGrowthMb))
    missed.push(`memory grew by ${growth} MB (target <= ${TARGETS.memoryGrowthMb} MB)`);
  if (!(startS <= TARGETS.startS))
    missed.push(
      `start with ${listings} listings took ${startS.toFixed(1)} s (target <= ${TARGETS.startS} s)`,
    );
  if (missed.length > 0) {
    console.error(`\ntargets missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\ntargets met: at ${rate} req/s p95 ${search.p95} <= ${TARGETS.p95Ms} ms, p99 ${search.p99} <= ${TARGETS.p99Ms} ms, 0 errors; at ${highRate} req/s 0 errors (p95 ${high.p95} ms); freshness p95 ${fresh.search.p95} / ${fresh.locations.p95} <= 1000 ms; memory +${growth} <= ${TARGETS.memoryGrowthMb} MB; start ${startS.toFixed(1)} <= ${TARGETS.startS} s`,
    );
  }
} finally {
  await bare?.stop();
  await gateway?.stop();
  removeDataDir(dataDir);
}

/** Moves a listing between two areas `rounds` times; measures until search and the location counts show it. */
async function freshness(url, rounds) {
  const token = await adminToken(url);
  const areas = await json(`${url}/api/properties/areas`);
  const [from, to] = areas.filter((a) => a.slug === 'al-reem-island' || a.slug === 'yas-island');
  if (!from || !to) throw new Error('the demo catalog has no Al Reem Island and Yas Island');
  const count = async (area) => {
    const { locations } = await json(
      `${url}/api/search/locations?${new URLSearchParams({ q: area.nameEn, limit: '10' })}`,
    );
    return locations.find((l) => l.kind === 'area' && l.id === area.id)?.listingCount;
  };
  // Search results by the place's Arabic name, as a visitor would type it.
  const searchTotal = async (area) =>
    (await json(`${url}/api/properties/search?${new URLSearchParams({ location: area.nameAr, limit: '1' })}`))
      .total;
  const searchTimes = [];
  const locationTimes = [];
  for (let round = 0; round < rounds; round++) {
    const [source, target] = round % 2 === 0 ? [from, to] : [to, from];
    const { properties } = await json(
      `${url}/api/properties/search?areaId=${source.id}&limit=1&page=${round + 1}`,
    );
    const listing = properties[0];
    const before = await count(target);
    const beforeTotal = await searchTotal(target);
    const started = performance.now();
    await json(`${url}/api/admin/properties/${listing.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        titleEn: listing.titleEn,
        titleAr: listing.titleAr,
        price: listing.price,
        propertyTypeId: listing.propertyTypeId,
        listingType: listing.listingType,
        areaId: target.id,
      }),
    });
    const pending = { search: true, locations: true };
    await waitFor(
      async () => {
        const checks = [];
        if (pending.search) {
          checks.push(
            searchTotal(target).then((now) => {
              if (now === beforeTotal + 1) {
                pending.search = false;
                searchTimes.push(Math.round(performance.now() - started));
              }
            }),
          );
        }
        if (pending.locations) {
          checks.push(
            count(target).then((now) => {
              if (now === before + 1) {
                pending.locations = false;
                locationTimes.push(Math.round(performance.now() - started));
              }
            }),
          );
        }
        await Promise.all(checks);
        return !pending.search && !pending.locations;
      },
      { timeoutMs: 30_000, everyMs: 10, what: `listing ${listing.id} in ${target.nameEn}` },
    );
  }
  const summary = (times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1) };
  };
  return { search: summary(searchTimes), locations: summary(locationTimes) };
}
