import type { FeatureKey, ListingType, PriceType, PropertyStatus } from '@manzil/contracts';
import { SQFT_PER_SQM } from '@manzil/contracts';
import { AREAS, type SeedArea, type ViewKey } from './data/areas.ts';
import { EMIRATES } from './data/emirates.ts';
import type { TypeSlug } from './data/property-types.ts';
import {
  BEDROOM_WEIGHTS,
  FEATURE_POOLS,
  RENT_BOUNDS,
  SALE_PRICE_BOUNDS,
  SALE_PRICE_PER_SQFT,
  SIZE_RANGES,
  YEARLY_RENT,
} from './data/specs.ts';
import { exteriorKind, type PoolImage, poolOf, type SceneKind } from './images/pool.ts';
import { mulberry32, type Rng } from './prng.ts';
import { type ListingFacts, writeCopy } from './text/copy.ts';

/** Every date in the seed is relative to this instant (never the clock), so two runs produce the same rows. */
export const SEED_EPOCH = new Date(Date.UTC(2026, 10, 1, 6, 0, 0));
export const SEED = 20_260_101;
export const LISTING_COUNT = 180;

const DAY_MS = 86_400_000;

export interface SeedPriceChange {
  oldPrice: number;
  newPrice: number;
  changedAt: Date;
  /**
   * A recent cut: made this many days before the catalog is seeded (the one date the clock sets, so a fresh
   * start shows "Price reduced" on a few listings whatever the day); `changedAt` is then only a stand-in.
   */
  daysBeforeSeeding?: number;
}

export interface SeedListing {
  referenceNo: string;
  areaSlug: string;
  typeSlug: TypeSlug;
  listingType: ListingType;
  status: PropertyStatus;
  price: number;
  priceType: PriceType;
  area: number;
  areaUnit: 'sqft' | 'sqm';
  areaSqft: number;
  size: number | null;
  bedrooms: number;
  bathrooms: number;
  parkingSpaces: number;
  features: FeatureKey[];
  lat: number;
  lng: number;
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  /** An ADREC (Madhmoun) advertising permit in the regulator's format: every seeded listing is published. */
  permitNumber: string;
  /**
   * Days from the seeding to the permit's last valid day (the date is taken from the clock when seeding, as the
   * recent price cuts are): never past, a few within the admin's 14-day warning so the flag shows on a fresh start.
   */
  permitExpiresInDays: number;
  isFeatured: boolean;
  truCheck: boolean;
  truBroker: boolean;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  priceChanges: SeedPriceChange[];
  /** Pictures from the shared pool, in gallery order (the first is the cover). */
  images: PoolImage[];
}

const TYPE_WEIGHTS: ReadonlyArray<readonly [TypeSlug, number]> = [
  ['apartment', 38],
  ['villa', 18],
  ['townhouse', 14],
  ['compound-villa', 9],
  ['penthouse', 7],
  ['duplex', 7],
  ['hotel-apartment', 7],
];

const VIEW_FEATURE: Record<ViewKey, FeatureKey> = {
  sea: 'sea_view',
  canal: 'canal_view',
  golf: 'golf_view',
  city: 'city_view',
  mangrove: 'mangrove_view',
  community: 'community_view',
};

const VILLA_LIKE: ReadonlySet<TypeSlug> = new Set(['villa', 'compound-villa', 'townhouse']);

/**
 * The demo listings: a pure function of the seed, so every machine and every run gets the same 180 listings
 * (same order, references, prices, copy and pictures). Sorted oldest first, so ids grow with listing age.
 */
export function generateListings(count = LISTING_COUNT, seed = SEED): SeedListing[] {
  const rng = mulberry32(seed);
  const drafts = Array.from({ length: count }, () => draftListing(rng));
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  markFeatured(drafts, rng);
  markRecentCuts(drafts, rng);
  // Permits are given after every random draw, from each listing's place in the list, so the rest of the demo
  // data (prices, copy, pictures) stays what it was before listings had permits.
  return drafts.map((draft, i) => ({
    ...draft,
    referenceNo: `MZ-${draft.listingType === 'sale' ? 'S' : 'R'}-${String(10_001 + i)}`,
    ...permitOf(draft, i, count),
  }));
}

