import type { Property, SiteContent } from '@manzil/contracts';
import { normalizeForSearch } from '@manzil/service-kit';
import { clip } from './escape.ts';
import type { Places, SeoSource } from './source.ts';
import { type Lang, priceText, sizeText, TEXTS, typePlural } from './texts.ts';

/** What the gateway writes into a page's <head>, before any client code runs. */
export interface PageHead {
  /** 410: a listing no longer advertised (its permit expired). */
  status: 200 | 404 | 410;
  lang: Lang;
  title: string;
  description: string;
  /** The page's path without the language prefix (with its canonical query), or null for pages not indexed. */
  path: string | null;
  noindex: boolean;
  ogType: 'website' | 'article';
  image?: { url: string; alt: string; width?: number; height?: number };
  jsonLd: Record<string, unknown>[];
}

export interface PageContext {
  lang: Lang;
  /** The path without the `/ar` prefix: `/`, `/properties`, `/property/12`... */
  rest: string;
  query: URLSearchParams;
  publicUrl: string;
  source: SeoSource;
}

/** `/properties` -> `/ar/properties`; `/` -> `/ar`. */
export function localized(path: string, lang: Lang): string {
  if (lang === 'en') return path;
  return path === '/' ? '/ar' : path.startsWith('/?') ? `/ar${path.slice(1)}` : `/ar${path}`;
}

export function absolute(publicUrl: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

interface Brand {
  name: string;
  site: SiteContent;
}

function brandOf(site: SiteContent, lang: Lang): Brand {
  const name = (lang === 'ar' ? site.translations?.ar?.company?.name : undefined) || site.company.name;
  return { name, site };
}

// ---------------------------------------------------------------------------------------------- structured data

function agencyJsonLd(site: SiteContent, lang: Lang, publicUrl: string): Record<string, unknown> {
  const ar = lang === 'ar' ? site.translations?.ar?.company : undefined;
  const company = site.company;
  const locality = (ar?.location || company.location).split(/[,،]/)[0]?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${publicUrl}/#agency`,
    name: ar?.name || company.name,
    description: ar?.description || company.description,
    url: absolute(publicUrl, localized('/', lang)),
    telephone: company.phone,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: ar?.address || company.address,
      ...(locality ? { addressLocality: locality } : {}),
      addressCountry: 'AE',
    },
    areaServed: lang === 'ar' ? 'الإمارات العربية المتحدة' : 'United Arab Emirates',
    currenciesAccepted: 'AED',
    sameAs: company.socialMedia.filter((link) => link.enabled && link.url).map((link) => link.url),
  };
}

function breadcrumbs(items: { name: string; path: string }[], lang: Lang, publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(publicUrl, localized(item.path, lang)),
    })),
  };
}

function imageUrl(url: string | undefined, publicUrl: string): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/')) return absolute(publicUrl, url);
  return /^https?:\/\//i.test(url) ? url : undefined;
}

function listingJsonLd(p: Property, lang: Lang, publicUrl: string, brand: Brand, description: string) {
  const url = absolute(publicUrl, localized(`/property/${p.id}`, lang));
  const images = p.images.map((image) => imageUrl(image.url, publicUrl)).filter(Boolean);
  const areaName = lang === 'ar' ? p.areaNameAr : p.areaName;
  const emirateName = lang === 'ar' ? p.emirateNameAr : p.emirateName;
  const available = p.status === 'ready' || p.status === 'under_construction';
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': `${url}#listing`,
    name: lang === 'ar' ? p.titleAr : p.titleEn,
    description,
    url,
    inLanguage: lang,
    datePosted: p.createdAt,
    dateModified: p.updatedAt,
    // The agency's reference, and the regulator's advertising permit (ADREC Madhmoun) when it has one.
    identifier: p.permitNumber
      ? [
          { '@type': 'PropertyValue', propertyID: 'reference', value: p.reference },
          { '@type': 'PropertyValue', propertyID: 'ADREC advertising permit', value: p.permitNumber },
        ]
      : p.reference,
    ...(images.length > 0 ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'AED',
      businessFunction: `http://purl.org/goodrelations/v1#${p.listingType === 'rent' ? 'LeaseOut' : 'Sell'}`,
      availability: `https://schema.org/${available ? 'InStock' : 'SoldOut'}`,
      // Advertised only while its permit is valid: to the end of its expiry date in Abu Dhabi.
      ...(p.permitExpiresOn ? { validThrough: `${p.permitExpiresOn}T23:59:59+04:00` } : {}),
      url,
      ...(p.priceType === 'monthly' || p.priceType === 'yearly'
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: p.price,
              priceCurrency: 'AED',
              unitCode: p.priceType === 'monthly' ? 'MON' : 'ANN',
            },
          }
        : {}),
      seller: { '@type': 'RealEstateAgent', '@id': `${publicUrl}/#agency`, name: brand.name },
    },
    contentLocation: {
      '@type': 'Place',
      name: `${areaName}${TEXTS[lang].comma}${emirateName}`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: areaName,
        addressRegion: emirateName,
        addressCountry: 'AE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: p.coordinates.lat, longitude: p.coordinates.lng },
    },
  };
}

