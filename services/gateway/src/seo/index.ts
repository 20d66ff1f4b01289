import { renderHead } from './head.ts';
import { describePage, type PageHead } from './pages.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';
import { createSeoSource, type FetchJson, type SeoSource } from './source.ts';
import type { Lang } from './texts.ts';

export { escapeHtml, escapeXml, jsonLdScript } from './escape.ts';
export type { PageHead } from './pages.ts';
export type { FetchJson } from './source.ts';

export interface SeoOptions {
  /** The site's public origin (PUBLIC_URL), for canonical, hreflang, Open Graph and sitemap URLs. */
  publicUrl: string;
  fetchJson: FetchJson;
  /** How long a page waits for the catalog before it uses generic tags (default 800 ms). */
  timeoutMs?: number;
  ttlMs?: number;
  now?: () => number;
}

const SITEMAP_TTL_MS = 10 * 60_000;
/** A location slug not in the cached areas is looked up again when the list is older than this. */
const LOCATION_RECHECK_MS = 2_000;
/** The spec's slug shape (lowercase letters, digits, single hyphens), as the client route checks it. */
const LOCATION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type LocationTarget =
  | { kind: 'redirect'; url: string }
  | { kind: 'missing' }
  | { kind: 'unavailable' };

/** Server-side SEO: per-page head tags, `/sitemap.xml` and `/robots.txt`. */
export function createSeo(options: SeoOptions) {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const source: SeoSource = createSeoSource(options);
  const now = options.now ?? Date.now;
  let sitemap: { xml: string; at: number } | null = null;
  let building: Promise<string> | null = null;

  async function buildSitemapNow(): Promise<string> {
    const [places, listings] = await Promise.all([source.placesOrThrow(), source.allListings()]);
    const xml = buildSitemap(publicUrl, listings, places.areas, new Date(now()));
    sitemap = { xml, at: now() };
    return xml;
  }

  return {
    source,
    /** The head of a page: HTTP status and the tags to write (title, description, canonical...). */
    async page(lang: Lang, rest: string, query: URLSearchParams): Promise<{ head: PageHead; tags: string }> {
      const head = await describePage({ lang, rest, query, publicUrl, source });
      const site = await source.site();
      const siteName =
        (lang === 'ar' ? site.translations?.ar?.company?.name : undefined) || site.company.name;
      return { head, tags: renderHead(head, publicUrl, siteName) };
    },
    /** The sitemap, rebuilt at most every ten minutes; throws when the catalog cannot be read and none is cached. */
    async sitemap(): Promise<string> {
      if (sitemap && now() - sitemap.at < SITEMAP_TTL_MS) return sitemap.xml;
      building ??= buildSitemapNow().finally(() => {
        building = null;
      });
      try {
        return await building;
      } catch (error) {
        if (sitemap) return sitemap.xml;
        throw error;
      }
    },
    robots: () => buildRobots(publicUrl),
    /**
     * Where /properties/location/{slug} leads (spec 2), decided on the server so the visitor is redirected at
     * once instead of after the shell, the search module and the areas list have loaded: the properties page
     * with the area's id and name (in the page's language), as the client route builds it. 'missing' when no
     * area has that slug (a slug missed in the cached list is looked up again, so a new area is found at once);
     * 'unavailable' when the catalog cannot be asked, and the client route decides.
     */
    async location(lang: Lang, slug: string): Promise<LocationTarget> {
      if (!LOCATION_SLUG.test(slug)) return { kind: 'missing' };
      let places = await source.places();
      let area = places?.areas.find((entry) => entry.slug === slug);
      if (places && !area) {
        places = await source.places(LOCATION_RECHECK_MS);
        area = places?.areas.find((entry) => entry.slug === slug);
      }
      if (!places) return { kind: 'unavailable' };
      if (!area) return { kind: 'missing' };
      const query = new URLSearchParams({
        areaId: String(area.id),
        location: lang === 'ar' ? area.nameAr : area.nameEn,
      });
      return { kind: 'redirect', url: `${lang === 'ar' ? '/ar/properties' : '/properties'}?${query}` };
    },
  };
}

export type Seo = ReturnType<typeof createSeo>;