/** Listings, newest first, whose permit expires within the admin's warning window on a fresh start. */
export const SEED_PERMITS_EXPIRING_SOON = 3;

/**
 * The permit of the i-th listing (oldest first): issued the year it was listed, an 11-digit ADREC number
 * (`PERMIT_NUMBER_PATTERN`), unique by its serial. The newest few listings expire in 4, 9 and 13 days (the admin
 * list flags them at the top); every other one in 45 to 400 days.
 */
function permitOf(draft: SeedListing, i: number, count: number) {
  const serial = 1_000_000 + ((i * 7_919 + 104_729) % 8_999_999);
  const fromNewest = count - 1 - i;
  const permitExpiresInDays =
    fromNewest < SEED_PERMITS_EXPIRING_SOON ? ([4, 9, 13][fromNewest] ?? 13) : 45 + ((i * 37) % 356);
  return { permitNumber: `${draft.createdAt.getUTCFullYear()}${serial}`, permitExpiresInDays };
}

function draftListing(rng: Rng): SeedListing {
  const typeSlug = rng.weighted(TYPE_WEIGHTS);
  const area = rng.weighted(
    AREAS.filter((a) => a.types.includes(typeSlug)).map((a) => [a, a.weight] as const),
  );
  const emirate = EMIRATES.find((e) => e.slug === area.emirate);
  if (!emirate) throw new Error(`area ${area.slug} names an unknown emirate`);

  const listingType: ListingType = rng.chance(typeSlug === 'hotel-apartment' ? 0.8 : 0.45) ? 'rent' : 'sale';
  const status = pickStatus(rng, listingType, area);
  const bedrooms = rng.weighted(BEDROOM_WEIGHTS[typeSlug]);
  const bathrooms = bathroomsFor(rng, typeSlug, bedrooms);
  const parkingSpaces = parkingFor(rng, typeSlug, bedrooms);
  const [minSize, maxSize] = SIZE_RANGES[typeSlug][bedrooms] ?? [1000, 1500];
  const builtUpSqft = roundTo(rng.float(minSize, maxSize), 5);
  const plotSqft = VILLA_LIKE.has(typeSlug)
    ? roundTo(builtUpSqft * (typeSlug === 'townhouse' ? rng.float(1.05, 1.3) : rng.float(1.3, 2.2)), 10)
    : null;
  const areaUnit = rng.chance(0.08) ? 'sqm' : 'sqft';
  const inUnit = (sqft: number) => (areaUnit === 'sqm' ? Math.round(sqft / SQFT_PER_SQM) : sqft);

  const view = rng.chance(0.75) ? rng.pick(area.views) : null;
  const features = pickFeatures(rng, typeSlug, bedrooms, view);
  const monthly = typeSlug === 'hotel-apartment' && listingType === 'rent' && rng.chance(0.5);
  const { price, priceType } = priceFor(rng, { typeSlug, bedrooms, builtUpSqft, area, listingType, monthly });
  const handover =
    status === 'under_construction'
      ? { quarter: rng.int(1, 4), year: SEED_EPOCH.getUTCFullYear() + rng.int(1, 3) }
      : null;
  const cheques = listingType === 'rent' && !monthly ? rng.pick([1, 2, 4, 4] as const) : null;

  const facts: ListingFacts = {
    type: typeSlug,
    bedrooms,
    bathrooms,
    listingType,
    status,
    area,
    emirate,
    builtUp: inUnit(builtUpSqft),
    unit: areaUnit,
    plot: plotSqft === null ? null : inUnit(plotSqft),
    features,
    view,
    handover,
    cheques,
    monthly,
  };
  const copy = writeCopy(facts, rng);

  const createdAt = new Date(SEED_EPOCH.getTime() - rng.int(1, 365 * 24 * 60) * 60_000);
  const priceChanges = priceHistory(rng, price, listingType, createdAt);
  const lastChange = priceChanges.at(-1)?.changedAt;
  const updatedAt =
    lastChange ?? new Date(Math.min(SEED_EPOCH.getTime(), createdAt.getTime() + rng.int(0, 20) * DAY_MS));

  return {
    referenceNo: '',
    areaSlug: area.slug,
    typeSlug,
    listingType,
    status,
    price,
    priceType,
    area: facts.builtUp,
    areaUnit,
    areaSqft: builtUpSqft,
    size: facts.plot,
    bedrooms,
    bathrooms,
    parkingSpaces,
    features,
    ...jitter(rng, area),
    ...copy,
    ...retiredPermitDraw(rng, area),
    isFeatured: false,
    truCheck: rng.chance(0.6),
    truBroker: rng.chance(0.4),
    createdAt,
    updatedAt,
    version: 1 + priceChanges.length,
    priceChanges,
    images: pickImages(rng, typeSlug, bedrooms, features, view),
  };
}