// ---------------------------------------------------------------------------------------------- the pages

async function homePage(c: PageContext): Promise<PageHead> {
  const site = await c.source.site();
  const brand = brandOf(site, c.lang);
  const hero = c.lang === 'ar' ? site.translations?.ar?.hero : undefined;
  const tagline = hero?.title || site.hero.title;
  const about =
    hero?.subtitle ||
    (c.lang === 'ar' ? site.translations?.ar?.company?.description : '') ||
    site.hero.subtitle;
  return {
    status: 200,
    lang: c.lang,
    title: `${brand.name} | ${tagline}`,
    description: clip(about || site.company.description, 160),
    path: '/',
    noindex: false,
    ogType: 'website',
    jsonLd: [agencyJsonLd(site, c.lang, c.publicUrl)],
  };
}

/** The filters a properties page's title may name, each checked against the catalog's lists. */
const PLACE_PARAMS = [
  ['emirates', 'emirates'],
  ['emirateId', 'emirates'],
  ['areas', 'areas'],
  ['areaId', 'areas'],
  ['propertyType', 'types'],
  ['propertyTypeId', 'types'],
] as const;

interface Named {
  id: number;
  slug: string;
  nameEn: string;
  nameAr: string;
}

/** The items a filter value names (`3`, `yas-island`, `3,12`), or null when one of them is not in the list. */
function knownItems<T extends Named>(list: T[], value: string): T[] | null {
  const wanted = [...new Set(value.split(',').map((item) => item.trim()))].filter(
    (item) => item && item !== 'all',
  );
  const found: T[] = [];
  for (const item of wanted) {
    const entry = list.find((candidate) => String(candidate.id) === item || candidate.slug === item);
    if (!entry) return null;
    found.push(entry);
  }
  return found;
}

const placeKey = (text: string) =>
  normalizeForSearch(text.replace(/[-_]+/g, ' ')).replace(/\s+/g, ' ').trim();

/**
 * The place a free-text `location` names exactly (an area, else an emirate: its English or Arabic name or its
 * slug, ignoring case, diacritics and hyphens), or undefined. Only such a place's catalog name is ever written
 * into a page's tags (issue 22): what a visitor typed never is.
 */
export function placeForLocation(
  places: Places,
  text: string,
): { area?: Named; emirate?: Named } | undefined {
  const key = placeKey(text.slice(0, 100));
  if (!key) return undefined;
  const matches = (place: Named) =>
    [place.nameEn, place.nameAr, place.slug].some((name) => placeKey(name) === key);
  const area = places.areas.find(matches);
  if (area) return { area };
  const emirate = places.emirates.find(matches);
  return emirate ? { emirate } : undefined;
}

interface Filters {
  listingType: 'sale' | 'rent';
  deal: string;
  what: string;
  where: string;
  /** The canonical query: the filters the title names, with values the catalog knows (and the page number). */
  canonical: string;
  /** A filter or location the catalog does not know (or could not be checked): keep the page out of the index. */
  unknown: boolean;
}

function single<T>(items: T[] | null | undefined): T | undefined {
  return items && items.length === 1 ? items[0] : undefined;
}

