import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, createSaleListing } from '../support/admin-api.ts';
import { expect, test } from '../support/test.ts';

// Pages drawn on the server: what a crawler and a visitor without scripts receive from the gateway (the page's
// markup, its styles and the API answers it was drawn from), and what a visitor with scripts sees when the client
// app takes over: the same page, with no layout shift, no console error, and no second request for the answers
// the page already carries.

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
const ARABIC = /[\u0600-\u06FF]/;
const STATE = /<script type="application\/json" id="manzil-state">([\s\S]*?)<\/script>/g;

interface Listing {
  id: number;
  titleEn: string;
  titleAr: string;
  price: number;
}

let newest: Listing | undefined;

/** The newest seeded listing (the first start seeds the catalog). */
async function aListing(request: APIRequestContext): Promise<Listing> {
  if (newest) return newest;
  let found: Listing | undefined;
  await expect
    .poll(
      async () => {
        const body = await (await request.get('/api/properties/search?limit=1&sortBy=newest')).json();
        found = body.properties?.[0];
        return found?.id;
      },
      { timeout: 90_000 },
    )
    .toBeGreaterThan(0);
  newest = found as Listing;
  return newest;
}

const cards = (page: Page) => page.locator('main article[aria-labelledby^="property-"]');
const cardLink = (page: Page, index = 0) => cards(page).nth(index).getByRole('heading').getByRole('link');
const aed = (price: number) => new RegExp(`^AED\\s${price.toLocaleString('en-US')}$`);

interface Shift {
  value: number;
  sources: string[];
}

/**
 * Watches a page from its first byte: console errors, the API paths it asks for, and its layout shifts (those not
 * caused by input, observed from the start by an init script).
 */
