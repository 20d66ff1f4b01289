// Search journey: a visitor filters the listings, pages through results and asks for location suggestions.
//   k6 run -e BASE_URL=https://staging.example infra/k6/search.js
import { sleep } from 'k6';
import { getJson, stages } from './lib.js';

export const options = {
  stages: stages(20),
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:search}': ['p(95)<300', 'p(99)<800'],
    'http_req_duration{name:locations}': ['p(95)<150'],
    checks: ['rate>0.99'],
  },
};

const QUERIES = [
  'listingType=sale',
  'listingType=rent&sortBy=price_asc',
  'listingType=sale&minPrice=1000000&maxPrice=5000000',
  'location=yas&listingType=sale',
  'location=%D8%A7%D9%84%D8%B1%D9%8A%D9%85', // الريم
  'bedrooms=2&listingType=rent',
  'sortBy=newest',
];
const PLACES = ['reem', 'yas', 'saad', 'الريم', 'khalifa', 'marina'];

export default function () {
  const query = QUERIES[Math.floor(Math.random() * QUERIES.length)];
  getJson(`/api/properties/search?${query}&limit=12&page=1`, { name: 'search' });
  sleep(1);
  getJson(`/api/properties/search?${query}&limit=12&page=2`, { name: 'search' });
  const place = PLACES[Math.floor(Math.random() * PLACES.length)];
  getJson(`/api/search/locations?q=${encodeURIComponent(place)}&lang=en`, { name: 'locations' });
  sleep(2);
}
