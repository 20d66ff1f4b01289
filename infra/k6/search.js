// Listing search under an open-model load: the request mix of `npm run bench:search` (tests/bench/search.mjs)
// against a deployed site. Requests arrive at a fixed rate whatever the answers take, so a slow answer cannot
// hold the next ones back and hide itself (coordinated omission).
//   k6 run -e BASE_URL=https://staging.example infra/k6/search.js
//   k6 run -e BASE_URL=https://staging.example -e RATE=300 -e DURATION=2m -e RAMP=1 infra/k6/search.js
//
// RATE requests/s (200) for DURATION (30s): the `steady` part, which the thresholds judge. RAMP=1 then climbs
// from RATE to RAMP_TO requests/s (3 x RATE) over RAMP_DURATION (2m) and holds 30 s: the `ramp` part, shown but
// not judged, to see where latency breaks. Each request is tagged with its `kind`: a slow kind shows in the summary.
import { check } from 'k6';
import { BASE_URL, getJson } from './lib.js';

const RATE = Number(__ENV.RATE || 200);
const DURATION = __ENV.DURATION || '30s';
const RAMP = Boolean(__ENV.RAMP && __ENV.RAMP !== '0');
const RAMP_TO = Number(__ENV.RAMP_TO || RATE * 3);
const RAMP_DURATION = __ENV.RAMP_DURATION || '2m';
if (!(Number.isInteger(RATE) && RATE > 0 && Number.isInteger(RAMP_TO) && RAMP_TO > 0)) {
  throw new Error('RATE and RAMP_TO must be whole numbers of requests/s.');
}

// The share of each kind of request, as in the bench.
const MIX = [
  [0.4, 'filters'],
  [0.25, 'location'],
  [0.15, 'suggestions'],
  [0.15, 'detail'],
  [0.05, 'related'],
];

/** Enough VUs waiting that each arrival finds one, and room for answers taking up to a second. */
const vus = (rate) => ({ preAllocatedVUs: Math.ceil(rate / 5) + 10, maxVUs: Math.ceil(rate) + 50 });

const scenarios = {
  steady: {
    executor: 'constant-arrival-rate',
    rate: RATE,
    timeUnit: '1s',
    duration: DURATION,
    ...vus(RATE),
  },
};
if (RAMP) {
  scenarios.ramp = {
    executor: 'ramping-arrival-rate',
    startTime: DURATION,
    startRate: RATE,
    timeUnit: '1s',
    stages: [
      { duration: RAMP_DURATION, target: RAMP_TO },
      { duration: '30s', target: RAMP_TO },
    ],
    ...vus(RAMP_TO),
  };
}

const thresholds = {
  // Issue 3's targets, on every request of the mix at the steady rate.
  'http_req_duration{scenario:steady}': ['p(95)<25', 'p(99)<60'],
  'http_req_failed{scenario:steady}': ['rate<0.001'],
  'checks{scenario:steady}': ['rate>0.999'],
  // Arrivals k6 could not start (every VU busy): the site did not get the rate the figures claim.
  'dropped_iterations{scenario:steady}': ['count==0'],
};
// k6 prints a tagged sub-metric only when a threshold names it: these always hold, and show each kind's latencies
// (and the ramp's) in the summary.
for (const [, kind] of MIX) thresholds[`http_req_duration{scenario:steady,kind:${kind}}`] = ['p(95)>=0'];
if (RAMP) thresholds['http_req_duration{scenario:ramp}'] = ['p(95)>=0'];

