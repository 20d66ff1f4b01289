import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, waitForSearchReady } from '../support/admin-api.ts';
import { expect, test } from '../support/test.ts';

// Issue 20, permit-first listings: a published listing needs its ADREC (Madhmoun) advertising permit, and a
// listing whose permit has expired leaves public search and answers its address with HTTP 410 and a friendly
// "no longer advertised" page, in English and Arabic. The admin list flags permits expiring within 14 days.

const TOKEN_KEY = 'manzil.adminToken';
const SLOW = { timeout: 20_000 };

const TEXT = {
  en: {
    prefix: '',
    tab: 'Properties',
    search: 'Search listings',
    edit: (reference: string) => `Edit ${reference}`,
    expiry: 'Permit expiry date',
    save: 'Save',
    updated: 'Property updated successfully',
    expiredFlag: 'Permit expired on 31 Jan 2020',
    expiringFlag: /Permit expires (in \d+ days?|today)/,
    gone: 'No longer advertised',
    sales: 'Homes for sale',
    withdrawnColumn: 'Listing no longer available',
  },
  ar: {
    prefix: '/ar',
    tab: 'العقارات',
    search: 'البحث في العقارات',
    edit: (reference: string) => `تعديل ${reference}`,
    expiry: 'تاريخ انتهاء التصريح',
    save: 'حفظ',
    updated: 'تم تحديث العقار بنجاح',
    expiredFlag: 'انتهى التصريح في',
    expiringFlag: /ينتهي التصريح/,
    gone: 'لم يعد هذا العقار معروضاً',
    sales: 'عقارات للبيع',
    withdrawnColumn: 'الإعلان لم يعد متاحًا',
  },
} as const;

test.beforeAll(async ({ request }) => waitForSearchReady(request));

/** A listing of this test's own, with a permit valid for years. */
async function addListing(request: APIRequestContext, token: string, title: string) {
  const areas = (await (await request.get('/api/properties/areas')).json()) as Array<{
    id: number;
    slug: string;
  }>;
  const types = (await (await request.get('/api/properties/property-types')).json()) as Array<{ id: number }>;
  const response = await request.post('/api/admin/properties', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      titleEn: title,
      titleAr: `شقة ${title}`,
      price: 1_350_000,
      propertyTypeId: types[0]?.id,
      areaId: areas.find((area) => area.slug === 'al-reem-island')?.id,
      listingType: 'sale',
      bedrooms: 2,
      permitNumber: '20261234567',
      permitExpiresOn: '2099-12-31',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; reference: string };
}

/** The ids the public search finds among the newest listings. */
async function newestIds(request: APIRequestContext): Promise<number[]> {
  const response = await request.get('/api/properties/search?sortBy=newest&limit=20');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { properties: Array<{ id: number }> }).properties.map((p) => p.id);
}

async function openAdminListings(page: Page, lang: 'en' | 'ar', token: string) {
  await page.addInitScript(
    ([key, value]) => sessionStorage.setItem(key as string, value as string),
    [TOKEN_KEY, token],
  );
  await page.goto(`${TEXT[lang].prefix}/admin`);
  await page.getByRole('tab', { name: TEXT[lang].tab, exact: true }).click(SLOW);
}

test.describe('permit-first listings', () => {
  test.describe.configure({ mode: 'serial' });

  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}: a listing whose permit expired leaves search and answers 410 "no longer advertised"`, async ({
      page,
      request,
    }) => {
      test.slow();
      const text = TEXT[lang];
      const token = await adminToken(request);
      const title = `Permit journey ${lang} ${Date.now().toString(36)}`;
      const listing = await addListing(request, token, title);
      await expect.poll(() => newestIds(request), SLOW).toContain(listing.id);
      expect((await request.get(`${text.prefix}/property/${listing.id}`)).status()).toBe(200);

      // The admin enters an expiry date already past.
      await openAdminListings(page, lang, token);
      await page.getByLabel(text.search).fill(title);
      const row = page.getByRole('row', { name: new RegExp(title) });
      await row.getByRole('button', { name: text.edit(listing.reference) }).click(SLOW);
      const form = page.getByRole('dialog');
      await form.getByLabel(text.expiry).fill('2020-01-31');
      await form.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByText(text.updated)).toBeVisible(SLOW);
      await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(text.expiredFlag, SLOW);

      // Its address answers 410 with the friendly page drawn on the server, and links back to search.
      // (The gateway looks a listing up again after at most 10 s: well within the minute allowed.)
      await expect
        .poll(async () => (await request.get(`${text.prefix}/property/${listing.id}`)).status(), SLOW)
        .toBe(410);
      const html = await (await request.get(`${text.prefix}/property/${listing.id}`)).text();
      expect(html).toContain(text.gone);
      expect(html).toContain(`href="${text.prefix}/properties?listingType=sale"`);
      expect((await request.get(`/api/properties/detail?id=${listing.id}`)).status()).toBe(410);

      const publicPage = await page.context().newPage();
      await publicPage.goto(`${text.prefix}/property/${listing.id}`);
      await expect(publicPage.getByRole('heading', { level: 1, name: text.gone })).toBeVisible();
      await expect(publicPage.getByRole('link', { name: text.sales })).toHaveAttribute(
        'href',
        `${text.prefix}/properties?listingType=sale`,
      );
      // On a phone both links keep their whole label (none squeezed to an icon's width).
      await publicPage.setViewportSize({ width: 390, height: 844 });
      for (const link of await publicPage.locator('main h1 ~ div a').all()) {
        const fits = await link.evaluate((element) => element.scrollWidth <= element.clientWidth);
        expect(fits, `${await link.textContent()} fits its button`).toBe(true);
      }
      expect(await publicPage.locator('main h1 ~ div a').count()).toBe(2);

      // Public search no longer lists it, and a comparison shows it as withdrawn.
      await expect.poll(() => newestIds(request), SLOW).not.toContain(listing.id);
      await publicPage.goto(`${text.prefix}/compare?ids=${listing.id}`);
      await expect(publicPage.getByText(text.withdrawnColumn)).toBeVisible(SLOW);
      await publicPage.close();

      await request.delete(`/api/admin/properties/${listing.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    });
  }

  test('a fresh start flags the seeded permits that expire within 14 days, in both languages', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const response = await request.get('/api/admin/properties?limit=1000', {
      headers: { authorization: `Bearer ${token}` },
    });
    // The seeded listings (the agency's references MZ-...), not those other journeys add.
    const listings = (
      (await response.json()) as Array<{
        reference: string;
        referenceNo: string | null;
        permitExpiresOn: string | null;
      }>
    ).filter((listing) => listing.referenceNo?.startsWith('MZ-'));
    expect(listings.length).toBeGreaterThan(100);
    const soon = listings.filter(
      (listing) =>
        listing.permitExpiresOn && Date.parse(listing.permitExpiresOn) - Date.now() < 15 * 86_400_000,
    );
    expect(soon.length).toBeGreaterThanOrEqual(2);
    // None is expired on a fresh start.
    expect(
      listings.every(
        (listing) => listing.permitExpiresOn && Date.parse(listing.permitExpiresOn) > Date.now() - 86_400_000,
      ),
    ).toBe(true);
    const flagged = soon[0]?.reference as string;
    for (const lang of ['en', 'ar'] as const) {
      await openAdminListings(page, lang, token);
      await page.getByLabel(TEXT[lang].search).fill(flagged);
      await expect(page.getByRole('row', { name: new RegExp(flagged) })).toContainText(
        TEXT[lang].expiringFlag,
        SLOW,
      );
    }
  });
});
