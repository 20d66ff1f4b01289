import type { Page } from '@playwright/test';
import { adminToken, waitForSearchReady } from '../support/admin-api.ts';
import { expect, test } from '../support/test.ts';

// Issue 25, items 3, 4, 8, 9 and 11: what a new visitor and a new admin tripped over. The Arabic admin on a phone
// (nothing wider than the screen, the add-listing dialog and its Create button on it), location links answered
// by the gateway with a redirect, results pages that drop a deleted listing when shown again from the cache,
// the version history's sections named in Arabic, and the calculators' figures labelled and validated.

const TOKEN_KEY = 'manzil.adminToken';
// The first load of a remote on a cold, busy machine can take a while.
const REMOTE_LOAD = { timeout: 60_000 };

test.beforeAll(async ({ request }) => waitForSearchReady(request));

/** Opens the admin already signed in (the token in the session storage, as the login form leaves it). */
async function openAdmin(page: Page, path: string, token: string) {
  await page.addInitScript(
    ([key, value]) => sessionStorage.setItem(key as string, value as string),
    [TOKEN_KEY, token],
  );
  await page.goto(path);
}

/** Whether a box lies within the viewport (a pixel of rounding allowed). */
function inside(
  box: { x: number; y: number; width: number; height: number } | null,
  width: number,
  height: number,
) {
  expect(box).not.toBeNull();
  const b = box as { x: number; y: number; width: number; height: number };
  expect(b.x, 'left edge').toBeGreaterThanOrEqual(-1);
  expect(b.y, 'top edge').toBeGreaterThanOrEqual(-1);
  expect(b.x + b.width, 'right edge').toBeLessThanOrEqual(width + 1);
  expect(b.y + b.height, 'bottom edge').toBeLessThanOrEqual(height + 1);
}

