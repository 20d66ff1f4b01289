// Property view journey: a visitor opens a listing from the results, as the detail page does.
//   k6 run -e BASE_URL=https://staging.example infra/k6/detail.js
import { sleep } from 'k6';
import { getJson, stages } from './lib.js';

export const options = {
  stages: stages(20),
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:detail}': ['p(95)<250', 'p(99)<600'],
    'http_req_duration{name:page}': ['p(95)<400'],
    checks: ['rate>0.99'],
  },
};

/** The ids of the first results, fetched once before the load starts. */
export function setup() {
  const response = getJson('/api/properties/search?limit=50&page=1', { name: 'setup' });
  const ids = (response.json('properties') || []).map((property) => property.id);
  if (ids.length === 0) throw new Error('No listings to view: seed the catalog first.');
  return { ids };
}

export default function ({ ids }) {
  const id = ids[Math.floor(Math.random() * ids.length)];
  getJson(`/property/${id}`, { name: 'page' });
  getJson(`/api/properties/detail?id=${id}`, { name: 'detail' });
  sleep(3);
}
