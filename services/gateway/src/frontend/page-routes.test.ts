import { GLOBAL_STYLE_ID } from '@manzil/contracts/server-render';
import { describe, expect, it } from 'vitest';
import { renderShellHtml } from './html.ts';
import { pageInfo } from './page-routes.ts';

describe('pageInfo', () => {
  it.each([
    ['/', 'en', true],
    ['/ar', 'ar', true],
    ['/ar/', 'ar', true],
    ['/properties', 'en', true],
    ['/ar/properties', 'ar', true],
    ['/properties/location/al-reem-island', 'en', true],
    ['/ar/properties/location/al-reem-island', 'ar', true],
    ['/property/12', 'en', true],
    ['/ar/property/12', 'ar', true],
    ['/admin', 'en', true],
    ['/ar/admin', 'ar', true],
    ['/favourites', 'en', true],
    ['/ar/favourites', 'ar', true],
    ['/compare', 'en', true],
    ['/ar/compare', 'ar', true],
    ['/404', 'en', false],
    ['/nowhere', 'en', false],
    ['/ar/nowhere', 'ar', false],
    ['/arabic', 'en', false],
  ] as const)('%s is %s, known=%s', (path, lang, known) => {
    const info = pageInfo(path);
    expect(info.lang).toBe(lang);
    expect(info.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(info.known).toBe(known);
  });
});

describe('renderShellHtml', () => {
  const template =
    '<!doctype html><html lang="en" dir="ltr"><head></head><body><div id="root"></div></body></html>';

  it('sets Arabic and right-to-left on the html tag of an Arabic page', () => {
    const html = renderShellHtml(template, pageInfo('/ar/properties'));
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('keeps English and left-to-right for other pages', () => {
    expect(renderShellHtml(template, pageInfo('/properties'))).toContain('<html lang="en" dir="ltr">');
  });

  it("writes a server-drawn page's global sheet in the head before the components' rules", () => {
    const html = renderShellHtml(template, pageInfo('/properties'), undefined, {
      rendered: {
        html: '<main>homes</main>',
        css: '.a{color:red}',
        styledVersion: '6.6.0',
        globalCss: 'body{margin:0}',
        fontFaces: [],
        state: { queries: { queries: [], mutations: [] }, modules: [] },
      },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    const global = head.indexOf(`<style id="${GLOBAL_STYLE_ID}">body{margin:0}</style>`);
    expect(global).toBeGreaterThan(-1);
    expect(head.indexOf('<style data-styled=""')).toBeGreaterThan(global);
    expect(html).toContain('<div id="root"><main>homes</main></div>');
  });
});
