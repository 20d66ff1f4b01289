import type { Page, Response } from '@playwright/test';
import { expect, test, waitUntilLive } from '../support/test.ts';

// Issue 4: find a home. Hero search to results, filters, sort, pagination, views, a shared URL, card to detail and
// the location route, in English and Arabic, against the real catalog and search services (seeded data).

interface Listing {
  id: number;
  titleEn: string;
  titleAr: string;
  price: number;
  bedrooms: number | null;
  listingType: 'sale' | 'rent';
}
interface SearchBody {
  properties: Listing[];
  total: number;
  totalPages: number;
}

const isSearch = (response: Response) =>
  new URL(response.url()).pathname === '/api/properties/search' && response.request().method() === 'GET';

/** The next results the page asks for (optionally: with these parameters), and their body. */
async function nextSearch(page: Page, action: () => Promise<unknown>, expected: Record<string, string> = {}) {
  const matches = (response: Response) =>
    isSearch(response) &&
    Object.entries(expected).every(
      ([name, value]) => new URL(response.url()).searchParams.get(name) === value,
    );
  const [response] = await Promise.all([page.waitForResponse(matches), action()]);
  expect(response.status()).toBe(200);
  return { url: new URL(response.url()), body: (await response.json()) as SearchBody };
}

/** The search answer the current results page was drawn with (its page state), once the page is live. */
async function drawnResults(page: Page) {
  await waitUntilLive(page);
  const state = JSON.parse((await page.locator('#manzil-state').textContent()) ?? 'null') as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  const search = state.queries.queries.find((query) => query.queryKey[0] === 'properties-search');
  expect(search, 'the page state holds the search it was drawn with').toBeTruthy();
  const params = new URLSearchParams(
    Object.entries(search?.queryKey[1] as Record<string, string | number>).map(([k, v]) => [k, String(v)]),
  );
  return {
    url: new URL(`/api/properties/search?${params}`, page.url()),
    body: search?.state.data as SearchBody,
  };
}

/**
 * Opens a results page and gives the search answer it was drawn with. The page arrives drawn on the server and
 * its client starts from the same answer (the page state), so it sends no search request of its own on load.
 */
async function openResults(page: Page, path: string) {
  const asked: string[] = [];
  const onRequest = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === '/api/properties/search') asked.push(request.url());
  };
  page.on('request', onRequest);
  await page.goto(path);
  page.off('request', onRequest);
  expect(asked, 'the results come with the page').toEqual([]);
  return drawnResults(page);
}

const results = (page: Page) =>
  page
    .locator('main ul')
    .filter({ has: page.locator('article') })
    .first();
const suggestions = (page: Page) =>
  page.getByRole('listbox', { name: /Location suggestions|اقتراحات المواقع/ }).getByRole('option');
const cards = (page: Page) => results(page).locator(':scope > li > article');

