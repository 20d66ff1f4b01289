import type { AlertMatchKind, AlertSearch, CatalogListing } from '@manzil/contracts';
import { formatAed, formatNumber } from '@manzil/i18n/format';
import { escapeHtml } from '@manzil/service-kit';
import { EMPTY_NAME_BOOK, type NameBook, type Names } from '../alerts/place-names.ts';
import { searchKey } from './search-key.ts';

export type Lang = 'en' | 'ar';

/** What a digest shows of a listing: taken from the catalog event when it matched. */
export interface ListingSnapshot {
  id: number;
  titleEn: string;
  titleAr: string;
  price: number;
  /** The price before a drop. */
  previousPrice: number | null;
  priceType: CatalogListing['priceType'];
  listingType: CatalogListing['listingType'];
  bedrooms: number | null;
  areaName: string;
  areaNameAr: string;
  emirateName: string;
  emirateNameAr: string;
  /** The first picture's URL as the site serves it (`/media/...`), or null. */
  image: string | null;
}

export function snapshotOf(listing: CatalogListing, previousPrice: number | null): ListingSnapshot {
  return {
    id: listing.id,
    titleEn: listing.titleEn,
    titleAr: listing.titleAr,
    price: listing.price,
    previousPrice,
    priceType: listing.priceType,
    listingType: listing.listingType,
    bedrooms: listing.bedrooms ?? null,
    areaName: listing.areaName,
    areaNameAr: listing.areaNameAr,
    emirateName: listing.emirateName,
    emirateNameAr: listing.emirateNameAr,
    image: listing.images[0]?.url ?? null,
  };
}

/** A message ready for the mail port: both parts, and the headers every alert e-mail carries. */
export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  kind: 'confirmation' | 'digest';
}

/** Where the links of an e-mail point: the public site (PUBLIC_URL). */
export interface Links {
  publicUrl: string;
}

const WORDS = {
  en: {
    sale: 'for sale',
    rent: 'for rent',
    all: 'All listings',
    bedrooms: (n: string) => (n === '0' ? 'studio' : `${n} bedrooms`),
    bathrooms: (n: string) => `${n} bathrooms`,
    from: (v: string) => `from ${v}`,
    upTo: (v: string) => `up to ${v}`,
    between: (a: string, b: string) => `${a} to ${b}`,
    sqft: (v: string) => `${v} sqft`,
    map: 'in the map area',
    featured: 'featured',
    near: (text: string) => `“${text}”`,
    status: { ready: 'ready', under_construction: 'under construction', sold: 'sold', rented: 'rented' },
    kinds: { new: 'New', price_drop: 'Price drop', back_on_market: 'Back on the market' } as Record<
      AlertMatchKind,
      string
    >,
    was: (v: string) => `was ${v}`,
    beds: (n: number) => (n === 0 ? 'Studio' : `${n} bed${n === 1 ? '' : 's'}`),
    confirmSubject: 'Confirm your Manzil property alert',
    confirmText: (summary: string, confirm: string, stop: string) =>
      [
        'Hello,',
        '',
        `You asked Manzil to e-mail you new listings for: ${summary}.`,
        `Confirm with one click: ${confirm}`,
        '',
        'If you did not ask for this, ignore this e-mail: nothing more will be sent.',
        `Never e-mail me again: ${stop}`,
      ].join('\n'),
    confirmButton: 'Confirm my alert',
    confirmIntro: (summary: string) => `You asked Manzil to e-mail you new listings for: ${summary}.`,
    confirmIgnore: 'If you did not ask for this, ignore this e-mail: nothing more will be sent.',
    digestSubject: (n: number) => `${n} new match${n === 1 ? '' : 'es'} for your Manzil alert`,
    digestFor: (summary: string) => `For your search: ${summary}`,
    seeAll: 'See all results',
    view: 'View listing',
    stopThis: 'Stop this alert',
    stopAll: 'Unsubscribe from all Manzil alerts',
    perMonth: '/month',
    perYear: '/year',
    perSqft: '/sqft',
  },
  ar: {
    sale: 'للبيع',
    rent: 'للإيجار',
    all: 'كل العقارات',
    bedrooms: (n: string) => (n === '0' ? 'استوديو' : `${n} غرف نوم`),
    bathrooms: (n: string) => `${n} حمامات`,
    from: (v: string) => `من ${v}`,
    upTo: (v: string) => `حتى ${v}`,
    between: (a: string, b: string) => `من ${a} إلى ${b}`,
    sqft: (v: string) => `${v} قدم مربع`,
    map: 'في منطقة الخريطة',
    featured: 'مميز',
    near: (text: string) => `«${text}»`,
    status: { ready: 'جاهز', under_construction: 'قيد الإنشاء', sold: 'مباع', rented: 'مؤجر' },
    kinds: { new: 'جديد', price_drop: 'انخفض السعر', back_on_market: 'عاد إلى السوق' } as Record<
      AlertMatchKind,
      string
    >,
    was: (v: string) => `كان ${v}`,
    beds: (n: number) => (n === 0 ? 'استوديو' : `${n} غرف نوم`),
    confirmSubject: 'أكّد تنبيه العقارات من منزل',
    confirmText: (summary: string, confirm: string, stop: string) =>
      [
        'مرحبًا،',
        '',
        `طلبت من منزل أن يرسل إليك العقارات الجديدة لبحثك: ${summary}.`,
        `أكّد بنقرة واحدة: ${confirm}`,
        '',
        'إن لم تطلب ذلك فتجاهل هذه الرسالة: لن نرسل إليك شيئًا آخر.',
        `لا ترسلوا إليّ مجددًا: ${stop}`,
      ].join('\n'),
    confirmButton: 'أكّد التنبيه',
    confirmIntro: (summary: string) => `طلبت من منزل أن يرسل إليك العقارات الجديدة لبحثك: ${summary}.`,
    confirmIgnore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: لن نرسل إليك شيئًا آخر.',
    digestSubject: (n: number) => `عقارات جديدة تطابق تنبيهك في منزل: ${n}`,
    digestFor: (summary: string) => `لبحثك: ${summary}`,
    seeAll: 'عرض كل النتائج',
    view: 'عرض العقار',
    stopThis: 'أوقف هذا التنبيه',
    stopAll: 'إلغاء الاشتراك في كل تنبيهات منزل',
    perMonth: '/شهريًا',
    perYear: '/سنويًا',
    perSqft: '/قدم²',
  },
} as const;