test.describe('the admin on a phone (issue 25, item 3)', () => {
  const PHONE = { width: 390, height: 844 };
  test.use({ viewport: PHONE });

  for (const lang of ['ar', 'en'] as const) {
    test(`no tab makes the page wider than the screen, and the add-listing dialog fits (${lang})`, async ({
      page,
      request,
    }) => {
      test.slow();
      const token = await adminToken(request);
      await openAdmin(page, lang === 'ar' ? '/ar/admin' : '/admin', token);
      const heading = page.getByRole('heading', {
        level: 1,
        name: lang === 'ar' ? 'لوحة الإدارة' : 'Admin panel',
      });
      await expect(heading).toBeVisible();
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      const count = await tabs.count();
      expect(count).toBeGreaterThanOrEqual(5);
      for (let index = 0; index < count; index += 1) {
        const tab = tabs.nth(index);
        const name = (await tab.textContent()) ?? String(index);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        // The tab's content has come (no loading placeholder left).
        await expect(
          page.getByRole('tabpanel').getByRole('status', { name: /Loading|جارٍ التحميل/ }),
        ).toHaveCount(0, {
          timeout: 15_000,
        });
        const size = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          scrollX: window.scrollX,
        }));
        expect(size.scrollWidth, `${name}: the page is no wider than the screen`).toBeLessThanOrEqual(
          size.innerWidth,
        );
        expect(size.scrollX, `${name}: the page is not scrolled sideways`).toBe(0);
        // The heading and the menu button stay within the screen's width.
        for (const [what, box] of [
          ['heading', await heading.boundingBox()],
          [
            'menu',
            await page
              .getByRole('button', { name: lang === 'ar' ? 'فتح القائمة' : 'Open menu' })
              .boundingBox(),
          ],
        ] as const) {
          expect(box, what).not.toBeNull();
          expect(box?.x ?? -1, `${name}: ${what} left edge`).toBeGreaterThanOrEqual(-1);
          expect((box?.x ?? 0) + (box?.width ?? 0), `${name}: ${what} right edge`).toBeLessThanOrEqual(
            PHONE.width + 1,
          );
        }
      }

      await page.getByRole('tab', { name: lang === 'ar' ? 'العقارات' : 'Properties', exact: true }).click();
      await page.getByRole('button', { name: lang === 'ar' ? 'إضافة عقار' : 'Add property' }).click();
      const dialog = page.getByRole('dialog', { name: lang === 'ar' ? 'إضافة عقار' : 'Add property' });
      await expect(dialog).toBeVisible();
      inside(await dialog.boundingBox(), PHONE.width, PHONE.height);
      const create = dialog.getByRole('button', { name: lang === 'ar' ? 'إنشاء' : 'Create', exact: true });
      await expect(create).toBeVisible();
      inside(await create.boundingBox(), PHONE.width, PHONE.height);
      // Still fits with the form's errors shown.
      await create.click();
      inside(await dialog.boundingBox(), PHONE.width, PHONE.height);
      inside(await create.boundingBox(), PHONE.width, PHONE.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

test.describe('location links are answered by the gateway (issue 25, item 4)', () => {
  test('302 to the results with areaId and location, /ar kept; an unknown slug is a 404 page', async ({
    request,
  }) => {
    const areas = (await (await request.get('/api/properties/areas')).json()) as Array<{
      id: number;
      slug: string;
      nameEn: string;
      nameAr: string;
    }>;
    const yas = areas.find((area) => area.slug === 'yas-island');
    expect(yas).toBeTruthy();
    const area = yas as (typeof areas)[number];

    const english = await request.get('/properties/location/yas-island', { maxRedirects: 0 });
    expect(english.status()).toBe(302);
    expect(english.headers().location).toBe(`/properties?areaId=${area.id}&location=Yas+Island`);

    const arabic = await request.get('/ar/properties/location/yas-island', { maxRedirects: 0 });
    expect(arabic.status()).toBe(302);
    const target = new URL(arabic.headers().location ?? '', 'http://site.invalid');
    expect(target.pathname).toBe('/ar/properties');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      areaId: String(area.id),
      location: area.nameAr,
    });

    const unknown = await request.get('/properties/location/atlantis-of-the-gulf', { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('<div id="root"');
  });

  test('the results are painted soon after a location link is opened', async ({ page }) => {
    const started = Date.now();
    const response = await page.goto('/properties/location/yas-island');
    // The browser was redirected by the server, not by the client after loading the app.
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/properties\/location\/yas-island$/);
    await expect(page).toHaveURL(/\/properties\?areaId=\d+&location=Yas\+Island$/);
    const card = page.locator('main article').first();
    await expect(card).toContainText('Yas Island');
    const visibleAfter = Date.now() - started;
    // First contentful paint of the results page, counted from the start of the first request (the redirect
    // included): the results are drawn on the server, so this is when the visitor sees them.
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    test.info().annotations.push({
      type: 'timing',
      description: `location link: first contentful paint ${Math.round(paint)} ms, card visible to the test after ${visibleAfter} ms`,
    });
    console.log(`location link: FCP ${Math.round(paint)} ms; card visible after ${visibleAfter} ms`);
    // The target is 1 s on the development machine; the bound leaves room for a busy CI runner.
    expect(paint).toBeLessThan(2_500);

    // An unknown place: the "Location Not Found" page, answered with 404.
    const missing = await page.goto('/ar/properties/location/atlantis-of-the-gulf');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'الموقع غير موجود' })).toBeVisible();
  });
});