function pickStatus(rng: Rng, listingType: ListingType, area: SeedArea): PropertyStatus {
  if (listingType === 'rent') return rng.chance(0.15) ? 'rented' : 'ready';
  if (area.offPlan && rng.chance(0.35)) return 'under_construction';
  return rng.chance(0.12) ? 'sold' : 'ready';
}

function bathroomsFor(rng: Rng, type: TypeSlug, bedrooms: number): number {
  if (bedrooms === 0) return 1;
  if (type === 'villa' || type === 'compound-villa' || type === 'penthouse') return bedrooms + rng.int(1, 2);
  if (type === 'townhouse') return bedrooms + 1;
  return bedrooms + rng.int(0, 1);
}

function parkingFor(rng: Rng, type: TypeSlug, bedrooms: number): number {
  if (type === 'hotel-apartment') return rng.int(0, 1);
  if (type === 'villa' || type === 'compound-villa') return rng.int(2, 4);
  if (type === 'townhouse' || type === 'penthouse') return 2;
  return bedrooms >= 3 ? 2 : 1;
}

function pickFeatures(rng: Rng, type: TypeSlug, bedrooms: number, view: ViewKey | null): FeatureKey[] {
  const chosen = new Set(rng.sample(FEATURE_POOLS[type], rng.int(5, 8)));
  chosen.add('central_ac');
  if (bedrooms >= 4 && (type === 'villa' || type === 'compound-villa')) chosen.add('maids_room');
  if (view) chosen.add(VIEW_FEATURE[view]);
  return [...chosen];
}

interface PriceInput {
  typeSlug: TypeSlug;
  bedrooms: number;
  builtUpSqft: number;
  area: SeedArea;
  listingType: ListingType;
  monthly: boolean;
}

function priceFor(rng: Rng, p: PriceInput): { price: number; priceType: PriceType } {
  if (p.listingType === 'sale') {
    const [min, max] = SALE_PRICE_BOUNDS[p.typeSlug];
    const raw = p.builtUpSqft * SALE_PRICE_PER_SQFT[p.typeSlug] * p.area.tier * rng.float(0.88, 1.15);
    const bounded = raw < min ? min + rng.float(0, 60_000) : Math.min(raw, max);
    return { price: roundTo(bounded, bounded >= 1_000_000 ? 5_000 : 1_000), priceType: 'total' };
  }
  const [min, max] = RENT_BOUNDS[p.typeSlug];
  const base = YEARLY_RENT[p.typeSlug][p.bedrooms] ?? min;
  const yearly = clamp(base * p.area.tier ** 0.8 * rng.float(0.9, 1.12), min, max);
  if (p.monthly) return { price: roundTo((yearly / 12) * 1.25, 500), priceType: 'monthly' };
  return { price: roundTo(yearly, yearly >= 100_000 ? 5_000 : 1_000), priceType: 'yearly' };
}

/** About one listing in six changed price once or twice since it was listed (sales mostly came down). */
function priceHistory(
  rng: Rng,
  finalPrice: number,
  listingType: ListingType,
  createdAt: Date,
): SeedPriceChange[] {
  if (!rng.chance(0.18)) return [];
  const changes = rng.int(1, 2);
  const span = SEED_EPOCH.getTime() - createdAt.getTime();
  if (span < 2 * DAY_MS) return [];
  const history: SeedPriceChange[] = [];
  let newer = finalPrice;
  for (let i = changes; i >= 1; i--) {
    const step = listingType === 'sale' ? rng.float(0.03, 0.08) : rng.float(-0.05, 0.05);
    const older = roundTo(newer / (1 - step), newer >= 1_000_000 ? 5_000 : 500);
    const changedAt = new Date(createdAt.getTime() + Math.floor((span * i) / (changes + 1)));
    history.unshift({ oldPrice: older, newPrice: newer, changedAt });
    newer = older;
  }
  return history;
}