/**
 * A list of ids or slugs (`al-reem-island,yas-island`, `12`) as names in `lang` from the catalog's names; a slug
 * the names do not know is written as its words (`Al Reem Island`), an unknown id is left out.
 */
function names(list: string | number | undefined, known: Map<string, Names>, lang: Lang): string | undefined {
  if (list === undefined) return undefined;
  const words = String(list)
    .split(',')
    .map((item) => {
      const found = known.get(item);
      if (found) return found[lang] || found.en;
      if (/^\d+$/.test(item)) return '';
      return item
        .split('-')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' ');
    })
    .filter(Boolean);
  return words.length > 0 ? words.join(lang === 'ar' ? '، ' : ', ') : undefined;
}

/** The search in a few words, in the e-mail's language: `for rent · Al Reem Island · 2 bedrooms · up to AED 200,000`. */
export function describeSearch(search: AlertSearch, lang: Lang, known: NameBook = EMPTY_NAME_BOOK): string {
  const w = WORDS[lang];
  const aed = (value: number) => formatAed(value, lang);
  const range = (min: number | undefined, max: number | undefined, show: (v: number) => string) =>
    min !== undefined && max !== undefined
      ? w.between(show(min), show(max))
      : min !== undefined
        ? w.from(show(min))
        : max !== undefined
          ? w.upTo(show(max))
          : undefined;
  const parts = [
    search.listingType ? w[search.listingType] : undefined,
    names(search.propertyType ?? search.propertyTypeId, known.types, lang),
    names(search.areas ?? search.areaId, known.areas, lang),
    names(search.emirates ?? search.emirateId, known.emirates, lang),
    search.location ? w.near(search.location) : undefined,
    search.bedrooms ? w.bedrooms(search.bedrooms) : undefined,
    search.bathrooms ? w.bathrooms(search.bathrooms) : undefined,
    range(search.minPrice, search.maxPrice, aed),
    range(search.minArea, search.maxArea, (v) => w.sqft(formatNumber(v, lang))),
    search.status ? w.status[search.status] : undefined,
    search.featured ? w.featured : undefined,
    search.bbox ? w.map : undefined,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : w.all;
}

const localized = (publicUrl: string, lang: Lang, path: string) =>
  `${publicUrl}${lang === 'ar' ? '/ar' : ''}${path}`;

export const searchUrl = (links: Links, lang: Lang, search: AlertSearch) => {
  const query = searchKey(search);
  return localized(links.publicUrl, lang, `/properties${query ? `?${query}` : ''}`);
};

/** The headers of every alert e-mail: one-click unsubscribe (RFC 2369, RFC 8058) and no auto-replies. */
function alertHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Auto-Submitted': 'auto-generated',
  };
}

function page(lang: Lang, body: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="margin:0;padding:24px;background:#f6f5f2;font-family:Arial,Tahoma,sans-serif;color:#1d1d1f;text-align:${lang === 'ar' ? 'right' : 'left'}"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">${body}</div></body></html>`;
}

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#0b6e4f">${escapeHtml(label)}</a>`;

