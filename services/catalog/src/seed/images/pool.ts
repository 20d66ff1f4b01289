import type { TypeSlug } from '../data/property-types.ts';

export type SceneKind =
  | 'tower'
  | 'villa'
  | 'townhouse'
  | 'waterfront'
  | 'living'
  | 'bedroom'
  | 'kitchen'
  | 'pool';

export interface PoolImage {
  /** Position in the pool: listings refer to images by it. */
  index: number;
  kind: SceneKind;
  /** Seed of this picture's palette and layout. */
  seed: number;
}

/** How many distinct pictures of each kind the seed renders (48 in all, shared by every listing). */
const COUNTS: Record<SceneKind, number> = {
  tower: 8,
  villa: 8,
  townhouse: 5,
  waterfront: 5,
  living: 8,
  bedroom: 6,
  kitchen: 4,
  pool: 4,
};

export const IMAGE_POOL: readonly PoolImage[] = Object.entries(COUNTS)
  .flatMap(([kind, count], k) =>
    Array.from({ length: count }, (_, i) => ({ kind: kind as SceneKind, seed: 1000 * (k + 1) + i })),
  )
  .map((image, index) => ({ ...image, index }));

export function poolOf(kind: SceneKind): PoolImage[] {
  return IMAGE_POOL.filter((image) => image.kind === kind);
}

/** The exterior that shows a listing's building type. */
export function exteriorKind(type: TypeSlug): SceneKind {
  if (type === 'villa' || type === 'compound-villa') return 'villa';
  if (type === 'townhouse') return 'townhouse';
  return 'tower';
}

export const SCENE_ALT: Record<SceneKind, { en: string; ar: string }> = {
  tower: { en: 'Building exterior', ar: 'واجهة المبنى' },
  villa: { en: 'Villa exterior', ar: 'واجهة الفيلا' },
  townhouse: { en: 'Townhouse exterior', ar: 'واجهة التاون هاوس' },
  waterfront: { en: 'Waterfront view', ar: 'إطلالة على الواجهة البحرية' },
  living: { en: 'Living room', ar: 'غرفة المعيشة' },
  bedroom: { en: 'Bedroom', ar: 'غرفة النوم' },
  kitchen: { en: 'Kitchen', ar: 'المطبخ' },
  pool: { en: 'Swimming pool', ar: 'المسبح' },
};
