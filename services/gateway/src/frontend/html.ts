import { FAVICON_PATH } from './favicon.ts';
import type { PageInfo } from './page-routes.ts';

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const HTML_TAG = /<html\b[^>]*>/i;
const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;
const HEAD_END = /<\/head>/i;

/**
 * Sets `lang` and `dir` on the `<html>` tag of the shell's index.html, so an Arabic page is right-to-left from the
 * first byte (no flash of left-to-right layout before the client runs). With `headTags` (already escaped, from
 * the SEO module), the template's generic <title> and description are replaced by the page's own.
 */
export function renderShellHtml(
  template: string,
  page: PageInfo,
  headTags?: string,
  { preloadFonts = [] }: { preloadFonts?: readonly string[] } = {},
): string {
  if (!HTML_TAG.test(template)) throw new Error('The shell index.html has no <html> tag');
  let html = template.replace(HTML_TAG, `<html lang="${page.lang}" dir="${page.dir}">`);
  const fonts = preloadFonts.map(
    (href) =>
      `<link rel="preload" href="${escapeAttribute(href)}" as="font" type="font/woff2" crossorigin />\n    `,
  );
  const icon = `${fonts.join('')}<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml" />`;
  const withTags = Boolean(headTags) && HEAD_END.test(html);
  if (withTags) html = html.replace(TITLE, '').replace(DESCRIPTION, '');
  // A function replacement: `$&` or `$1` in a listing title must stay literal text.
  html = html.replace(HEAD_END, () => `  ${withTags ? `${headTags}\n    ` : ''}${icon}\n  </head>`);
  return html;
}