function describeFilters(query: URLSearchParams, places: Places | null, lang: Lang): Filters {
  const t = TEXTS[lang];
  const listingType = query.get('listingType') === 'rent' ? 'rent' : 'sale';
  const kept = new URLSearchParams();
  if (query.get('listingType')?.trim() === listingType) kept.set('listingType', listingType);
  let unknown = false;
  const chosen: Partial<Record<'emirates' | 'areas' | 'types', Named[]>> = {};
  for (const [param, list] of PLACE_PARAMS) {
    const value = query.get(param)?.trim().slice(0, 100);
    if (!value || value === 'all') continue;
    const items = places ? knownItems<Named>(places[list], value) : null;
    if (!items) {
      unknown = true;
      continue;
    }
    if (items.length === 0) continue;
    kept.set(
      param,
      items.map((item) => (/^\d+$/.test(value.split(',')[0] ?? '') ? item.id : item.slug)).join(','),
    );
    chosen[list] = items;
  }
  const locationText = query.get('location')?.trim();
  let located: ReturnType<typeof placeForLocation>;
  if (locationText) {
    located = places ? placeForLocation(places, locationText) : undefined;
    if (located) kept.set('location', (located.area ?? located.emirate)?.nameEn ?? '');
    else unknown = true;
  }
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 10_000) kept.set('page', String(page));

  const name = (place: Named) => (lang === 'ar' ? place.nameAr : place.nameEn);
  const type = single(chosen.types);
  const area = single(chosen.areas) ?? located?.area;
  const emirate = single(chosen.emirates) ?? located?.emirate;
  const where = area ? name(area) : emirate ? name(emirate) : t.uae;
  const what = type ? typePlural(type, lang) : t.properties;
  const text = kept.toString();
  return { listingType, deal: t[listingType], what, where, canonical: text ? `?${text}` : '', unknown };
}

async function propertiesPage(c: PageContext): Promise<PageHead> {
  const [site, places] = await Promise.all([c.source.site(), c.source.places()]);
  const brand = brandOf(site, c.lang);
  const f = describeFilters(c.query, places, c.lang);
  const heading = `${f.what} ${f.deal} ${TEXTS[c.lang].in} ${f.where}`;
  const path = `/properties${f.canonical}`;
  const crumbs = [
    { name: TEXTS[c.lang].home, path: '/' },
    { name: heading, path },
  ];
  return {
    status: 200,
    lang: c.lang,
    title: `${heading} | ${brand.name}`,
    description: clip(TEXTS[c.lang].listDescription(f.what, f.deal, f.where, brand.name), 200),
    path,
    noindex: f.unknown,
    ogType: 'website',
    jsonLd: [breadcrumbs(crumbs, c.lang, c.publicUrl)],
  };
}

async function locationPage(c: PageContext, slug: string): Promise<PageHead> {
  const [site, places] = await Promise.all([c.source.site(), c.source.places()]);
  const brand = brandOf(site, c.lang);
  const area = places?.areas.find((entry) => entry.slug === slug);
  if (places && !area) return notFoundPage(c, site);
  const t = TEXTS[c.lang];
  const emirate = area && places?.emirates.find((entry) => entry.id === area.emirateId);
  // The catalog could not be asked: the slug from the address is not written into the tags, and the page stays
  // out of the index until its name can be checked.
  const areaName = area ? (c.lang === 'ar' ? area.nameAr : area.nameEn) : t.uae;
  const where = emirate
    ? `${areaName}${t.comma}${c.lang === 'ar' ? emirate.nameAr : emirate.nameEn}`
    : areaName;
  const path = area ? `/properties/location/${encodeURIComponent(area.slug)}` : null;
  return {
    status: 200,
    lang: c.lang,
    title: `${t.propertiesIn(where)} | ${brand.name}`,
    description: clip(t.locationDescription(where, brand.name), 200),
    path,
    noindex: !area,
    ogType: 'website',
    jsonLd: path
      ? [
          breadcrumbs(
            [
              { name: t.home, path: '/' },
              { name: t.propertiesIn(where), path },
            ],
            c.lang,
            c.publicUrl,
          ),
        ]
      : [],
  };
}

function listingDescription(p: Property, lang: Lang): string {
  const t = TEXTS[lang];
  const parts: string[] = [];
  const type = lang === 'ar' ? p.propertyTypeNameAr : p.propertyTypeName;
  const place = `${lang === 'ar' ? p.areaNameAr : p.areaName}${t.comma}${lang === 'ar' ? p.emirateNameAr : p.emirateName}`;
  parts.push(`${type} ${t[p.listingType]} ${t.in} ${place}`);
  const facts: string[] = [];
  if (p.bedrooms !== null) facts.push(t.bedrooms(p.bedrooms));
  if (p.bathrooms !== null) facts.push(t.bathrooms(p.bathrooms));
  const size = p.area ?? p.size;
  if (size) facts.push(sizeText(size, p.areaUnit, lang));
  facts.push(priceText(p.price, p.priceType, lang));
  const summary = `${parts[0]}: ${facts.join(t.comma)}.`;
  const body = lang === 'ar' ? p.descriptionAr : p.descriptionEn;
  return clip(body ? `${summary} ${body}` : summary, 200);
}

