import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';

// Issue 20: trust and insight on every listing. The home page's featured homes (drawn on the server, a row that
// scrolls with previous/next), the price history, "Listed N days ago" and "Price reduced" on the seeded catalog,
// in English and Arabic, on desktop and on a phone.

interface Listing {
  id: number;
  titleEn: string;
  titleAr: string;
  isFeatured: boolean;
  lastPriceChange?: { oldPrice: number; newPrice: number; changedAt: string } | null;
}

async function searchListings(request: APIRequestContext, query: string): Promise<Listing[]> {
  const response = await request.get(`/api/properties/search?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { properties: Listing[] }).properties;
}

test.describe('featured homes', () => {
  test('the home page shows the featured listings after the services, drawn on the server, each opening its listing', async ({
    page,
    request,
  }) => {
    const featured = await searchListings(request, 'featured=true&limit=8&sortBy=newest');
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.every((listing) => listing.isFeatured)).toBe(true);

    // Drawn on the server: the HTML itself has the section and the cards.
    const html = await (await request.get('/')).text();
    expect(html).toContain('Featured properties');
    expect(html).toContain(`href="/property/${featured[0]?.id}"`);

    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured properties' });
    await expect(section).toBeVisible();
    const row = section.getByRole('list', { name: 'Featured properties' });
    await expect(row.locator(':scope > li')).toHaveCount(featured.length);
    // After the services section, before about.
    const order = await page.evaluate(() =>
      ['services', 'featured', 'about'].map(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1,
      ),
    );
    expect(order[0]).toBeLessThan(order[1] as number);
    expect(order[1]).toBeLessThan(order[2] as number);

    // The row scrolls with the buttons.
    const previous = section.getByRole('button', { name: 'Previous featured properties' });
    const next = section.getByRole('button', { name: 'Next featured properties' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(previous).toBeEnabled();

    const first = featured[0] as Listing;
    await row.getByRole('link', { name: first.titleEn }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.titleEn })).toBeVisible();
  });

  test('in Arabic the row starts on the right and "next" scrolls towards the left', async ({
    page,
    request,
  }) => {
    const featured = await searchListings(request, 'featured=true&limit=8&sortBy=newest');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ar');
    const section = page.getByRole('region', { name: 'عقارات مميّزة' });
    await section.scrollIntoViewIfNeeded();
    const row = section.getByRole('list', { name: 'العقارات المميّزة' });
    const firstCard = row.locator(':scope > li').first();
    const [rowBox, cardBox] = [await row.boundingBox(), await firstCard.boundingBox()];
    // The first card sits at the row's right edge.
    expect(
      Math.abs((rowBox?.x ?? 0) + (rowBox?.width ?? 0) - ((cardBox?.x ?? 0) + (cardBox?.width ?? 0))),
    ).toBeLessThan(12);
    const next = section.getByRole('button', { name: 'العقارات المميّزة التالية' });
    const previous = section.getByRole('button', { name: 'العقارات المميّزة السابقة' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeLessThan(0);
    await expect(previous).toBeEnabled();
    // A swipe to the row's end (its left edge in Arabic): "next" has nothing more to show.
    if (featured.length > 1) {
      await row.evaluate((el) => el.scrollTo({ left: -el.scrollWidth, behavior: 'instant' }));
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
    }
    const first = featured[0] as Listing;
    await expect(row.getByRole('link', { name: first.titleAr })).toHaveAttribute(
      'href',
      `/ar/property/${first.id}`,
    );
  });
});

test.describe('price history and time on the market', () => {
  test('a listing cut recently says so on its card and page, with its price history', async ({
    page,
    request,
  }) => {
    const listings = await searchListings(request, 'listingType=sale&limit=50&sortBy=newest');
    let cut = listings.find(
      (listing) =>
        listing.lastPriceChange &&
        listing.lastPriceChange.newPrice < listing.lastPriceChange.oldPrice &&
        Date.now() - Date.parse(listing.lastPriceChange.changedAt) < 30 * 86_400_000,
    );
    if (!cut) {
      for (let page = 2; page <= 4 && !cut; page++) {
        cut = (await searchListings(request, `listingType=sale&limit=50&sortBy=newest&page=${page}`)).find(
          (listing) =>
            listing.lastPriceChange &&
            listing.lastPriceChange.newPrice < listing.lastPriceChange.oldPrice &&
            Date.now() - Date.parse(listing.lastPriceChange.changedAt) < 30 * 86_400_000,
        );
      }
    }
    expect(cut, 'a seeded listing with a recent price cut').toBeDefined();
    const listing = cut as Listing;

    await page.goto(`/property/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.titleEn })).toBeVisible();
    await expect(page.getByText(/^Price reduced \d+%$/).first()).toBeVisible();
    await expect(page.getByText(/^Listed (today|\d+ days? ago)$/)).toBeVisible();
    const history = page.getByRole('region', { name: 'Price history' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('−');

    await page.goto(`/ar/property/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.titleAr })).toBeVisible();
    await expect(page.getByText(/^انخفض السعر \d+٪$/).first()).toBeVisible();
    await expect(page.getByText(/^أُدرج (اليوم|منذ .+)$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'سجل الأسعار' })).toBeVisible();
  });
});

test.describe('permit with QR code', () => {
  test('a listing shows its ADREC permit, a QR code drawn by the server and the broker licence', async ({
    page,
    request,
  }) => {
    const listings = (await searchListings(request, 'limit=50&sortBy=newest')) as (Listing & {
      permitNumber: string | null;
    })[];
    const listing = listings.find((candidate) => candidate.permitNumber);
    expect(listing).toBeDefined();
    const qr = await request.get(`/api/properties/permit-qr?id=${listing?.id}`);
    expect(qr.ok()).toBe(true);
    expect(qr.headers()['content-type']).toContain('image/svg+xml');
    expect(await qr.text()).toMatch(/^<svg/);

    await page.goto(`/property/${listing?.id}`);
    const permit = page.getByRole('region', { name: 'Advertising permit' });
    await expect(permit).toContainText(listing?.permitNumber ?? '');
    await expect(permit).toContainText(/Broker licence/);
    const image = permit.getByRole('img', { name: /QR code to check permit/ });
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('contentinfo')).toContainText(/licence/i);

    // The structured data names the permit.
    const html = await (await request.get(`/property/${listing?.id}`)).text();
    expect(html).toContain('"ADREC advertising permit"');

    await page.goto(`/ar/property/${listing?.id}`);
    await expect(page.getByRole('region', { name: 'تصريح الإعلان' })).toContainText(
      listing?.permitNumber ?? '',
    );
  });
});

test.describe('saved homes and compare', () => {
  test('hearts count in the nav, the saved homes page lists them, and they compare side by side', async ({
    page,
    request,
  }) => {
    const listings = await searchListings(request, 'listingType=sale&limit=3&sortBy=newest');
    expect(listings).toHaveLength(3);
    await page.goto('/properties?listingType=sale');
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Saved homes' })).toBeVisible();
    for (const listing of listings) {
      await page.getByRole('button', { name: `Save ${listing.titleEn}` }).click();
    }
    await expect(nav.getByRole('link', { name: 'Saved homes (3)' })).toBeVisible();
    await nav.getByRole('link', { name: 'Saved homes (3)' }).click();
    await expect(page).toHaveURL(/\/favourites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved homes' })).toBeVisible();
    const saved = page.getByRole('list', { name: 'Saved homes' });
    await expect(saved.getByRole('heading', { level: 3 })).toHaveCount(3);

    await page.getByRole('button', { name: `Remove ${listings[2]?.titleEn} from saved homes` }).click();
    await expect(saved.getByRole('heading', { level: 3 })).toHaveCount(2);
    await expect(nav.getByRole('link', { name: 'Saved homes (2)' })).toBeVisible();

    await page.getByRole('button', { name: 'Compare these' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${listings[1]?.id},${listings[0]?.id}$`));
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    for (const row of [
      'Price',
      'Price per sq ft',
      'Bedrooms',
      'Status',
      'Advertising permit',
      'Days on market',
    ]) {
      await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
    }

    // The address can be shared: another visitor sees the same homes, and an unknown id is said to be gone.
    const shared = await page.context().newPage();
    await shared.goto(`/ar/compare?ids=${listings[0]?.id},999999`);
    await expect(shared.getByRole('heading', { level: 1, name: 'مقارنة المنازل' })).toBeVisible();
    await expect(shared.getByRole('table')).toContainText('الإعلان لم يعد متاحًا');
    await expect(shared.getByRole('table').getByRole('link', { name: listings[0]?.titleAr })).toBeVisible();
    await shared.close();
  });

  test('compare from the cards and the listing page, with the tray, up to four, in Arabic on a phone', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const listings = await searchListings(request, 'listingType=rent&limit=5&sortBy=newest');
    await page.goto('/ar/properties?listingType=rent');
    for (const listing of listings.slice(0, 2)) {
      await page.getByRole('button', { name: `قارن ${listing.titleAr}` }).click();
    }
    const tray = page.getByRole('region', { name: '2 من 4 للمقارنة' });
    await expect(tray).toBeVisible();
    await page.goto(`/ar/property/${listings[2]?.id}`);
    await page.getByRole('button', { name: 'قارن هذا العقار بغيره' }).click();
    await page.getByRole('link', { name: /قارن 3 منازل/ }).click();
    await expect(page).toHaveURL(/\/ar\/compare\?ids=/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    // The row names stay in place while the columns scroll sideways.
    const rowHeader = table.getByRole('rowheader', { name: 'السعر', exact: true });
    const before = await rowHeader.boundingBox();
    await page.getByRole('region', { name: 'المنازل المختارة جنبًا إلى جنب' }).evaluate((el) => {
      el.scrollLeft = -400;
    });
    const after = await rowHeader.boundingBox();
    expect(Math.round(after?.x ?? 0)).toBe(Math.round(before?.x ?? 0));
  });
});

