import { STARTUP_PRELOADS_ID, type StartupPreload } from '@manzil/contracts/server-render';
import { startScriptsAfterPaint } from './after-paint.ts';
import { SITE_ICON_LINKS } from './favicon.ts';
import { jsonDataBlock } from './json-data-block.ts';
import type { PageInfo } from './page-routes.ts';
import type { Preload } from './preloads.ts';
import {
  globalStyleTag,
  pageStateScript,
  type ServerRenderedPage,
  serverStyleTag,
} from './server-render/index.ts';

/** A value for a double-quoted attribute (`<` and `>` too, so no markup-looking text is written at all). */
export const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const HTML_TAG = /<html\b[^>]*>/i;
const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;
const HEAD_END = /<\/head>/i;
const EMPTY_ROOT = /<div id="root"><\/div>/i;
const BODY_END = /<\/body>/i;

/** The files the shell's entry script preloads once it runs, as a JSON data block. */
function startupPreloadsScript(preloads: readonly StartupPreload[]): string {
  return jsonDataBlock(STARTUP_PRELOADS_ID, preloads);
}

function preloadTag(preload: Preload): string {
  const attributes = [
    `rel="preload"`,
    `href="${escapeAttribute(preload.href)}"`,
    `as="${preload.as}"`,
    preload.imagesrcset ? `imagesrcset="${escapeAttribute(preload.imagesrcset)}"` : '',
    preload.imagesizes ? `imagesizes="${escapeAttribute(preload.imagesizes)}"` : '',
    preload.fetchpriority ? `fetchpriority="${preload.fetchpriority}"` : '',
  ];
  return `<link ${attributes.filter(Boolean).join(' ')} />`;
}

/**
 * Sets `lang` and `dir` on the `<html>` tag of the shell's index.html, so an Arabic page is right-to-left from the
 * first byte (no flash of left-to-right layout before the client runs). With `headTags` (already escaped, from
 * the SEO module), the template's generic <title> and description are replaced by the page's own; `preloads`
 * become `<link rel="preload">` tags, before the site icon's; `startupPreloads` a list the shell's entry script
 * preloads; `fontFaces` (markup, inline-fonts.ts) ends the head; a `rendered` page (drawn on the server) fills
 * the empty `#root` with its markup, its style rules go in the head and its state follows the root, for the
 * client to start from.
 */
export function renderShellHtml(
  template: string,
  page: PageInfo,
  headTags?: string,
  {
    preloads = [],
    startupPreloads = [],
    fontFaces = '',
    rendered = null,
  }: {
    preloads?: readonly Preload[];
    startupPreloads?: readonly StartupPreload[];
    fontFaces?: string;
    rendered?: ServerRenderedPage | null;
  } = {},
): string {
  if (!HTML_TAG.test(template)) throw new Error('The shell index.html has no <html> tag');
  let html = template.replace(HTML_TAG, `<html lang="${page.lang}" dir="${page.dir}">`);
  const links = preloads.map((preload) => `${preloadTag(preload)}\n    `);
  const icon = `${links.join('')}${SITE_ICON_LINKS}`;
  const shown = rendered && EMPTY_ROOT.test(html) ? rendered : null;
  if (shown) {
    // Function replacements: `$&` or `$1` in a listing's text must stay literal.
    html = html.replace(
      EMPTY_ROOT,
      () => `<div id="root">${shown.html}</div>\n    ${pageStateScript(shown.state)}`,
    );
  }
  // The global sheet first: the components' rules come after it, as they do in a page the browser draws alone.
  const style = [
    shown?.globalCss ? globalStyleTag(shown.globalCss) : '',
    shown?.css ? serverStyleTag(shown.css, shown.styledVersion) : '',
  ]
    .filter(Boolean)
    .map((tag) => `${tag}\n    `)
    .join('');
  // Drawn on the server: the scripts wait for the first screen's pictures to be painted.
  if (shown) html = startScriptsAfterPaint(html);
  if (startupPreloads.length > 0) {
    html = html.replace(BODY_END, () => `  ${startupPreloadsScript(startupPreloads)}\n  </body>`);
  }
  const withTags = Boolean(headTags) && HEAD_END.test(html);
  if (withTags) html = html.replace(TITLE, '').replace(DESCRIPTION, '');
  // The fonts last: the preload scanner meets the first screen's picture before their 43 KB of text. Still in the
  // head, so they are the page's before its body is parsed.
  const fonts = fontFaces ? `\n    ${fontFaces}` : '';
  // A function replacement: `$&` or `$1` in a listing title must stay literal text.
  html = html.replace(
    HEAD_END,
    () => `  ${withTags ? `${headTags}\n    ` : ''}${style}${icon}${fonts}\n  </head>`,
  );
  return html;
}
