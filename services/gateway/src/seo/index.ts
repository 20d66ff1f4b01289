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
  };
}

export type Seo = ReturnType<typeof createSeo>;