export const options = {
  scenarios,
  thresholds,
  summaryTrendStats: ['avg', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
};

const SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'area_asc', 'area_desc'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (p) => Math.random() < p;
const ARABIC = /[\u0600-\u06FF]/;

/** What the site holds, read once before the load: places, types and listing ids. */
export function setup() {
  const read = (path) => getJson(path, { name: 'setup' }).json();
  const emirates = read('/api/properties/emirates');
  const areas = read('/api/properties/areas');
  const types = read('/api/properties/property-types');
  const pages = [
    read('/api/properties/search?sortBy=price_asc&limit=50&page=3'),
    read('/api/properties/search?limit=50'),
  ];
  const ids = [...new Set(pages.flatMap((page) => page.properties.map((property) => property.id)))];
  if (emirates.length === 0 || areas.length === 0 || ids.length === 0) {
    throw new Error(`${BASE_URL} has no emirates, areas or listings to search: seed the catalog first.`);
  }
  return {
    emirateIds: emirates.map((emirate) => emirate.id),
    areaIds: areas.map((area) => area.id),
    typeIds: types.map((type) => type.id),
    places: [...areas, ...emirates].flatMap((place) => [place.nameEn, place.nameAr]),
    ids,
  };
}

/** The name as typed: whole, cut short (the last word still being typed), or with two neighbours swapped. */
function typed(name) {
  const roll = Math.random();
  if (roll < 0.5) return name;
  const letters = [...name];
  if (roll < 0.75) return letters.slice(0, Math.max(3, Math.ceil(letters.length * 0.6))).join('');
  // One typo in the longest word, past its first letter: words of 5 letters or more allow one.
  const words = name.split(' ');
  const letterCount = (word) => [...word].length;
  const longest = words.reduce((a, b) => (letterCount(b) > letterCount(a) ? b : a));
  const chars = [...longest];
  if (chars.length < 5) return name;
  const at = 1 + Math.floor(Math.random() * (chars.length - 2));
  [chars[at], chars[at + 1]] = [chars[at + 1], chars[at]];
  return words.map((word) => (word === longest ? chars.join('') : word)).join(' ');
}

const query = (params) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

const REQUESTS = {
  filters: (site) => {
    const place = Math.random();
    return `/api/properties/search?${query({
      listingType: chance(0.7) ? pick(['sale', 'rent']) : undefined,
      emirateId: place < 0.3 ? pick(site.emirateIds) : undefined,
      areaId: place >= 0.3 && place < 0.7 ? pick(site.areaIds) : undefined,
      propertyTypeId: chance(0.4) && site.typeIds.length > 0 ? pick(site.typeIds) : undefined,
      status: chance(0.3) ? pick(['ready', 'under_construction']) : undefined,
      minPrice: chance(0.4) ? pick([50000, 500000, 1000000, 2000000]) : undefined,
      maxPrice: chance(0.4) ? pick([3000000, 5000000, 10000000]) : undefined,
      bedrooms: chance(0.3) ? pick(['0', '1', '2', '3', '4', '5+']) : undefined,
      minArea: chance(0.2) ? pick([500, 1000, 2000]) : undefined,
      sortBy: pick(SORTS),
      page: pick([1, 1, 1, 2, 3, 10, 50]),
    })}`;
  },
  location: (site) =>
    `/api/properties/search?${query({
      location: typed(pick(site.places)),
      listingType: chance(0.5) ? pick(['sale', 'rent']) : undefined,
      sortBy: chance(0.3) ? pick(['price_asc', 'price_desc']) : undefined,
      page: chance(0.3) ? 2 : undefined,
    })}`,
  suggestions: (site) => {
    const letters = [...pick(site.places)];
    const q = letters.slice(0, Math.max(2, Math.ceil(letters.length * Math.random()))).join('');
    return `/api/search/locations?${query({ q, lang: ARABIC.test(q) ? 'ar' : 'en' })}`;
  },
  detail: (site) => `/api/properties/detail?id=${pick(site.ids)}`,
  related: (site) => `/api/properties/search?random=true&exclude=${pick(site.ids)}&limit=6`,
};

/** A field of a JSON answer; undefined when the answer is not JSON. */
function field(response, path) {
  try {
    return response.json(path);
  } catch (_) {
    return undefined;
  }
}

/** What a good answer holds, beyond its 200, by path. */
const ANSWERS = {
  '/api/properties/search': (r) => Array.isArray(field(r, 'properties')),
  '/api/search/locations': (r) => Array.isArray(field(r, 'locations')),
  '/api/properties/detail': (r) => typeof field(r, 'id') === 'number',
};

function kindOf(roll) {
  let left = roll;
  for (const [share, kind] of MIX) {
    if (left < share) return kind;
    left -= share;
  }
  return MIX[0][1];
}

/** One arrival: one request of the mix. */
export default function (site) {
  const kind = kindOf(Math.random());
  const path = REQUESTS[kind](site);
  const name = path.slice(0, path.indexOf('?'));
  // A fixed `name` (the path, not the URL) keeps one time series per kind instead of one per URL.
  const response = getJson(path, { name, kind });
  check(response, { [`${kind} answers a ${name} body`]: (r) => r.status === 200 && ANSWERS[name](r) });
}
