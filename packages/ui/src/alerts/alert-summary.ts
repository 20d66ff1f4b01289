// How a saved search reads in a few words, for the "Alert me" dialog (mfe-search) and the admin's Alerts view.
import type { AlertSearch } from '@manzil/contracts';
import { formatAed, formatNumber, formatPriceShort, type Lang } from '@manzil/i18n';

/** An emirate, area or property type as the catalog lists it (enough to name one found by id or slug). */
export interface Named {
  id: number;
  slug: string;
  nameEn: string;
  nameAr: string;
}

export interface SummaryNames {
  emirates?: Named[];
  areas?: Named[];
  types?: Named[];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** 'a,b' or an id, named from the lists (a slug not found is shown as words, 'al-reem-island' -> 'al reem island'). */
function namesOf(value: string | number | undefined, items: Named[] | undefined, lang: Lang): string {
  if (value === undefined || value === '') return '';
  return String(value)
    .split(',')
    .map((ref) => {
      const item = items?.find((candidate) => String(candidate.id) === ref || candidate.slug === ref);
      if (item) return lang === 'ar' ? item.nameAr : item.nameEn;
      return /^\d+$/.test(ref) ? '' : ref.replace(/-/g, ' ');
    })
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
}

function range(
  min: number | undefined,
  max: number | undefined,
  format: (value: number) => string,
  t: Translate,
  exact: (value: number) => string = format,
): string {
  if (min !== undefined && max !== undefined) {
    // A narrow range the short form would show as 'AED 6.7M – AED 6.7M' is written out in full.
    const [low, high] = format(min) === format(max) ? [exact(min), exact(max)] : [format(min), format(max)];
    return t('summary.between', { min: low, max: high });
  }
  if (min !== undefined) return t('summary.from', { min: format(min) });
  if (max !== undefined) return t('summary.upTo', { max: format(max) });
  return '';
}

/**
 * The parts of a saved search in words, most telling first: 'For sale', 'Yas Island', 'Villa', 'Bedrooms: 3',
 * 'AED 1.0M – AED 2.0M'... (`join(' · ')` for one line).
 */
export function summaryParts(search: AlertSearch, lang: Lang, names: SummaryNames, t: Translate): string[] {
  const parts: string[] = [];
  if (search.listingType) parts.push(t(`summary.${search.listingType}`));
  if (search.location) parts.push(`“${search.location}”`);
  parts.push(namesOf(search.areaId ?? search.areas, names.areas, lang));
  // An area says where already: its emirate would only repeat it.
  if (!search.areaId && !search.areas)
    parts.push(namesOf(search.emirateId ?? search.emirates, names.emirates, lang));
  parts.push(namesOf(search.propertyTypeId ?? search.propertyType, names.types, lang));
  if (search.status) parts.push(t(`summary.status.${search.status}`));
  if (search.bedrooms) {
    parts.push(
      search.bedrooms === '0' ? t('summary.studio') : t('summary.bedrooms', { count: search.bedrooms }),
    );
  }
  if (search.bathrooms) parts.push(t('summary.bathrooms', { count: search.bathrooms }));
  parts.push(
    range(
      search.minPrice,
      search.maxPrice,
      (value) => formatPriceShort(value, lang),
      t,
      (value) => formatAed(value, lang),
    ),
  );
  parts.push(
    range(
      search.minArea,
      search.maxArea,
      (value) => t('summary.sqft', { value: formatNumber(value, lang) }),
      t,
    ),
  );
  if (search.featured) parts.push(t('summary.featured'));
  if (search.bbox) parts.push(t('summary.mapArea'));
  const shown = parts.filter(Boolean);
  return shown.length > 0 ? shown : [t('summary.everything')];
}

/**
 * The words `summaryParts` reads (under a `summary` key of the caller's namespace), in both languages; each caller
 * adds `mapArea` (how its own screen names a map area) and any label of its own.
 */
export const ALERT_SUMMARY_TEXTS = {
  en: {
    sale: 'For sale',
    rent: 'For rent',
    status: { ready: 'Ready', under_construction: 'Under construction', sold: 'Sold', rented: 'Rented' },
    studio: 'Studio',
    bedrooms: 'Bedrooms: {{count}}',
    bathrooms: 'Bathrooms: {{count}}',
    between: '{{min}} – {{max}}',
    from: 'From {{min}}',
    upTo: 'Up to {{max}}',
    sqft: '{{value}} sqft',
    featured: 'Featured only',
    everything: 'All listings',
  },
  ar: {
    sale: 'للبيع',
    rent: 'للإيجار',
    status: { ready: 'جاهز', under_construction: 'قيد الإنشاء', sold: 'مُباع', rented: 'مؤجَّر' },
    studio: 'استوديو',
    bedrooms: 'غرف النوم: {{count}}',
    bathrooms: 'الحمّامات: {{count}}',
    between: '{{min}} – {{max}}',
    from: 'من {{min}}',
    upTo: 'حتى {{max}}',
    sqft: '{{value}} قدم²',
    featured: 'المميّزة فقط',
    everything: 'كل العقارات',
  },
};
