import type { FeatureKey } from '@manzil/contracts';
import type { TypeSlug } from './property-types.ts';

/**
 * What makes a listing of each type plausible on the 2026 Abu Dhabi market: how many bedrooms, how big for its
 * bedrooms, what it costs to buy or rent, and which features it can have. Areas are built-up sqft; prices AED.
 */

type Range = readonly [min: number, max: number];

/** Bedroom counts by type with their weights (0 = studio, only apartments and hotel apartments). */
export const BEDROOM_WEIGHTS: Record<TypeSlug, ReadonlyArray<readonly [number, number]>> = {
  apartment: [
    [0, 10],
    [1, 30],
    [2, 30],
    [3, 20],
    [4, 6],
  ],
  'hotel-apartment': [
    [0, 35],
    [1, 45],
    [2, 20],
  ],
  duplex: [
    [2, 25],
    [3, 50],
    [4, 25],
  ],
  penthouse: [
    [3, 35],
    [4, 40],
    [5, 25],
  ],
  townhouse: [
    [2, 15],
    [3, 45],
    [4, 30],
    [5, 10],
  ],
  villa: [
    [3, 15],
    [4, 30],
    [5, 30],
    [6, 17],
    [7, 8],
  ],
  'compound-villa': [
    [3, 20],
    [4, 35],
    [5, 30],
    [6, 15],
  ],
};

/** Built-up area (sqft) by type and bedrooms; every bedroom count of BEDROOM_WEIGHTS has a range. */
export const SIZE_RANGES: Record<TypeSlug, Readonly<Partial<Record<number, Range>>>> = {
  apartment: { 0: [400, 600], 1: [700, 1_000], 2: [1_050, 1_500], 3: [1_500, 2_100], 4: [2_100, 2_900] },
  'hotel-apartment': { 0: [380, 550], 1: [650, 950], 2: [1_000, 1_400] },
  duplex: { 2: [1_400, 1_900], 3: [1_900, 2_700], 4: [2_600, 3_600] },
  penthouse: { 3: [2_600, 4_000], 4: [3_500, 5_500], 5: [4_500, 7_500] },
  townhouse: { 2: [1_400, 1_900], 3: [1_900, 2_600], 4: [2_400, 3_300], 5: [3_000, 3_900] },
  villa: { 3: [2_800, 3_800], 4: [3_400, 5_000], 5: [4_500, 6_500], 6: [5_800, 8_500], 7: [7_000, 11_000] },
  'compound-villa': { 3: [2_700, 3_600], 4: [3_300, 4_600], 5: [4_300, 6_000], 6: [5_500, 7_500] },
};

/** Typical sale price per built-up sqft (AED) before the community's tier. */
export const SALE_PRICE_PER_SQFT: Record<TypeSlug, number> = {
  apartment: 1_400,
  'hotel-apartment': 1_500,
  duplex: 1_450,
  penthouse: 2_200,
  townhouse: 1_200,
  villa: 1_300,
  'compound-villa': 1_000,
};

/** Sale price floor and ceiling by type (AED, multiples of 5,000). */
export const SALE_PRICE_BOUNDS: Record<TypeSlug, Range> = {
  apartment: [450_000, 9_000_000],
  'hotel-apartment': [500_000, 4_000_000],
  duplex: [1_200_000, 12_000_000],
  penthouse: [3_000_000, 45_000_000],
  townhouse: [1_300_000, 9_000_000],
  villa: [2_500_000, 60_000_000],
  'compound-villa': [2_000_000, 12_000_000],
};

/** Typical yearly rent (AED) by type and bedrooms before the community's tier. */
export const YEARLY_RENT: Record<TypeSlug, Readonly<Partial<Record<number, number>>>> = {
  apartment: { 0: 50_000, 1: 75_000, 2: 110_000, 3: 150_000, 4: 200_000 },
  'hotel-apartment': { 0: 65_000, 1: 95_000, 2: 140_000 },
  duplex: { 2: 140_000, 3: 190_000, 4: 250_000 },
  penthouse: { 3: 320_000, 4: 450_000, 5: 650_000 },
  townhouse: { 2: 120_000, 3: 160_000, 4: 200_000, 5: 240_000 },
  villa: { 3: 190_000, 4: 240_000, 5: 300_000, 6: 380_000, 7: 480_000 },
  'compound-villa': { 3: 150_000, 4: 185_000, 5: 230_000, 6: 280_000 },
};

/** Yearly rent floor and ceiling by type (AED); no yearly rent goes below 45,000. */
export const RENT_BOUNDS: Record<TypeSlug, Range> = {
  apartment: [45_000, 400_000],
  'hotel-apartment': [55_000, 300_000],
  duplex: [100_000, 500_000],
  penthouse: [200_000, 1_500_000],
  townhouse: [85_000, 450_000],
  villa: [140_000, 1_500_000],
  'compound-villa': [110_000, 450_000],
};

/** Features a listing of each type may have (views are added from the community, central A/C always). */
export const FEATURE_POOLS: Record<TypeSlug, readonly FeatureKey[]> = {
  apartment: [
    'balcony',
    'built_in_wardrobes',
    'chiller_free',
    'covered_parking',
    'shared_pool',
    'shared_gym',
    'kitchen_appliances',
    'security',
    'concierge',
    'kids_play_area',
    'bbq_area',
    'furnished',
    'storage_room',
    'laundry_room',
    'walk_in_closet',
    'study',
    'pets_allowed',
    'shops_nearby',
    'schools_nearby',
    'mosque_nearby',
  ],
  'hotel-apartment': [
    'furnished',
    'shared_pool',
    'shared_gym',
    'concierge',
    'security',
    'kitchen_appliances',
    'balcony',
    'chiller_free',
    'covered_parking',
    'shops_nearby',
  ],
  duplex: [
    'balcony',
    'study',
    'maids_room',
    'walk_in_closet',
    'shared_pool',
    'shared_gym',
    'covered_parking',
    'built_in_wardrobes',
    'security',
    'kids_play_area',
    'kitchen_appliances',
    'storage_room',
    'laundry_room',
    'roof_terrace',
  ],
  penthouse: [
    'roof_terrace',
    'jacuzzi',
    'private_pool',
    'maids_room',
    'study',
    'walk_in_closet',
    'balcony',
    'shared_pool',
    'shared_gym',
    'concierge',
    'covered_parking',
    'smart_home',
    'built_in_wardrobes',
    'security',
    'kitchen_appliances',
  ],
  townhouse: [
    'private_garden',
    'maids_room',
    'study',
    'shared_pool',
    'shared_gym',
    'kids_play_area',
    'bbq_area',
    'covered_parking',
    'built_in_wardrobes',
    'security',
    'laundry_room',
    'storage_room',
    'roof_terrace',
    'pets_allowed',
    'schools_nearby',
    'mosque_nearby',
  ],
  villa: [
    'private_pool',
    'private_garden',
    'maids_room',
    'drivers_room',
    'majlis',
    'study',
    'covered_parking',
    'built_in_wardrobes',
    'storage_room',
    'laundry_room',
    'walk_in_closet',
    'smart_home',
    'jacuzzi',
    'roof_terrace',
    'kitchen_appliances',
    'pets_allowed',
    'mosque_nearby',
    'schools_nearby',
  ],
  'compound-villa': [
    'private_garden',
    'maids_room',
    'drivers_room',
    'majlis',
    'shared_pool',
    'shared_gym',
    'kids_play_area',
    'security',
    'covered_parking',
    'tennis_court',
    'bbq_area',
    'built_in_wardrobes',
    'laundry_room',
    'schools_nearby',
    'mosque_nearby',
  ],
};
