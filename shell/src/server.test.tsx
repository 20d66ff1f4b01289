// @vitest-environment node
import { type ServerFetch, SHELL_MODULE } from '@manzil/contracts/server-render';
import { forbidGlobalFetch, hrefsOf, gatewayFetch as stubGateway } from '@manzil/ui/server-testing';
import { describe, expect, it, vi } from 'vitest';
import renderer, { render } from './server.tsx';

// The frontends' vitest config resolves styled-components to its browser build (for happy-dom), which refuses to
// run without a document; server code gets the package's Node build, as the server bundle does.
vi.mock('styled-components', async () => ({
  ...((await import('styled-components/dist/styled-components.cjs.js' as string)) as object),
}));

const SITE_CONTENT = {
  hero: { title: 'Homes by the water, from the API', subtitle: 'Subtitle from the API' },
  company: { email: 'desk@manzil.example', phone: '+971 2 555 0142' },
  translations: { ar: { hero: { title: 'بيوت على الماء من الواجهة', subtitle: 'نص من الواجهة' } } },
};

/** The gateway's fetch: the site content, and 404 for anything else. */
const gatewayFetch = () => stubGateway({ '/api/content/site': SITE_CONTENT });

const slotMarkers = (html: string) =>
  [...html.matchAll(/<template (data-slot(?:-end)?)="([^"]+)"><\/template>/g)].map(
    ([, attribute, id]) => `${attribute}=${id}`,
  );

// The shell reads the API through the fetch it is given, never the global one.
forbidGlobalFetch();

