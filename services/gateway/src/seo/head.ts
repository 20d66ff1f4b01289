import { escapeHtml, jsonLdScript } from './escape.ts';
import { absolute, localized, type PageHead } from './pages.ts';

const OG_LOCALES = { en: 'en_AE', ar: 'ar_AE' } as const;

/** The tags for a page's <head>: title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD. */
export function renderHead(head: PageHead, publicUrl: string, siteName: string): string {
  const a = escapeHtml;
  const tags: string[] = [
    `<title>${a(head.title)}</title>`,
    `<meta name="description" content="${a(head.description)}" />`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  const url = head.path === null ? null : absolute(publicUrl, localized(head.path, head.lang));
  if (head.path !== null && url) {
    const en = absolute(publicUrl, localized(head.path, 'en'));
    const ar = absolute(publicUrl, localized(head.path, 'ar'));
    tags.push(
      `<link rel="canonical" href="${a(url)}" />`,
      `<link rel="alternate" hreflang="en" href="${a(en)}" />`,
      `<link rel="alternate" hreflang="ar" href="${a(ar)}" />`,
      `<link rel="alternate" hreflang="x-default" href="${a(en)}" />`,
    );
  }
  const other = head.lang === 'ar' ? 'en' : 'ar';
  tags.push(
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:site_name" content="${a(siteName)}" />`,
    `<meta property="og:title" content="${a(head.title)}" />`,
    `<meta property="og:description" content="${a(head.description)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[head.lang]}" />`,
    `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" />`,
  );
  if (url) tags.push(`<meta property="og:url" content="${a(url)}" />`);
  if (head.image) {
    tags.push(
      `<meta property="og:image" content="${a(head.image.url)}" />`,
      `<meta property="og:image:alt" content="${a(head.image.alt)}" />`,
    );
    if (head.image.width && head.image.height) {
      tags.push(
        `<meta property="og:image:width" content="${head.image.width}" />`,
        `<meta property="og:image:height" content="${head.image.height}" />`,
      );
    }
  }
  tags.push(
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${a(head.title)}" />`,
    `<meta name="twitter:description" content="${a(head.description)}" />`,
  );
  if (head.image) tags.push(`<meta name="twitter:image" content="${a(head.image.url)}" />`);
  for (const data of head.jsonLd) tags.push(jsonLdScript(data));
  return tags.join('\n    ');
}
