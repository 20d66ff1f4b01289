import type { ChatFilterName, ChatFilterNames, ChatFilters } from '@manzil/contracts';
import { formatNumber, formatPriceShort, type Lang } from '@manzil/i18n';

/*
 * What the assistant understood, as chips: one per constraint of the reading ('Rent', 'Al Reem Island',
 * '2 bedrooms', 'under AED 200K'). A price or size range is one chip. No React here.
 */

export interface Chip {
  id: 'listingType' | 'place' | 'propertyType' | 'bedrooms' | 'bathrooms' | 'price' | 'size' | 'status';
  /** The filters the chip stands for (removed together). */
  keys: ChatFilterName[];
  label: string;
  /** Left out of the search that ran: nothing matched with it. */
  relaxed: boolean;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

function rooms(value: string, kind: 'beds' | 'baths', t: Translate): string {
  const atLeast = value.endsWith('+');
  const count = Number.parseInt(value, 10);
  if (kind === 'beds' && count === 0 && !atLeast) return t('chips.studio');
  return t(`chips.${kind}${atLeast ? 'AtLeast' : ''}`, { count });
}

function range(
  min: number | undefined,
  max: number | undefined,
  format: (value: number) => string,
  prefix: 'price' | 'size',
  t: Translate,
): string {
  if (min !== undefined && max !== undefined)
    return t(`chips.${prefix}Between`, { min: format(min), max: format(max) });
  if (max !== undefined) return t(`chips.${prefix}Max`, { value: format(max) });
  return t(`chips.${prefix}Min`, { value: format(min as number) });
}

/** The chips of a reading, in the chat's order; `relaxed` names the filters the search left out. */
export function chipsOf(
  requested: ChatFilters,
  relaxed: readonly ChatFilterName[],
  names: ChatFilterNames,
  lang: Lang,
  t: Translate,
): Chip[] {
  const chips: Chip[] = [];
  const add = (id: Chip['id'], keys: ChatFilterName[], label: string) => {
    const present = keys.filter((key) => requested[key] !== undefined);
    if (present.length === 0) return;
    chips.push({ id, keys: present, label, relaxed: present.some((key) => relaxed.includes(key)) });
  };
  if (requested.listingType) add('listingType', ['listingType'], t(`chips.${requested.listingType}`));
  const place =
    (requested.areaId !== undefined && names.areaId?.[lang]) ||
    (requested.emirateId !== undefined && names.emirateId?.[lang]) ||
    requested.location;
  if (place) add('place', ['areaId', 'emirateId', 'location'], place);
  const type = requested.propertyTypeId !== undefined ? names.propertyTypeId?.[lang] : undefined;
  if (type) add('propertyType', ['propertyTypeId'], type);
  if (requested.bedrooms !== undefined) add('bedrooms', ['bedrooms'], rooms(requested.bedrooms, 'beds', t));
  if (requested.bathrooms !== undefined)
    add('bathrooms', ['bathrooms'], rooms(requested.bathrooms, 'baths', t));
  if (requested.minPrice !== undefined || requested.maxPrice !== undefined) {
    add(
      'price',
      ['minPrice', 'maxPrice'],
      range(requested.minPrice, requested.maxPrice, (value) => formatPriceShort(value, lang), 'price', t),
    );
  }
  if (requested.minArea !== undefined || requested.maxArea !== undefined) {
    add(
      'size',
      ['minArea', 'maxArea'],
      range(
        requested.minArea,
        requested.maxArea,
        (value) => formatNumber(Math.round(value), lang),
        'size',
        t,
      ),
    );
  }
  if (requested.status) add('status', ['status'], t(`chips.${requested.status}`));
  return chips;
}

/** The reading without a chip's filters: the search the chat runs when the chip is removed. */
export function withoutChip(requested: ChatFilters, chip: Pick<Chip, 'keys'>): ChatFilters {
  const next: ChatFilters = { ...requested };
  for (const key of chip.keys) delete next[key];
  return next;
}