describe('the shell server renderer', () => {
  it('draws the shell module only', async () => {
    expect(renderer.modules).toEqual([SHELL_MODULE]);
    expect(renderer.render).toBe(render);
    const fetch = gatewayFetch();
    await expect(
      render({ module: 'mfe_search/PropertiesPage', url: '/properties', lang: 'en', fetch }),
    ).rejects.toThrow('The shell does not draw mfe_search/PropertiesPage');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("marks the properties page's slot, with its route", async () => {
    const fetch = gatewayFetch();
    const result = await render({ module: SHELL_MODULE, url: '/properties', lang: 'en', fetch });
    expect(result.slots).toEqual([{ module: 'mfe_search/PropertiesPage', route: '/properties' }]);
    expect(slotMarkers(result.html)).toEqual([
      'data-slot=mfe_search/PropertiesPage',
      'data-slot-end=mfe_search/PropertiesPage',
    ]);
    // The page's loading placeholder sits between the markers, inside the page's main element.
    const start = result.html.indexOf('<template data-slot="mfe_search/PropertiesPage">');
    const end = result.html.indexOf('<template data-slot-end="mfe_search/PropertiesPage">');
    expect(result.html.slice(start, end)).toMatch(/<div class="[^"]+">/);
    expect(result.html.lastIndexOf('<main', start)).toBeGreaterThan(-1);
    // The page around it: navigation, footer, in English.
    expect(result.html).toContain('Skip to main content');
    expect(result.html).toContain('Main navigation');
    expect(hrefsOf(result.html)).toContain('/properties');
    expect(result.css).not.toMatch(/<\/?style/);
    // The global sheet (reset, tokens) comes apart from the components' rules, written once in the head.
    expect(result.globalCss).toContain('box-sizing: border-box');
    expect(result.css).not.toContain('box-sizing:border-box');
  });

  it('marks the Arabic properties page with its Arabic route, in Arabic with /ar links', async () => {
    const fetch = gatewayFetch();
    const result = await render({ module: SHELL_MODULE, url: '/ar/properties', lang: 'ar', fetch });
    expect(result.slots).toEqual([{ module: 'mfe_search/PropertiesPage', route: '/ar/properties' }]);
    expect(slotMarkers(result.html)).toEqual([
      'data-slot=mfe_search/PropertiesPage',
      'data-slot-end=mfe_search/PropertiesPage',
    ]);
    expect(result.html).toContain('انتقل إلى المحتوى الرئيسي');
    expect(result.html).toContain('التنقل الرئيسي');
    expect(result.html).toContain('العقارات');
    expect(result.html).not.toContain('Skip to main content');
    const links = hrefsOf(result.html);
    expect(links).toContain('/ar/properties');
    expect(links).toContain('/ar#services');
    expect(links).not.toContain('/properties');
  });

  it('marks the home page search form and featured listings without a route, and no slot for sections that start later', async () => {
    const fetch = gatewayFetch();
    const result = await render({ module: SHELL_MODULE, url: '/', lang: 'en', fetch });
    expect(result.slots).toEqual([
      { module: 'mfe_search/HeroSearch' },
      { module: 'mfe_search/FeaturedListings' },
    ]);
    expect(slotMarkers(result.html)).toEqual([
      'data-slot=mfe_search/HeroSearch',
      'data-slot-end=mfe_search/HeroSearch',
      'data-slot=mfe_search/FeaturedListings',
      'data-slot-end=mfe_search/FeaturedListings',
    ]);
    expect(result.html).not.toContain('mfe_calculators');
    expect(result.html).not.toContain('mfe_chat');
    // The site content came through the given fetch, and is drawn and handed to the client.
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/content/site']);
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(result.html).toContain('Homes by the water, from the API');
    expect(result.queries.queries).toEqual([
      expect.objectContaining({
        queryKey: ['/api/content/site'],
        state: expect.objectContaining({
          status: 'success',
          data: expect.objectContaining({
            hero: { title: 'Homes by the water, from the API', subtitle: 'Subtitle from the API' },
          }),
        }),
      }),
    ]);
  });

  it('draws the Arabic home page with the Arabic site texts', async () => {
    const result = await render({ module: SHELL_MODULE, url: '/ar', lang: 'ar', fetch: gatewayFetch() });
    expect(result.slots).toEqual([
      { module: 'mfe_search/HeroSearch' },
      { module: 'mfe_search/FeaturedListings' },
    ]);
    expect(result.html).toContain('بيوت على الماء من الواجهة');
    expect(result.html).not.toContain('Homes by the water, from the API');
  });

  it('marks the calculators when a link asks for them', async () => {
    const result = await render({
      module: SHELL_MODULE,
      url: '/?calc=mortgage',
      lang: 'en',
      fetch: gatewayFetch(),
    });
    expect(result.slots).toEqual([
      { module: 'mfe_search/HeroSearch' },
      { module: 'mfe_search/FeaturedListings' },
      { module: 'mfe_calculators/CalculatorTabs' },
    ]);
    expect(result.html).not.toContain('mfe_chat');
  });

  it('draws a page with a path parameter at its route pattern', async () => {
    const result = await render({
      module: SHELL_MODULE,
      url: '/ar/property/42',
      lang: 'ar',
      fetch: gatewayFetch(),
    });
    expect(result.slots).toEqual([{ module: 'mfe_property/PropertyPage', route: '/ar/property/:id' }]);
  });

  it('draws the 404 page without slots, with the contact details of the site content', async () => {
    const fetch = gatewayFetch();
    const result = await render({ module: SHELL_MODULE, url: '/no/such/page', lang: 'en', fetch });
    expect(result.slots).toEqual([]);
    expect(slotMarkers(result.html)).toEqual([]);
    expect(result.html).toContain('<h1>Page not found</h1>');
    expect(result.html).toContain('desk@manzil.example');
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/content/site']);
  });

  it('draws the page with the built-in content when the site content cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn<ServerFetch>(async () => new Response('down', { status: 503 }));
    const result = await render({ module: SHELL_MODULE, url: '/', lang: 'en', fetch });
    expect(result.html).toContain('Premium Real Estate in Abu Dhabi');
    expect(result.slots).toEqual([
      { module: 'mfe_search/HeroSearch' },
      { module: 'mfe_search/FeaturedListings' },
    ]);
  });

  it('draws pages in two languages at the same time without mixing them', async () => {
    const [en, ar] = await Promise.all([
      render({ module: SHELL_MODULE, url: '/no/such/page', lang: 'en', fetch: gatewayFetch() }),
      render({ module: SHELL_MODULE, url: '/ar/no/such/page', lang: 'ar', fetch: gatewayFetch() }),
    ]);
    expect(en.html).toContain('<h1>Page not found</h1>');
    expect(en.html).not.toContain('الصفحة غير موجودة');
    expect(ar.html).toContain('<h1>الصفحة غير موجودة</h1>');
    expect(ar.html).not.toContain('Page not found');
  });
});
