// The listing benchmarks' shared parts: growing the demo catalog to tens of thousands of listings in its database,
// and the request mix (npm run bench:search, npm run bench:search:scale).
import { json, prng } from './lib.mjs';

/**
 * Copies the seeded listings until the catalog holds `target`: each copy keeps its source's area, type and first
 * two photos (rows pointing at the same stored files), with the price, size, bedrooms and date varied. (Copying
 * every photo, about 270,000 rows of JSON variants, took PGlite more than 10 minutes; two take 2 s.) `db` is a
 * PGlite instance or a connected `pg` client: anything with `query(text, params)` answering `{ rows }`.
 */
export async function growCatalog(db, target) {
  const [{ count }] = (await db.query('SELECT count(*)::int AS count FROM catalog.properties')).rows;
  const missing = Math.max(0, target - count);
  if (missing === 0) return 0;
  await db.query('BEGIN');
  await db.query(
    `CREATE TEMP TABLE sources AS
         SELECT row_number() OVER (ORDER BY id) - 1 AS n, * FROM catalog.properties`,
  );
  await db.query(
    `INSERT INTO catalog.properties (
         title_en, title_ar, description_en, description_ar, price, price_type, area, area_unit, area_sqft, size,
         bedrooms, bathrooms, parking_spaces, property_type_id, area_id, listing_type, status, features, lat, lng,
         reference_no, permit_number, is_featured, tru_check, tru_broker, version, created_at, updated_at)
       SELECT s.title_en, s.title_ar, s.description_en, s.description_ar,
         round(s.price * (0.7 + (g % 61) / 100.0), -3), s.price_type,
         round((s.area * (0.8 + (g % 41) / 100.0))::numeric)::float8, s.area_unit,
         round((s.area_sqft * (0.8 + (g % 41) / 100.0))::numeric)::float8, s.size,
         CASE WHEN s.bedrooms IS NULL THEN NULL ELSE greatest(0, least(7, s.bedrooms + (g % 3) - 1)) END,
         s.bathrooms, s.parking_spaces, s.property_type_id, s.area_id, s.listing_type, s.status, s.features,
         s.lat + ((g % 100) - 50) / 20000.0, s.lng + ((g % 97) - 48) / 20000.0,
         'BENCH-' || g, s.permit_number, g % 40 = 0, s.tru_check, s.tru_broker, 1,
         now() - make_interval(mins => g * 7), now() - make_interval(mins => g * 7)
       FROM generate_series(1, $1::int) AS g
       JOIN sources s ON s.n = g % (SELECT count(*) FROM sources)`,
    [missing],
  );
  await db.query(
    `INSERT INTO catalog.property_images (property_id, position, alt, alt_ar, storage_key, url, content_type,
         width, height, variants)
       SELECT p.id, i.position, i.alt, i.alt_ar, i.storage_key, i.url, i.content_type, i.width, i.height, i.variants
       FROM catalog.properties p
       JOIN sources s ON s.n = substring(p.reference_no FROM 7)::int % (SELECT count(*) FROM sources)
       JOIN catalog.property_images i ON i.property_id = s.id
       WHERE p.reference_no LIKE 'BENCH-%' AND i.position < 2`,
  );
  await db.query('COMMIT');
  return missing;
}

/**
 * The request mix: a deterministic stream of paths over the catalog's real places, types and ids. With
 * `{ searchOnly: true }` the listing details (the catalog's) are left out: what the search processes answer.
 */
export async function requestMix(url, { searchOnly = false } = {}) {
  const emirates = await json(`${url}/api/properties/emirates`);
  const areas = await json(`${url}/api/properties/areas`);
  const types = await json(`${url}/api/properties/property-types`);
  const sample = await json(`${url}/api/properties/search?sortBy=price_asc&limit=50&page=3`);
  const newest = await json(`${url}/api/properties/search?limit=50`);
  const ids = [...sample.properties, ...newest.properties].map((p) => p.id);
  const firstId = Math.min(...ids);
  const lastId = Math.max(...ids);
  const random = prng(2026);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const places = [
    ...areas.flatMap((a) => [a.nameEn, a.nameAr]),
    ...emirates.flatMap((e) => [e.nameEn, e.nameAr]),
    'reem',
    'الريم',
    'جزيرة الريم',
    'saadiyat',
    'سعديات',
    'yas',
    'khalifa city',
    'مدينه خليفه',
    'raha beach',
    'reeem',
    'sadiyat',
    'marina',
  ];
  const filters = () => {
    const query = new URLSearchParams();
    if (random() < 0.7) query.set('listingType', pick(['sale', 'rent']));
    const place = random();
    if (place < 0.3) query.set('emirateId', String(pick(emirates).id));
    else if (place < 0.7) query.set('areaId', String(pick(areas).id));
    if (random() < 0.4) query.set('propertyTypeId', String(pick(types).id));
    if (random() < 0.3) query.set('status', pick(['ready', 'under_construction']));
    if (random() < 0.4) query.set('minPrice', String(pick([50_000, 500_000, 1_000_000, 2_000_000])));
    if (random() < 0.4) query.set('maxPrice', String(pick([3_000_000, 5_000_000, 10_000_000])));
    if (random() < 0.3) query.set('bedrooms', pick(['0', '1', '2', '3', '4', '5+']));
    if (random() < 0.2) query.set('minArea', String(pick([500, 1000, 2000])));
    query.set('sortBy', pick(['newest', 'oldest', 'price_asc', 'price_desc', 'area_asc', 'area_desc']));
    query.set('page', String(pick([1, 1, 1, 2, 3, 10, 50])));
    return `/api/properties/search?${query}`;
  };
  const location = () => {
    const query = new URLSearchParams({ location: pick(places) });
    if (random() < 0.5) query.set('listingType', pick(['sale', 'rent']));
    if (random() < 0.3) query.set('sortBy', pick(['price_asc', 'price_desc']));
    if (random() < 0.3) query.set('page', '2');
    return `/api/properties/search?${query}`;
  };
  const suggestions = () => {
    const text = pick(places);
    const typed = text.slice(0, Math.max(2, Math.ceil(text.length * random())));
    return `/api/search/locations?${new URLSearchParams({ q: typed, lang: /[\u0600-\u06FF]/.test(typed) ? 'ar' : 'en' })}`;
  };
  const detail = () => `/api/properties/detail?id=${firstId + Math.floor(random() * (lastId - firstId + 1))}`;
  const related = () => `/api/properties/search?random=true&exclude=${pick(ids)}&limit=6`;
  const weighted = searchOnly
    ? [
        [0.47, filters],
        [0.29, location],
        [0.18, suggestions],
        [0.06, related],
      ]
    : [
        [0.4, filters],
        [0.25, location],
        [0.15, suggestions],
        [0.15, detail],
        [0.05, related],
      ];
  return {
    describe: searchOnly
      ? '47% filters, 29% location text, 18% location suggestions, 6% related listings (no listing details)'
      : '40% filters (type, place, price, bedrooms, size, every sort, pages 1-50), 25% location text (English, Arabic, partial, typos), 15% location suggestions, 15% listing detail, 5% related listings',
    next() {
      let r = random();
      for (const [weight, make] of weighted) {
        if (r < weight) return make();
        r -= weight;
      }
      return filters();
    },
  };
}