test.describe('sold and rented homes', () => {
  test('are left out of results unless asked for, then marked; their page says so plainly', async ({
    page,
    request,
  }) => {
    const open = await (await request.get('/api/properties/search?limit=1')).json();
    const all = await (await request.get('/api/properties/search?limit=1&includeClosed=true')).json();
    expect(all.total).toBeGreaterThan(open.total);
    const sold = (await searchListings(request, 'status=sold&limit=1'))[0] as Listing;
    expect(sold).toBeDefined();

    await page.goto('/properties?listingType=sale&sortBy=price_desc');
    await expect(page.getByText(/^Sold$/)).toHaveCount(0);
    // The box follows the URL: it shows checked once the search with closed homes is under way.
    const showClosed = page.getByRole('checkbox', { name: 'Show sold and rented' });
    await showClosed.click();
    await expect(page).toHaveURL(/includeClosed=true/);
    await expect(showClosed).toBeChecked();
    const saleAll = (
      await (await request.get('/api/properties/search?listingType=sale&includeClosed=true&limit=1')).json()
    ).total as number;
    await expect(page.getByText(`Showing 12 of ${saleAll} properties`)).toBeVisible();

    await page.goto(`/property/${sold.id}`);
    await expect(page.getByRole('region', { name: 'This home has been sold' })).toBeVisible();
    await page.goto(`/ar/property/${sold.id}`);
    await expect(page.getByRole('region', { name: 'تم بيع هذا العقار' })).toBeVisible();
    await page.goto('/ar/properties?listingType=sale');
    await expect(page.getByRole('checkbox', { name: 'إظهار المباع والمؤجَّر' })).not.toBeChecked();
  });
});