async function watch(page: Page) {
  const errors: string[] = [];
  const api: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(url.pathname);
  });
  await page.addInitScript(() => {
    interface LayoutShift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const nameOf = (node?: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}`
        : String(node?.nodeName ?? '?');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => nameOf(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    errors,
    api,
    shifts: () => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts),
  };
}

/** Waits until the client app has hydrated every part of the page. */
async function live(page: Page) {
  await expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Late shifts: images, fonts and remotes that finish after the first render.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

// A fresh gateway answers its first searches slowly while it seeds the catalog, and a page waits only briefly for
// its server rendering (then the client draws it alone): every test starts once the catalog answers.
test.beforeEach(async ({ request }) => {
  await aListing(request);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the properties page shows its results, and a card opens the listing page', async ({ page }) => {
    const response = await page.goto('/properties');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Properties for Sale in UAE' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index++) {
      await expect(cardLink(page, index)).toHaveAttribute('href', /^\/property\/\d+$/);
      await expect(cardLink(page, index)).toHaveText(/\S/);
      await expect(
        cards(page)
          .nth(index)
          .getByText(/^AED\s[\d.,]+[KM]?$/),
      ).toBeVisible();
    }

    const title = ((await cardLink(page).textContent()) ?? '').trim();
    const href = (await cardLink(page).getAttribute('href')) ?? '';
    await cardLink(page).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByText(/^AED\s[\d,]+$/)
        .first(),
    ).toBeVisible();
  });

  test('a listing page shows its title and price', async ({ page, request }) => {
    const listing = await aListing(request);
    expect((await page.goto(`/property/${listing.id}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: listing.titleEn, exact: true })).toBeVisible();
    await expect(page.locator('main').getByText(aed(listing.price)).first()).toBeVisible();
  });

  test('the home page shows the hero heading and the search form', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Premium Real Estate in Abu Dhabi' }),
    ).toBeAttached();
    // The line eyes read types itself out with scripts; without them it shows whole.
    await expect(
      page.locator('p[aria-hidden="true"]').getByText('Premium Real Estate in Abu Dhabi', { exact: true }),
    ).toBeVisible();
    const form = page.getByRole('search', { name: 'Property search' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Location' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  });

  test('Arabic pages are Arabic and right to left', async ({ page, request }) => {
    const listing = await aListing(request);
    await page.goto('/ar/properties');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'عقارات للبيع في الإمارات' })).toBeVisible();
    // The site's Arabic font still sets the text: as files, since the page's own loader is a script.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some(
            (face) => face.family.includes('IBM Plex Sans Arabic') && face.status === 'loaded',
          );
        }),
      )
      .toBe(true);
    await expect(cardLink(page)).toHaveAttribute('href', /^\/ar\/property\/\d+$/);
    await expect(cardLink(page)).toHaveText(ARABIC);
    await expect(cards(page).first()).toContainText('د.إ');

    await page.goto(`/ar/property/${listing.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: listing.titleAr, exact: true })).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByText(new RegExp(`^${listing.price.toLocaleString('en-US')}\\sد\\.إ$`))
        .first(),
    ).toBeVisible();
  });

  test('an unknown page answers 404 with the "Page not found" heading', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    for (const lang of ['en', 'ar'] as const) {
      const prefix = lang === 'ar' ? '/ar' : '';

      test(`${viewport} ${lang}: the properties page goes live without a shift, an error or a new search`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        const watched = await watch(page);
        await page.goto(`${prefix}/properties`);
        await live(page);
        await expect(cards(page).first()).toBeVisible();
        const shifts = await watched.shifts();
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
        expect(watched.errors).toEqual([]);
        expect(watched.api).not.toContain('/api/properties/search');
      });

      test(`${viewport} ${lang}: a listing page goes live without a shift, an error or a new lookup`, async ({
        page,
        request,
      }) => {
        const listing = await aListing(request);
        await page.setViewportSize(size);
        const watched = await watch(page);
        await page.goto(`${prefix}/property/${listing.id}`);
        await live(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          lang === 'ar' ? listing.titleAr : listing.titleEn,
        );
        const shifts = await watched.shifts();
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
        expect(watched.errors).toEqual([]);
        expect(watched.api).not.toContain('/api/properties/detail');
      });
    }
  }

  for (const path of ['/', '/ar/properties', 'listing', '/ar/listing']) {
    test(`the client hydrates the server's markup: every element it drew stays, none is drawn again (${path})`, async ({
      page,
      request,
    }) => {
      const listing = await aListing(request);
      const url = path.replace('listing', `property/${listing.id}`);
      // Marks every element of the markup as it arrives, before any script runs (the scripts start after paint).
      await page.addInitScript(() => {
        const mark = () => {
          for (const element of document.querySelectorAll('#root *'))
            (element as Element & { __server?: true }).__server = true;
        };
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') mark();
        });
      });
      await page.goto(url);
      await live(page);
      const { total, kept } = await page.evaluate(() => {
        const all = [...document.querySelectorAll('#root *')] as (Element & { __server?: true })[];
        return { total: all.length, kept: all.filter((element) => element.__server).length };
      });
      expect(total).toBeGreaterThan(100);
      // Parts that change after hydration (a lazy section coming into view) may add elements; none is replaced.
      expect(kept).toBeGreaterThan(total * 0.9);
      // The server's style sheet is styled-components' own (its rules and class names are used as they are, not
      // written again into a second sheet): one sheet, still holding the server's text.
      const sheets = page.locator('style[data-styled]');
      await expect(sheets).toHaveCount(1);
      await expect(sheets).toHaveAttribute('data-styled', 'active');
      expect(await sheets.evaluate((style) => style.textContent?.includes('/*!sc*/'))).toBe(true);
    });
  }

  for (const path of ['/', '/ar', '/properties', '/ar/properties', 'listing', '/ar/listing']) {
    test(`the page starts without building an Intl number or date format (${path})`, async ({
      page,
      request,
    }) => {
      // A page's first Intl.NumberFormat and Intl.DateTimeFormat each load ICU data in one task (12 to 90 ms here
      // at 1x, a blocking task on a phone): plain numbers, percentages and medium dates are written without them
      // (ADR 0010). Counted from the first script until the page is live, with the locale methods that build one.
      await page.addInitScript(() => {
        const built: string[] = [];
        (window as unknown as { __intlBuilt: string[] }).__intlBuilt = built;
        const count = (name: string) => () => {
          if (!document.querySelector('#root[data-live]')) built.push(name);
        };
        for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
          const original = Intl[name];
          const seen = count(`Intl.${name}`);
          Intl[name] = new Proxy(original, {
            construct(target, args) {
              seen();
              return Reflect.construct(target, args);
            },
            apply(target, self, args) {
              seen();
              return Reflect.apply(target, self, args);
            },
          }) as never;
        }
        const methods: [object, string][] = [
          [Number.prototype, 'toLocaleString'],
          [Date.prototype, 'toLocaleString'],
          [Date.prototype, 'toLocaleDateString'],
          [Date.prototype, 'toLocaleTimeString'],
        ];
        for (const [proto, method] of methods) {
          const original = Reflect.get(proto, method) as (...args: unknown[]) => unknown;
          const seen = count(method);
          Object.defineProperty(proto, method, {
            configurable: true,
            writable: true,
            value(this: unknown, ...args: unknown[]) {
              seen();
              return original.apply(this, args);
            },
          });
        }
      });
      const listing = await aListing(request);
      await page.goto(path.replace('listing', `property/${listing.id}`));
      await live(page);
      expect(await page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt)).toEqual(
        [],
      );
    });
  }

  test('no form field of a page is in a block the browser skips while it is far (content-visibility)', async ({
    page,
    request,
  }) => {
    // When the document has been parsed, the browser's autofill inspects every form field; one in a skipped block
    // makes it style and lay out that whole block in the same task (packages/ui renderWhenNear). Read as parsed,
    // before the scripts (they start after the first paint).
    const listing = await aListing(request);
    let checked = 0;
    for (const path of ['/', '/ar', '/properties', '/ar/properties', `/property/${listing.id}`]) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const { fields, skipped } = await page.evaluate(() => {
        const all = [
          ...document.querySelectorAll('#root input:not([type="hidden"]), #root select, #root textarea'),
        ];
        const inSkippedBlock = (field: Element) => {
          for (let element = field.parentElement; element; element = element.parentElement)
            if (getComputedStyle(element).contentVisibility === 'auto') return true;
          return false;
        };
        return {
          fields: all.length,
          skipped: all.filter(inSkippedBlock).map((field) => field.outerHTML.slice(0, 80)),
        };
      });
      checked += fields;
      expect(skipped, path).toEqual([]);
    }
    // The home page's search and contact forms and the results page's filters at least.
    expect(checked).toBeGreaterThan(20);
  });

  for (const path of ['/ar', '/no-such-page']) {
    test(`the page lists every script the shell's start-up loads, so they are fetched side by side (${path})`, async ({
      page,
      request,
    }) => {
      // The shell evaluates its libraries in steps (shell/src/bootstrap.tsx); the page's start-up list (built from
      // the shell's startup-files.json) makes the browser ask for all their files at once instead of step by step.
      // A page that answers 404 starts the same way.
      const html = await (await request.get(path)).text();
      const preloads: { href: string }[] = JSON.parse(
        html.match(/<script type="application\/json" id="manzil-preloads">(.*?)<\/script>/)?.[1] ?? '[]',
      );
      const listed = new Set(preloads.map((preload) => preload.href));
      await page.goto(path);
      await live(page);
      const loaded: string[] = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && /^\/[^/]+\.js$/.test(url.pathname))
          .map((url) => url.pathname)
          .filter((file) => !/^\/main\./.test(file)),
      );
      expect(loaded.length).toBeGreaterThan(5);
      // Another page fetches the home page's chunk once it is loaded and idle, for a later visit: not a start-up file.
      const later = (file: string) => path !== '/ar' && /^\/page-home\./.test(file);
      expect(loaded.filter((file) => !listed.has(file) && !later(file))).toEqual([]);
    });
  }

  test('a filtered page starts from its state; a sort or filter change searches and updates the URL', async ({
    page,
  }) => {
    const watched = await watch(page);
    await page.goto('/properties?listingType=rent');
    await live(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Properties for Rent in UAE' })).toBeVisible();
    expect(watched.api).not.toContain('/api/properties/search');

    const search = (name: string, value: string) =>
      page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === '/api/properties/search' && url.searchParams.get(name) === value;
      });
    const [sorted] = await Promise.all([
      search('sortBy', 'price_asc'),
      page.getByLabel('Sort by').selectOption('price_asc'),
    ]);
    const byPrice = (await sorted.json()) as { properties: Listing[] };
    await expect(page).toHaveURL(/[?&]sortBy=price_asc/);
    await expect(cardLink(page)).toHaveText(byPrice.properties[0]?.titleEn ?? '');

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const [filtered] = await Promise.all([
      search('bedrooms', '2'),
      page.getByRole('group', { name: 'Bedrooms' }).getByRole('button', { name: '2', exact: true }).click(),
    ]);
    const twoBeds = (await filtered.json()) as { properties: Listing[] };
    await expect(page).toHaveURL(/[?&]bedrooms=2/);
    await expect(page).toHaveURL(/[?&]listingType=rent/);
    await expect(cardLink(page)).toHaveText(twoBeds.properties[0]?.titleEn ?? '');
    await expect(cards(page).first()).toContainText('2 beds');
    expect(watched.errors).toEqual([]);
  });

  test('a tap on the search form while the page starts shows as waiting, and is answered once the page is live', async ({
    page,
  }) => {
    const watched = await watch(page);
    // The search form's code arrives when the test says so: the page shows the form, not yet answering it.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/__federation_expose_HeroSearch\.[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const navigation = page.goto('/ar');
    const rent = page.locator('form[role="search"] label:has(input[type="radio"][value="rent"])');
    // The gateway's loader runs as the page is parsed.
    await page.waitForFunction(() => document.readyState !== 'loading');
    await rent.click();
    // Shown on the label: the toggle's radio is drawn by it.
    await expect(rent, 'the tap is taken and shown as waiting').toHaveAttribute('data-tap-held', '');
    await expect(rent.locator('input')).not.toBeChecked();
    await expect(page.locator('#root[data-live]')).toHaveCount(0);
    release();
    await navigation;
    await expect(rent.locator('input'), 'the tap is answered once the page is live').toBeChecked();
    await expect(rent).not.toHaveAttribute('data-tap-held');
    expect(watched.errors).toEqual([]);
  });
});

