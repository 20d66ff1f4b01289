/*
 * Everything the gateway writes into a page comes from the catalog, the site content or the URL, so every value
 * is escaped for where it goes: element text and attribute values, XML, and JSON inside a <script> element.
 */

import { escapeHtml } from '@manzil/service-kit';

export { escapeHtml };

/** Text or attribute values in XML (the sitemap). */
export function escapeXml(value: string): string {
  return escapeHtml(value).replaceAll('&#39;', '&apos;');
}

/**
 * A JSON-LD block. JSON.stringify alone is not safe inside <script>: `</script>` or `<!--` in a listing title
 * would end the element, so `<`, `>` and `&` are written as Unicode escapes (still the same JSON), and so are
 * the line and paragraph separators some parsers reject.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** Collapses whitespace and cuts a text to `max` characters at a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:،-]+$/, '')}…`;
}