async function propertyPage(c: PageContext, id: number): Promise<PageHead> {
  const [site, lookup] = await Promise.all([c.source.site(), c.source.listing(id)]);
  const brand = brandOf(site, c.lang);
  const t = TEXTS[c.lang];
  if (lookup.kind === 'missing') {
    return { ...notFoundPage(c, site), title: `${t.listingNotFoundTitle} | ${brand.name}` };
  }
  if (lookup.kind === 'gone') {
    return {
      ...notFoundPage(c, site),
      status: 410,
      title: `${t.listingGoneTitle} | ${brand.name}`,
      description: t.listingGoneDescription,
    };
  }
  const path = `/property/${id}`;
  if (lookup.kind === 'unavailable') {
    return {
      status: 200,
      lang: c.lang,
      title: `${t.properties} | ${brand.name}`,
      description: clip(TEXTS[c.lang].listDescription(t.properties, t.sale, t.uae, brand.name), 200),
      path,
      noindex: false,
      ogType: 'website',
      jsonLd: [],
    };
  }
  const p = lookup.property;
  const title = c.lang === 'ar' ? p.titleAr : p.titleEn;
  const price = priceText(p.price, p.priceType, c.lang);
  const areaName = c.lang === 'ar' ? p.areaNameAr : p.areaName;
  const description = listingDescription(p, c.lang);
  const first = p.images[0];
  const firstUrl = imageUrl(first?.url, c.publicUrl);
  const listPath = `/properties?listingType=${p.listingType}`;
  return {
    status: 200,
    lang: c.lang,
    title: `${title} | ${price} | ${areaName}`,
    description,
    path,
    noindex: false,
    ogType: 'article',
    ...(first && firstUrl
      ? {
          image: {
            url: firstUrl,
            alt: (c.lang === 'ar' ? first.altAr : first.alt) || title,
            width: first.width,
            height: first.height,
          },
        }
      : {}),
    jsonLd: [
      listingJsonLd(p, c.lang, c.publicUrl, brand, description),
      breadcrumbs(
        [
          { name: t.home, path: '/' },
          { name: `${t.properties} ${t[p.listingType]} ${t.in} ${t.uae}`, path: listPath },
          { name: areaName, path: `/properties/location/${encodeURIComponent(p.areaSlug)}` },
          { name: title, path },
        ],
        c.lang,
        c.publicUrl,
      ),
    ],
  };
}

function notFoundPage(c: PageContext, site: SiteContent): PageHead {
  const t = TEXTS[c.lang];
  return {
    status: 404,
    lang: c.lang,
    title: `${t.notFoundTitle} | ${brandOf(site, c.lang).name}`,
    description: t.notFoundDescription,
    path: null,
    noindex: true,
    ogType: 'website',
    jsonLd: [],
  };
}

/** The head of any page path (without its `/ar` prefix); unknown paths get the 404 page's head. */
export async function describePage(c: PageContext): Promise<PageHead> {
  const rest = c.rest.length > 1 ? c.rest.replace(/\/+$/, '') : c.rest;
  if (rest === '/') return homePage(c);
  if (rest === '/properties') return propertiesPage(c);
  const location = /^\/properties\/location\/([^/]+)$/.exec(rest);
  if (location) {
    let slug: string;
    try {
      slug = decodeURIComponent(location[1] ?? '');
    } catch {
      return notFoundPage(c, await c.source.site());
    }
    return locationPage(c, slug);
  }
  const property = /^\/property\/([^/]+)$/.exec(rest);
  if (property) {
    const id = /^[1-9]\d{0,9}$/.test(property[1] ?? '') ? Number(property[1]) : Number.NaN;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return notFoundPage(c, await c.source.site());
    return propertyPage(c, id);
  }
  const site = await c.source.site();
  // Pages of one visitor's own choices (saved in the browser, or ids in the URL): shown, never indexed.
  const privatePages = {
    '/admin': TEXTS[c.lang].adminTitle,
    '/favourites': TEXTS[c.lang].favouritesTitle,
    '/compare': TEXTS[c.lang].compareTitle,
  } as Record<string, string>;
  const privateTitle = privatePages[rest];
  if (privateTitle) {
    return {
      status: 200,
      lang: c.lang,
      title: `${privateTitle} | ${brandOf(site, c.lang).name}`,
      description: privateTitle,
      path: null,
      noindex: true,
      ogType: 'website',
      jsonLd: [],
    };
  }
  return notFoundPage(c, site);
}