test.describe('the page state', () => {
  test('holds no raw "<" on any server-drawn page', async ({ request }) => {
    const listing = await aListing(request);
    const paths = ['/', '/ar', '/properties', '/ar/properties?listingType=rent', `/property/${listing.id}`];
    for (const path of [...paths, `/ar/property/${listing.id}`, '/no/such/page']) {
      const html = await (await request.get(path)).text();
      const states = [...html.matchAll(STATE)].map((match) => match[1] ?? '');
      expect(states, path).toHaveLength(1);
      expect(states[0], path).not.toContain('<');
      const state = JSON.parse(states[0] ?? '') as { queries: { queries: unknown[] }; modules: string[] };
      expect(Array.isArray(state.queries.queries), path).toBe(true);
      expect(Array.isArray(state.modules), path).toBe(true);
    }
  });

  test('a listing whose text holds "</script>" cannot end the state script', async ({ page, request }) => {
    const auth = await adminHeaders(request);
    const title = 'Villa </script><script>window.__injected = 1</script><!-- test';
    const id = await createSaleListing(request, auth, {
      titleEn: title,
      titleAr: 'فيلا </script><script>window.__injected = 1</script>',
      price: 2_750_000,
    });
    try {
      let html = '';
      await expect
        .poll(async () => {
          const response = await request.get(`/property/${id}`);
          html = await response.text();
          return response.status();
        })
        .toBe(200);
      const states = [...html.matchAll(STATE)].map((match) => match[1] ?? '');
      expect(states).toHaveLength(1);
      expect(states[0]).not.toContain('<');
      expect(JSON.stringify(JSON.parse(states[0] ?? ''))).toContain(JSON.stringify(title).slice(1, -1));

      const watched = await watch(page);
      await page.goto(`/property/${id}`);
      await live(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(
        await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
      ).toBeUndefined();
      expect(watched.errors).toEqual([]);
    } finally {
      await request.delete(`/api/admin/properties/${id}`, { headers: auth });
    }
  });
});