test.describe('search (English)', () => {
  test('the hero search loads the results with the spec parameters', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Property search' });
    await form.getByText('Rent', { exact: true }).click();

    // Location suggestions with the keyboard (ARIA combobox): arrows highlight, Escape closes, Enter picks.
    const location = form.getByRole('combobox', { name: 'Location' });
    await location.fill('ya');
    const option = page.getByRole('option', { name: /Yas Island/ });
    await expect(option).toBeVisible();
    expect(await suggestions(page).count()).toBeLessThanOrEqual(5);
    await location.press('ArrowDown');
    await expect(location).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await location.press('Escape');
    await expect(location).toHaveAttribute('aria-expanded', 'false');
    await expect(option).toBeHidden();
    await location.press('ArrowDown');
    await expect(option).toBeVisible();
    await location.press('ArrowDown');
    await location.press('Enter');
    await expect(location).toHaveValue('Yas Island');
    await expect(location).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/); // Picking a suggestion does not submit.

    // More Filters: a draft until Apply; its badge counts the groups set.
    await form.getByRole('button', { name: 'More Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'More Filters' });
    await dialog
      .getByRole('group', { name: 'Bedrooms' })
      .getByRole('button', { name: '2', exact: true })
      .click();
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('button', { name: 'More Filters (1 active)' })).toBeVisible();

    // The search opens the results page, drawn on the server with the answer to these parameters.
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      /\/properties\?listingType=rent&location=Yas\+Island&bedrooms=2&page=1&limit=20&sortBy=newest$/,
    );
    const { url, body } = await drawnResults(page);
    const asked = url.searchParams;
    expect(asked.get('location')).toBe('Yas Island');
    expect(asked.get('bedrooms')).toBe('2');
    expect(body.properties.every((listing) => listing.bedrooms === 2 && listing.listingType === 'rent')).toBe(
      true,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Properties for Rent in UAE' })).toBeVisible();
    // The quick bar shows what was searched.
    const bar = page.getByRole('search', { name: 'Property search' });
    await expect(bar.getByRole('combobox', { name: 'Location' })).toHaveValue('Yas Island');
    await expect(bar.getByRole('radio', { name: 'For Rent' })).toBeChecked();
  });

  test('the quick bar searches with the spec parameters', async ({ page }) => {
    await page.goto('/properties?view=grid');
    const bar = page.getByRole('search', { name: 'Property search' });
    await bar.getByText('For Rent', { exact: true }).click();
    await bar.getByLabel('Status').selectOption('ready');
    const { url, body } = await nextSearch(page, () =>
      bar.getByRole('button', { name: 'Search Properties' }).click(),
    );
    await expect(page).toHaveURL(/\/properties\?listingType=rent&status=ready&view=grid$/);
    expect(url.searchParams.get('status')).toBe('ready');
    expect(body.total).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Properties for Rent in UAE' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('filters, sort, pagination and views change the results and live in the URL', async ({ page }) => {
    const first = await openResults(page, '/properties');
    expect(first.url.searchParams.get('limit')).toBe('12');
    await expect(page.getByRole('heading', { level: 1, name: 'Properties for Sale in UAE' })).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(12, first.body.total));
    expect(first.body.totalPages).toBeGreaterThan(1);

    // Pagination: at most five numbered pages, Next goes to page 2 with other listings.
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.getByRole('link', { name: /^Page \d+$/ }).count()).toBeLessThanOrEqual(5);
    const second = await nextSearch(page, () => pager.getByRole('link', { name: 'Next' }).click(), {
      page: '2',
    });
    await expect(page).toHaveURL(/[?&]page=2/);
    expect(second.body.properties[0]?.id).not.toBe(first.body.properties[0]?.id);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // Sorting goes back to page 1 and orders by price.
    const sorted = await nextSearch(page, () => page.getByLabel('Sort by').selectOption('price_asc'), {
      sortBy: 'price_asc',
    });
    await expect(page).not.toHaveURL(/page=2/);
    const prices = sorted.body.properties.map((listing) => listing.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // A filter from the panel: two bedrooms only.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const beds = await nextSearch(
      page,
      () =>
        page.getByRole('group', { name: 'Bedrooms' }).getByRole('button', { name: '2', exact: true }).click(),
      { bedrooms: '2' },
    );
    expect(beds.url.searchParams.get('bedrooms')).toBe('2');
    expect(beds.body.properties.every((listing) => listing.bedrooms === 2)).toBe(true);
    await expect(page).toHaveURL(/bedrooms=2/);
    await expect(page.getByRole('button', { name: 'Filters 1 active filter' })).toBeVisible();

    // Emirate then area: the area is disabled until an emirate is chosen.
    await expect(page.getByLabel('Area')).toBeDisabled();
    const dubai = await page
      .getByLabel('Emirate')
      .getByRole('option', { name: 'Dubai' })
      .getAttribute('value');
    await nextSearch(page, () => page.getByLabel('Emirate').selectOption({ label: 'Dubai' }), {
      emirateId: dubai ?? '',
    });
    await expect(page.getByLabel('Area')).toBeEnabled();
    const marina = await page
      .getByLabel('Area')
      .getByRole('option', { name: 'Dubai Marina' })
      .getAttribute('value');
    await nextSearch(page, () => page.getByLabel('Area').selectOption({ label: 'Dubai Marina' }), {
      areaId: marina ?? '',
    });
    await expect(page).toHaveURL(/areaId=\d+/);
    // A new emirate resets the area.
    await page.getByLabel('Emirate').selectOption({ label: 'Abu Dhabi' });
    await expect(page).not.toHaveURL(/areaId=/);
    await expect(page.getByLabel('Area')).toHaveValue('');

    // A price preset: every result within it.
    const priced = await nextSearch(page, () => page.getByLabel('Price range').selectOption('1m-2m'), {
      minPrice: '1000000',
    });
    expect(priced.url.searchParams.get('minPrice')).toBe('1000000');
    expect(priced.url.searchParams.get('maxPrice')).toBe('2000000');
    expect(priced.body.properties.every((listing) => listing.price >= 1e6 && listing.price <= 2e6)).toBe(
      true,
    );
    await expect(page).toHaveURL(/minPrice=1000000&maxPrice=2000000/);

    // Grid view, then back/forward, then reload: the URL restores the same page each time.
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(page).toHaveURL(/view=grid/);
    await expect(page).toHaveURL(/bedrooms=2/);
    await page.goBack();
    await expect(page).not.toHaveURL(/view=grid/);
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).not.toHaveURL(/minPrice/);
    await expect(page.getByLabel('Price range')).toHaveValue('');
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/minPrice=1000000.*view=grid/);
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByLabel('Price range')).toHaveValue('1m-2m');
    await expect(
      page.getByRole('group', { name: 'Bedrooms' }).getByRole('button', { name: '2', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Clear All restores the defaults (the chosen view stays).
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page).toHaveURL(/\/properties\?view=grid$/);
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  });

  test('a shared link restores the same results, and a card opens the detail page', async ({ page }) => {
    const shared = '/properties?listingType=rent&bedrooms=1&sortBy=price_desc&view=grid&page=1';
    const { body } = await openResults(page, shared);
    await expect(page.getByRole('heading', { level: 1, name: 'Properties for Rent in UAE' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
    const firstTitle = body.properties[0]?.titleEn ?? '';
    await expect(cards(page).first()).toContainText(firstTitle);

    await page.reload();
    await expect(cards(page).first()).toContainText(firstTitle);

    await cards(page).first().getByRole('link', { name: firstTitle, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${body.properties[0]?.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/sortBy=price_desc/);
  });

  test('an impossible search shows the empty state, whose Clear Filters restores the defaults', async ({
    page,
  }) => {
    await page.goto('/properties?minPrice=9000000000');
    await expect(page.getByRole('heading', { name: 'No Properties Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('the location route redirects to the area, and says when there is no such area', async ({ page }) => {
    await page.goto('/properties/location/yas-island');
    await expect(page).toHaveURL(/\/properties\?areaId=\d+&location=Yas\+Island$/);
    await expect(cards(page).first()).toContainText('Yas Island');

    await page.goto('/properties/location/atlantis-of-the-gulf');
    await expect(page.getByRole('heading', { name: 'Location Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('search (Arabic)', () => {
  test('hero search to Arabic results to an Arabic detail page, all right to left', async ({ page }) => {
    await page.goto('/ar');
    const form = page.getByRole('search', { name: 'البحث عن عقار' });
    const location = form.getByRole('combobox', { name: 'الموقع' });
    await location.fill('جزيرة');
    await expect(suggestions(page).first()).toBeVisible();
    await location.press('ArrowDown');
    await location.press('Enter');
    const chosen = await location.inputValue();
    expect(chosen).toMatch(/[\u0600-\u06FF]/);
    await form.getByRole('button', { name: 'بحث' }).click();

    await expect(page).toHaveURL(
      /\/ar\/properties\?listingType=sale&location=.+&page=1&limit=20&sortBy=newest$/,
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'عقارات للبيع في الإمارات' })).toBeVisible();
    await expect(page.getByText(/^عرض \d+ من أصل \d+ عقار$/)).toBeVisible();
    const card = cards(page).first();
    await expect(card).toContainText(/د\.إ/);
    const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(title).toMatch(/[\u0600-\u06FF]/);

    await card.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/property\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('Arabic filters and the Arabic location route', async ({ page }) => {
    await page.goto('/ar/properties?listingType=rent&view=grid');
    await expect(page.getByRole('heading', { level: 1, name: 'عقارات للإيجار في الإمارات' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'عرض الشبكة' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'الفلاتر', exact: true }).click();
    await expect(page.getByLabel('المنطقة')).toBeDisabled();
    await page.getByLabel('ترتيب حسب').selectOption('price_desc');
    await expect(page).toHaveURL(/sortBy=price_desc/);

    await page.goto('/ar/properties/location/yas-island');
    await expect(page).toHaveURL(/\/ar\/properties\?areaId=\d+&location=/);
    await expect(cards(page).first()).toContainText('جزيرة ياس');
  });
});