test('a results page shown again from the cache drops a listing deleted meanwhile (issue 25, item 8)', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const run = Date.now().toString(36);
  const title = `Cache check villa ${run}`;
  const areas = (await (await request.get('/api/properties/areas')).json()) as Array<{
    id: number;
    slug: string;
  }>;
  const types = (await (await request.get('/api/properties/property-types')).json()) as Array<{ id: number }>;
  const created = await request.post('/api/admin/properties', {
    headers: auth,
    data: {
      titleEn: title,
      titleAr: `فيلا ${run}`,
      price: 3_100_000,
      propertyTypeId: types[0]?.id,
      areaId: areas.find((area) => area.slug === 'al-reem-island')?.id,
      listingType: 'sale',
      bedrooms: 3,
      bathrooms: 3,
      // Publishing needs an advertising permit in the regulator's format.
      permitNumber: '20261234567',
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as number;
  const newest = async () =>
    (
      (await (await request.get('/api/properties/search?sortBy=newest&limit=12')).json()) as {
        properties: Array<{ id: number }>;
      }
    ).properties.map((p) => p.id);
  await expect.poll(newest, { timeout: 15_000 }).toContain(id);

  try {
    await page.goto('/properties?sortBy=newest');
    const listing = page.getByRole('heading', { level: 3, name: title });
    await expect(listing).toBeVisible();

    // The admin deletes it; the server no longer has it.
    expect((await request.delete(`/api/admin/properties/${id}`, { headers: auth })).ok()).toBe(true);
    await expect.poll(newest, { timeout: 15_000 }).not.toContain(id);

    // Another sort, then back: the first order's page comes from the cache, and must not keep the listing.
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/sortBy=price_asc/);
    await expect(page.locator('main article').first()).toBeVisible();
    await page.getByLabel('Sort by').selectOption('newest');
    await expect(page).not.toHaveURL(/sortBy=price_asc/);
    await expect(listing).toHaveCount(0);
    await expect(page.locator('main article').first()).toBeVisible();
  } finally {
    await request.delete(`/api/admin/properties/${id}`, { headers: auth });
  }
});

test('the Arabic version history names the sections in Arabic (issue 25, item 9)', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  // A save that changes the contact section, then the original back: two versions naming it.
  const site = await (await request.get('/api/content/site')).json();
  const original = site.contact;
  expect(
    (
      await request.put('/api/content/site', {
        headers: auth,
        data: { contact: { ...original, subtitle: `${original.subtitle} (${Date.now().toString(36)})` } },
      })
    ).ok(),
  ).toBe(true);
  expect((await request.put('/api/content/site', { headers: auth, data: { contact: original } })).ok()).toBe(
    true,
  );

  await openAdmin(page, '/ar/admin', token);
  await page.getByRole('tab', { name: 'الموقع' }).click();
  await page.getByRole('button', { name: 'سجل الإصدارات' }).click();
  const dialog = page.getByRole('dialog', { name: 'سجل الإصدارات' });
  const firstRow = dialog.locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  // The sections column: the fourth column (the version is the row's header).
  const headers = await dialog.locator('thead th').allTextContents();
  const column = headers.indexOf('الأقسام');
  expect(column).toBeGreaterThan(0);
  const sections = await dialog
    .locator('tbody tr')
    .evaluateAll((rows, index) => rows.map((row) => row.children[index]?.textContent ?? ''), column);
  expect(sections[0]).toContain('التواصل');
  for (const text of sections) expect(text, 'no English section key').not.toMatch(/[A-Za-z]/);
});

test.describe('the calculators explain their figures (issue 25, item 11)', () => {
  test.describe.configure({ timeout: 120_000 });
  const section = (page: Page) => page.locator('#calculator');

  for (const lang of ['en', 'ar'] as const) {
    test(`an early payment month past the term is an error, and each total says what it counts (${lang})`, async ({
      page,
    }) => {
      const ar = lang === 'ar';
      await page.goto(ar ? '/ar?calc=amortization' : '/?calc=amortization');
      const month = section(page).getByRole('textbox', {
        name: ar ? 'شهر الدفعة المبكرة' : 'Early payment month',
      });
      await expect(month).toBeVisible(REMOTE_LOAD);
      await section(page)
        .getByRole('textbox', { name: ar ? 'الدفعة المبكرة' : 'Early payment', exact: true })
        .fill('100000');
      await month.fill('12');
      await expect(section(page)).toContainText(
        ar
          ? 'تضرب معادلتنا المعتادة الدفعة المبكرة في رقم شهرها'
          : 'Our standard formula multiplies the early payment by its month',
      );
      await month.fill('301');
      await expect(month).toHaveAttribute('aria-invalid', 'true');
      await expect(section(page)).toContainText(
        ar
          ? 'اختر شهرًا للدفعة المبكرة من 1 إلى 300، أو 0 لعدم وجود دفعة.'
          : 'The loan ends after 300 months: choose an early payment month from 1 to 300, or 0 for none.',
      );

      await page.goto(ar ? '/ar?calc=rentvsbuy' : '/?calc=rentvsbuy');
      await expect(
        section(page).getByRole('textbox', { name: ar ? 'الإيجار الحالي' : 'Current rent' }),
      ).toBeVisible(REMOTE_LOAD);
      await expect(section(page)).toContainText(
        ar
          ? 'بحساب المجاميع أعلاه (المدفوعات فقط، دون قيمة المسكن لاحقًا)'
          : 'On the totals above (payments only',
      );
      await expect(section(page)).toContainText(
        ar
          ? 'مع احتساب قيمة المسكن حينها، يوفّر الشراء'
          : 'Counting what the home is worth then, buying comes out',
      );
    });
  }
});