/** A point inside the community: uniform over a disc of 70% of its radius. */
function jitter(rng: Rng, area: SeedArea): { lat: number; lng: number } {
  const distance = area.radiusM * 0.7 * Math.sqrt(rng.next());
  const angle = rng.float(0, 2 * Math.PI);
  const metresPerDegree = 111_320;
  const lat = area.lat + (distance * Math.cos(angle)) / metresPerDegree;
  const lng =
    area.lng + (distance * Math.sin(angle)) / (metresPerDegree * Math.cos((area.lat * Math.PI) / 180));
  return { lat: round6(lat), lng: round6(lng) };
}

/**
 * Advertising permits: Abu Dhabi listings carry an ADREC (Madhmoun) permit number and Dubai listings a DLD
 * (Trakheesi) one; a few are still awaiting theirs. The digits are made up: they only look like real ones.
 */
/**
 * Draws what choosing a permit drew before every listing had one, so the generator's sequence (and every value
 * drawn after it) is unchanged; the permit itself is given by `permitOf` once all draws are done.
 */
function retiredPermitDraw(rng: Rng, area: SeedArea): { permitNumber: string; permitExpiresInDays: number } {
  if (!rng.chance(0.1)) {
    if (area.emirate === 'abu-dhabi') rng.int(1_000_000, 9_999_999);
    else if (area.emirate === 'dubai') rng.int(7_100_000_000, 7_199_999_999);
  }
  return { permitNumber: '', permitExpiresInDays: 0 };
}

function pickImages(
  rng: Rng,
  type: TypeSlug,
  bedrooms: number,
  features: readonly FeatureKey[],
  view: ViewKey | null,
): PoolImage[] {
  const order: SceneKind[] = [
    exteriorKind(type),
    'living',
    bedrooms === 0 ? 'kitchen' : 'bedroom',
    'kitchen',
  ];
  if (view === 'sea' || view === 'canal') order.push('waterfront');
  if (features.includes('private_pool') || features.includes('shared_pool')) order.push('pool');
  // More rooms, never a view or a pool the listing does not have.
  order.push('living', 'kitchen');
  if (bedrooms > 0) order.push('bedroom');
  const used = new Set<number>();
  const images: PoolImage[] = [];
  for (const kind of order) {
    const candidates = poolOf(kind).filter((image) => !used.has(image.index));
    if (candidates.length === 0) continue;
    const image = rng.pick(candidates);
    used.add(image.index);
    images.push(image);
  }
  return images.slice(0, rng.int(3, 8));
}

/** Listings on the home page's featured row: eight available ones, spread over types. */
export const FEATURED_COUNT = 8;
function markFeatured(listings: SeedListing[], rng: Rng): void {
  const available = listings.filter((l) => l.status === 'ready' || l.status === 'under_construction');
  for (const listing of rng.sample(available, FEATURED_COUNT)) listing.isFeatured = true;
}

/**
 * Six available sales whose price was cut 2 to 20 days before seeding (3% to 9%), three of them featured, so a
 * fresh start shows "Price reduced" on the home page and in search. Each had no earlier change.
 */
export const RECENT_CUTS = 6;
function markRecentCuts(listings: SeedListing[], rng: Rng): void {
  const candidates = listings.filter(
    (l) => l.listingType === 'sale' && l.status !== 'sold' && l.priceChanges.length === 0,
  );
  const featured = rng.sample(
    candidates.filter((l) => l.isFeatured),
    3,
  );
  const others = rng.sample(
    candidates.filter((l) => !l.isFeatured),
    RECENT_CUTS - featured.length,
  );
  for (const listing of [...featured, ...others]) {
    const step = rng.float(0.03, 0.09);
    const oldPrice = roundTo(listing.price / (1 - step), listing.price >= 1_000_000 ? 5_000 : 1_000);
    listing.priceChanges = [
      { oldPrice, newPrice: listing.price, changedAt: SEED_EPOCH, daysBeforeSeeding: rng.int(2, 20) },
    ];
    listing.version = 2;
  }
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
