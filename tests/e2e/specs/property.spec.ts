import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

// Issue 4: read about a home. The detail page in English and Arabic against the real catalog (seeded data): gallery
// with buttons, thumbnails and keys, favourites shared with the result cards, share fallback, agent contact,
// mortgage card, related listings, analytics, 'Property not found' and the 404 page.

interface Listing {
  id: number;
  titleEn: string;
  titleAr: string;
  reference: string;
  images: { id: string | number }[] | null;
}

/** A seeded listing with at least `photos` photos (the seed gives most listings several). */
async function listingWithPhotos(request: APIRequestContext, photos = 3): Promise<Listing> {
  const response = await request.get('/api/properties/search?limit=50&sortBy=newest');
  expect(response.ok()).toBe(true);
  const { properties } = (await response.json()) as { properties: Listing[] };
  const listing = properties.find((candidate) => (candidate.images?.length ?? 0) >= photos);
  expect(listing, `a listing with ${photos} photos`).toBeDefined();
  return listing as Listing;
}

const stage = (page: Page) => page.getByRole('group', { name: /^(Photo|الصورة) / });

test.describe('property detail (English)', () => {
  test('shows the listing, and its gallery works with buttons, thumbnails and the keyboard', async ({
    page,
    request,
  }) => {
    const listing = await listingWithPhotos(request);
    const total = listing.images?.length ?? 0;
    await page.goto(`/property/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.titleEn })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(listing.titleEn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByText(/^AED\s[\d,]+$/).first()).toBeVisible();
    const details = page.getByRole('region', { name: 'Property details' });
    await expect(details).toContainText(listing.reference);
    expect(listing.reference).toMatch(/^ST-\d{6}$/);
    await expect(page.getByRole('region', { name: 'Location' })).toContainText(
      /Coordinates: \d+\.\d{4}, \d+\.\d{4}/,
    );

    // Gallery: the count, next/previous, a thumbnail, then the arrow keys on the focused photo.
    await expect(stage(page)).toHaveAccessibleName(`Photo 1 of ${total}`);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(stage(page)).toHaveAccessibleName(`Photo 2 of ${total}`);
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(stage(page)).toHaveAccessibleName(`Photo 1 of ${total}`);
    const thumbs = page.getByRole('button', { name: /^Show photo \d$/ });
    await expect(thumbs).toHaveCount(Math.min(5, total));
    await page.getByRole('button', { name: 'Show photo 3' }).click();
    await expect(stage(page)).toHaveAccessibleName(`Photo 3 of ${total}`);
    await expect(page.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true');
    await stage(page).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(stage(page)).toHaveAccessibleName(`Photo 2 of ${total}`);
    await page.keyboard.press('End');
    await expect(stage(page)).toHaveAccessibleName(`Photo ${total} of ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(stage(page)).toHaveAccessibleName(`Photo 1 of ${total}`);

    // The mortgage card comes from the calculators remote, with this listing's price.
    await expect(page.getByRole('region', { name: 'Mortgage calculator' })).toBeVisible();

    // The agent's buttons name the listing; the view and a contact are recorded in one analytics queue.
    const agent = page.getByRole('region', { name: 'Interested in this property?' });
    const whatsapp = agent.getByRole('link', { name: 'WhatsApp' });
    const text = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
    expect(text).toContain(listing.titleEn);
    expect(text).toContain(listing.reference);
    await expect(agent.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(agent.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/);
    await page.evaluate(() =>
      document.querySelector('a[href^="tel:"]')?.addEventListener('click', (event) => event.preventDefault()),
    );
    await agent.getByRole('link', { name: /^Call/ }).click();
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string; method?: string }[] }).dataLayer ?? []).map(
        (entry) => `${entry.event}${entry.method ? `:${entry.method}` : ''}`,
      ),
    );
    expect(events).toEqual(expect.arrayContaining(['property_view', 'property_contact:call']));
  });

  test("the first photo is in the page's HTML, where the live gallery shows it", async ({
    page,
    browser,
    request,
  }) => {
    const listing = await listingWithPhotos(request, 1);
    const viewport = { width: 390, height: 844 };
    // Without scripts: the page as the server drew it, its first photo loaded.
    const documentOnly = await browser.newContext({
      javaScriptEnabled: false,
      viewport,
      baseURL: test.info().project.use.baseURL,
    });
    const drawnPage = await documentOnly.newPage();
    await drawnPage.goto(`/property/${listing.id}`);
    const drawn = stage(drawnPage).locator('img');
    await expect(drawn).toBeVisible();
    await expect.poll(() => drawn.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const before = await drawn.boundingBox();
    await documentOnly.close();

    // With them: the live gallery shows the same photo in the same box.
    await page.setViewportSize(viewport);
    await page.goto(`/property/${listing.id}`);
    const photo = stage(page).locator('img');
    await expect(photo).toBeVisible();
    const after = await photo.boundingBox();
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs((after?.[key] ?? 0) - (before?.[key] ?? -100)), key).toBeLessThanOrEqual(1);
    }
  });

  test('the favourite is shared between the detail page and the result cards', async ({ page, request }) => {
    const response = await request.get('/api/properties/search?listingType=sale&sortBy=newest&limit=12');
    const { properties } = (await response.json()) as { properties: Listing[] };
    const listing = properties[0] as Listing;

    await page.goto(`/property/${listing.id}`);
    const save = page.getByRole('button', { name: 'Save this property' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveText('Saved');

    await page.goto('/properties');
    const card = page.locator(`article[aria-labelledby="property-${listing.id}-title"]`);
    const heart = card.getByRole('button', { name: `Save ${listing.titleEn}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await card.getByRole('link', { name: listing.titleEn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${listing.id}$`));
    await expect(page.getByRole('button', { name: 'Save this property' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Came from the results: Back returns to them.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/properties$/);
  });

  test('without native share the link is copied with a confirmation', async ({ page, context, request }) => {
    const listing = await listingWithPhotos(request, 1);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Property link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/property/${listing.id}$`),
    );
  });

  test('six other listings lead to their own pages', async ({ page, request }) => {
    const listing = await listingWithPhotos(request, 1);
    await page.goto(`/property/${listing.id}`);
    const related = page.getByRole('region', { name: 'Other properties you may like' });
    const links = related.getByRole('article').getByRole('link');
    await expect(links).toHaveCount(6);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain(`/property/${listing.id}`);
    const first = links.first();
    const name = (await first.textContent()) ?? '';
    const href = (await first.getAttribute('href')) ?? '';
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test("an unknown listing says 'Property not found', an unknown page is the 404 page", async ({ page }) => {
    await page.goto('/property/987654321');
    await expect(page.getByRole('heading', { level: 1, name: 'Property not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to properties' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Properties for Sale in UAE' })).toBeVisible();

    await page.goto('/property/not-a-number');
    await expect(page.getByRole('heading', { level: 1, name: 'Property not found' })).toBeVisible();

    await page.goto('/no-such-page');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Properties' }).click();
    await expect(page).toHaveURL(/\/properties$/);
  });
});

test.describe('property detail (Arabic)', () => {
  test('is Arabic and right to left, with the gallery keys mirrored', async ({ page, request }) => {
    const listing = await listingWithPhotos(request);
    const total = listing.images?.length ?? 0;
    await page.goto(`/ar/property/${listing.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: listing.titleAr })).toBeVisible();
    await expect(page.getByText(/^\D{0,2}[\d,٠-٩٬]+\s\D{0,2}د\.إ\D{0,2}$/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'تفاصيل العقار' })).toContainText(listing.reference);

    await stage(page).focus();
    await expect(stage(page)).toHaveAccessibleName(`الصورة 1 من ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(stage(page)).toHaveAccessibleName(`الصورة 2 من ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(stage(page)).toHaveAccessibleName(`الصورة 1 من ${total}`);

    // No English is left in the page's own words.
    const main = page.locator('main');
    await expect(main.getByRole('region', { name: 'عقارات أخرى قد تعجبك' })).toBeVisible();
    for (const english of ['Share', 'Save', 'Description', 'Property details', 'Back', 'Call', 'Email']) {
      await expect(main.getByRole('button', { name: english, exact: true })).toHaveCount(0);
      await expect(main.getByRole('heading', { name: english, exact: true })).toHaveCount(0);
    }
    const related = main.getByRole('region', { name: 'عقارات أخرى قد تعجبك' }).getByRole('link');
    await expect(related.first()).toHaveAttribute('href', /^\/ar\/property\/\d+$/);
  });

  test('the Arabic not-found page stays in Arabic', async ({ page }) => {
    await page.goto('/ar/property/987654321');
    await expect(page.getByRole('heading', { level: 1, name: 'العقار غير موجود' })).toBeVisible();
    await page.getByRole('link', { name: 'العودة إلى العقارات' }).click();
    await expect(page).toHaveURL(/\/ar\/properties$/);
  });
});
