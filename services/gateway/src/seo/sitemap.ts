import type { Area, Property } from '@manzil/contracts';
import { escapeXml } from './escape.ts';
import { absolute, localized } from './pages.ts';

interface SitemapEntry {
  /** Path without the language prefix. */
  path: string;
  lastmod: string;
}

function day(iso: string): string {
  return iso.slice(0, 10);
}

/** The latest of ISO timestamps (compared as text, which orders ISO dates). */
function newest(dates: string[], fallback: string): string {
  let latest = fallback;
  for (const date of dates) if (date > latest) latest = date;
  return latest;
}

/**
 * Every page worth indexing, in English and Arabic, each with its alternate language (`xhtml:link`) and the date
 * its content last changed: home, the properties page for sale and for rent, every location page and every
 * listing.
 */
export function buildSitemap(
  publicUrl: string,
  listings: Property[],
  areas: Area[],
  now = new Date(),
): string {
  const today = now.toISOString();
  const latest = newest(
    listings.map((p) => p.updatedAt),
    '1970-01-01T00:00:00.000Z',
  );
  const siteLastmod = latest === '1970-01-01T00:00:00.000Z' ? today : latest;
  const latestOf = (filter: (p: Property) => boolean) =>
    newest(
      listings.filter(filter).map((p) => p.updatedAt),
      '',
    ) || siteLastmod;

  const entries: SitemapEntry[] = [
    { path: '/', lastmod: siteLastmod },
    { path: '/properties?listingType=sale', lastmod: latestOf((p) => p.listingType === 'sale') },
    { path: '/properties?listingType=rent', lastmod: latestOf((p) => p.listingType === 'rent') },
    ...areas.map((area) => ({
      path: `/properties/location/${encodeURIComponent(area.slug)}`,
      lastmod: latestOf((p) => p.areaId === area.id),
    })),
    ...listings.map((p) => ({ path: `/property/${p.id}`, lastmod: p.updatedAt })),
  ];

  const urls: string[] = [];
  for (const entry of entries) {
    const en = escapeXml(absolute(publicUrl, localized(entry.path, 'en')));
    const ar = escapeXml(absolute(publicUrl, localized(entry.path, 'ar')));
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="${ar}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
    for (const loc of [en, ar]) {
      urls.push(`<url><loc>${loc}</loc><lastmod>${day(entry.lastmod)}</lastmod>${alternates}</url>`);
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/** Everything may be crawled except the admin pages; the sitemap is named. */
export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /ar/admin',
    'Disallow: /api/admin/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