export function confirmationMail(input: {
  to: string;
  lang: Lang;
  search: AlertSearch;
  names?: NameBook;
  confirmUrl: string;
  unsubscribeUrl: string;
}): ComposedMail {
  const w = WORDS[input.lang];
  const summary = describeSearch(input.search, input.lang, input.names);
  const html = page(
    input.lang,
    [
      `<p>${escapeHtml(w.confirmIntro(summary))}</p>`,
      `<p><a href="${escapeHtml(input.confirmUrl)}" style="display:inline-block;background:#0b6e4f;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(w.confirmButton)}</a></p>`,
      `<p style="color:#555">${escapeHtml(w.confirmIgnore)}</p>`,
      `<p style="font-size:12px">${link(input.unsubscribeUrl, w.stopAll)}</p>`,
    ].join(''),
  );
  return {
    to: input.to,
    subject: w.confirmSubject,
    text: w.confirmText(summary, input.confirmUrl, input.unsubscribeUrl),
    html,
    headers: alertHeaders(input.unsubscribeUrl),
    kind: 'confirmation',
  };
}

/** One saved search's part of a digest. */
export interface DigestSection {
  search: AlertSearch;
  stopUrl: string;
  matches: Array<{ kind: AlertMatchKind; listing: ListingSnapshot }>;
}

function priceText(listing: ListingSnapshot, lang: Lang): string {
  const w = WORDS[lang];
  const suffix =
    listing.priceType === 'monthly'
      ? w.perMonth
      : listing.priceType === 'yearly'
        ? w.perYear
        : listing.priceType === 'per_sqft'
          ? w.perSqft
          : '';
  return `${formatAed(listing.price, lang)}${suffix}`;
}

export function digestMail(input: {
  to: string;
  lang: Lang;
  links: Links;
  sections: DigestSection[];
  unsubscribeAllUrl: string;
  names?: NameBook;
}): ComposedMail {
  const { lang, links } = input;
  const w = WORDS[lang];
  const count = input.sections.reduce((sum, section) => sum + section.matches.length, 0);
  const text: string[] = [];
  const html: string[] = [];
  for (const section of input.sections) {
    const summary = describeSearch(section.search, lang, input.names);
    const all = searchUrl(links, lang, section.search);
    text.push(w.digestFor(summary), '');
    html.push(`<h2 style="font-size:18px;margin:0 0 12px">${escapeHtml(w.digestFor(summary))}</h2>`);
    for (const { kind, listing } of section.matches) {
      const title = lang === 'ar' ? listing.titleAr || listing.titleEn : listing.titleEn;
      const place =
        lang === 'ar'
          ? `${listing.areaNameAr}، ${listing.emirateNameAr}`
          : `${listing.areaName}, ${listing.emirateName}`;
      const price = priceText(listing, lang);
      const was =
        kind === 'price_drop' && listing.previousPrice ? w.was(formatAed(listing.previousPrice, lang)) : '';
      const beds = listing.bedrooms === null ? '' : w.beds(listing.bedrooms);
      const url = localized(links.publicUrl, lang, `/property/${listing.id}`);
      const facts = [price, was, beds, place].filter(Boolean).join(' · ');
      text.push(`${w.kinds[kind]}: ${title}`, facts, url, '');
      const picture = listing.image
        ? `<img src="${escapeHtml(new URL(listing.image, `${links.publicUrl}/`).toString())}" alt="" width="160" style="width:160px;max-width:40%;border-radius:8px;float:${lang === 'ar' ? 'right' : 'left'};margin-${lang === 'ar' ? 'left' : 'right'}:12px">`
        : '';
      html.push(
        `<div style="overflow:hidden;margin:0 0 16px;padding:0 0 16px;border-bottom:1px solid #eee">${picture}<div style="font-size:12px;color:#0b6e4f;font-weight:bold">${escapeHtml(w.kinds[kind])}</div><div style="font-weight:bold;margin:4px 0">${escapeHtml(title)}</div><div>${escapeHtml(facts)}</div><div style="margin-top:6px">${link(url, w.view)}</div></div>`,
      );
    }
    text.push(`${w.seeAll}: ${all}`, `${w.stopThis}: ${section.stopUrl}`, '');
    html.push(
      `<p>${link(all, w.seeAll)}</p><p style="font-size:12px">${link(section.stopUrl, w.stopThis)}</p>`,
    );
  }
  text.push(`${w.stopAll}: ${input.unsubscribeAllUrl}`);
  html.push(`<p style="font-size:12px;color:#555">${link(input.unsubscribeAllUrl, w.stopAll)}</p>`);
  return {
    to: input.to,
    subject: w.digestSubject(count),
    text: text.join('\n'),
    html: page(lang, html.join('')),
    headers: alertHeaders(input.unsubscribeAllUrl),
    kind: 'digest',
  };
}
