import type { Property, SiteContent } from '@manzil/contracts';
import { clip } from './escape.ts';
import type { Places, SeoSource } from './source.ts';
import { type Lang, priceText, sizeText, TEXTS, typePlural } from './texts.ts';

/** What the gateway writes into a page's <head>, before any client code runs. */
export interface PageHead {
  status: 200 | 404;
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
    identifier: p.reference,
    ...(images.length > 0 ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'AED',
      businessFunction: `http://purl.org/goodrelations/v1#${p.listingType === 'rent' ? 'LeaseOut' : 'Sell'}`,
      availability: `https://schema.org/${available ? 'InStock' : 'SoldOut'}`,
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

const TITLE_PARAMS = [
  'listingType',
  'emirates',
  'emirateId',
  'areas',
  'areaId',
  'propertyType',
  'propertyTypeId',
];

/** The properties page's canonical query: the filters its title names (and the page number past the first). */
function canonicalQuery(query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of [...TITLE_PARAMS, 'location']) {
    const value = query.get(name)?.trim();
    if (value && value !== 'all') kept.set(name, value.slice(0, 100));
  }
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 10_000) kept.set('page', String(page));
  const text = kept.toString();
  return text ? `?${text}` : '';
}

function pick<T extends { id: number; slug: string }>(list: T[], ids: (string | null)[]): T | undefined {
  const wanted = ids
    .flatMap((value) => (value ? value.split(',') : []))
    .map((item) => item.trim())
    .filter((item) => item && item !== 'all');
  const unique = [...new Set(wanted)];
  if (unique.length !== 1) return undefined;
  const [item] = unique;
  return list.find((entry) => String(entry.id) === item || entry.slug === item);
}

function describeFilters(query: URLSearchParams, places: Places | null, lang: Lang) {
  const t = TEXTS[lang];
  const listingType = query.get('listingType') === 'rent' ? 'rent' : 'sale';
  const type = places && pick(places.types, [query.get('propertyType'), query.get('propertyTypeId')]);
  const area = places && pick(places.areas, [query.get('areas'), query.get('areaId')]);
  const emirate = places && pick(places.emirates, [query.get('emirates'), query.get('emirateId')]);
  const locationText = query.get('location')?.replace(/\s+/g, ' ').trim().slice(0, 60);
  const name = (place: { nameEn: string; nameAr: string }) => (lang === 'ar' ? place.nameAr : place.nameEn);
  const where = area ? name(area) : emirate ? name(emirate) : locationText || t.uae;
  const what = type ? typePlural(type, lang) : t.properties;
  return { listingType, deal: t[listingType], what, where, area, emirate };
}

async function propertiesPage(c: PageContext): Promise<PageHead> {
  const [site, places] = await Promise.all([c.source.site(), c.source.places()]);
  const brand = brandOf(site, c.lang);
  const f = describeFilters(c.query, places, c.lang);
  const heading = `${f.what} ${f.deal} ${TEXTS[c.lang].in} ${f.where}`;
  const path = `/properties${canonicalQuery(c.query)}`;
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
    noindex: false,
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
  const areaName = area ? (c.lang === 'ar' ? area.nameAr : area.nameEn) : slug.replace(/-/g, ' ');
  const where = emirate
    ? `${areaName}${t.comma}${c.lang === 'ar' ? emirate.nameAr : emirate.nameEn}`
    : areaName;
  const path = `/properties/location/${encodeURIComponent(slug)}`;
  return {
    status: 200,
    lang: c.lang,
    title: `${t.propertiesIn(where)} | ${brand.name}`,
    description: clip(t.locationDescription(where, brand.name), 200),
    path,
    noindex: false,
    ogType: 'website',
    jsonLd: [
      breadcrumbs(
        [
          { name: t.home, path: '/' },
          { name: t.propertiesIn(where), path },
        ],
        c.lang,
        c.publicUrl,
      ),
    ],
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
  if (rest === '/admin') {
    return {
      status: 200,
      lang: c.lang,
      title: `${TEXTS[c.lang].adminTitle} | ${brandOf(site, c.lang).name}`,
      description: TEXTS[c.lang].adminTitle,
      path: null,
      noindex: true,
      ogType: 'website',
      jsonLd: [],
    };
  }
  return notFoundPage(c, site);
}
