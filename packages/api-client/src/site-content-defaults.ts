/*
 * The built-in copy of the site content (spec 1: used when the server cannot be reached) and the completion of a
 * partial or older document from it. A chunk of its own (`loadSiteContentDefaults`): pages start from the site
 * content their HTML carries, so the first screen never needs the 3 KB of default texts in both languages.
 */
import { DEFAULT_SITE_CONTENT, fillSiteContent, type SiteContent } from '@manzil/contracts';

export const defaultSiteContent: SiteContent = DEFAULT_SITE_CONTENT;

/** Fills what a (partial or older) server document lacks from the defaults, field by field. */
export function withContentDefaults(doc: unknown): SiteContent {
  return fillSiteContent(doc, defaultSiteContent);
}
