import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, waitForSearchReady } from '../support/admin-api.ts';
import { expect, test } from '../support/test.ts';

// Saved-search alerts (issue 21) through the real gateway (embedded: the mail goes to files under DATA_DIR/mail,
// which the admin reads at GET /api/admin/mail), in English and Arabic: on /properties with filters, "Alert me"
// saves the search; the confirmation link is read from the stored mail and opened; a listing the admin adds that
// matches the search brings a digest within seconds (the harness runs the digest every 2 s:
// ALERTS_DIGEST_INTERVAL_S); the admin's Alerts view shows the subscriber and the mail; the unsubscribe link
// stops the mail. The dialog and the admin's view are checked with axe-core (English light, Arabic dark) and the
// dialog by keyboard.

const TOKEN_KEY = 'manzil.adminToken';
const SLOW = { timeout: 60_000 };

const TEXT = {
  en: {
    prefix: '',
    alertMe: 'Alert me',
    dialog: 'Alert me about this search',
    email: 'Your e-mail address',
    submit: 'Create alert',
    success: 'Check your inbox: we sent a link to confirm',
    area: 'Al Reem Island',
    alertsTab: 'Alerts',
    confirmed: 'Confirmed',
    mailTitle: 'Outgoing mail',
    // A price band no seeded listing and no other journey uses: only this journey's listings match.
    minPrice: 7_771_000,
  },
  ar: {
    prefix: '/ar',
    alertMe: 'نبّهني',
    dialog: 'نبّهني بهذا البحث',
    email: 'بريدك الإلكتروني',
    submit: 'أنشئ التنبيه',
    success: 'تحقّق من بريدك: أرسلنا رابط التأكيد',
    area: 'جزيرة الريم',
    alertsTab: 'التنبيهات',
    confirmed: 'مؤكَّد',
    mailTitle: 'البريد الصادر',
    minPrice: 7_772_000,
  },
} as const;

type Lang = keyof typeof TEXT;

interface Mail {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  kind: 'confirmation' | 'digest';
}

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ request }) => waitForSearchReady(request));

async function mailTo(request: APIRequestContext, token: string, email: string): Promise<Mail[]> {
  const response = await request.get('/api/admin/mail?limit=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { messages: Mail[]; transport: string };
  expect(body.transport).toBe('files');
  return body.messages.filter((message) => message.to === email);
}

/** The path and query of the first link to `path` in a message's text (the site's origin may differ here). */
function linkIn(text: string, path: string): string {
  const found = text.match(
    new RegExp(`(?:https?://[^\\s/]+)?${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9._~%-]+`),
  );
  expect(found, `a ${path} link in:\n${text}`).not.toBeNull();
  const url = new URL((found as RegExpMatchArray)[0], 'http://site.invalid');
  return `${url.pathname}${url.search}`;
}

async function addListing(request: APIRequestContext, token: string, price: number, title: string) {
  const areas = (await (await request.get('/api/properties/areas')).json()) as Array<{
    id: number;
    slug: string;
  }>;
  const types = (await (await request.get('/api/properties/property-types')).json()) as Array<{ id: number }>;
  const reem = areas.find((area) => area.slug === 'al-reem-island');
  expect(reem).toBeTruthy();
  const response = await request.post('/api/admin/properties', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      titleEn: title,
      titleAr: `شقة ${title}`,
      price,
      propertyTypeId: types[0]?.id,
      areaId: reem?.id,
      listingType: 'sale',
      permitNumber: '20261234567',
      bedrooms: 2,
      bathrooms: 2,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as number;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** No serious or critical axe violation inside `selector`. */
async function expectAccessible(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).withTags(WCAG_TAGS).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openAdminAlerts(page: Page, lang: Lang, token: string) {
  await page.addInitScript(
    ([key, value]) => sessionStorage.setItem(key as string, value as string),
    [TOKEN_KEY, token],
  );
  await page.goto(`${TEXT[lang].prefix}/admin`);
  await page.getByRole('tab', { name: TEXT[lang].alertsTab }).click(SLOW);
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: alert me, confirm from the mail, a matching listing brings a digest, unsubscribe stops it`, async ({
    page,
    request,
  }) => {
    const text = TEXT[lang];
    const token = await adminToken(request);
    const email = `alerts-${lang}-${Date.now()}@example.com`;
    const maxPrice = text.minPrice + 999;
    const created: number[] = [];

    try {
      // 1. The results page with filters, and "Alert me".
      await page.goto(
        `${text.prefix}/properties?listingType=sale&areas=al-reem-island&minPrice=${text.minPrice}&maxPrice=${maxPrice}&sortBy=price_desc&page=1`,
      );
      if (lang === 'ar') await page.emulateMedia({ colorScheme: 'dark' });
      const alertMe = page.getByRole('button', { name: text.alertMe });
      await alertMe.click(SLOW);
      const dialog = page.getByRole('dialog', { name: text.dialog });
      await expect(dialog).toBeVisible(SLOW);
      await expect(dialog.getByTestId('alert-summary')).toContainText(text.area);
      // By keyboard: the address field has the focus; Escape closes and gives it back to the button.
      await expect(dialog.getByLabel(text.email)).toBeFocused();
      await expectAccessible(page, 'dialog[open]');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(alertMe).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog.getByLabel(text.email)).toBeFocused();
      await dialog.getByLabel(text.email).fill(email);
      const posted = page.waitForRequest(
        (req) => req.url().endsWith('/api/alerts') && req.method() === 'POST',
      );
      await dialog.getByRole('button', { name: text.submit }).click();
      await expect(dialog.getByTestId('alert-success')).toContainText(text.success);
      expect((await posted).postDataJSON()).toEqual({
        email,
        language: lang,
        search: { listingType: 'sale', areas: 'al-reem-island', minPrice: text.minPrice, maxPrice },
      });

      // 2. The confirmation e-mail, in the page's language; its link confirms.
      await expect.poll(async () => (await mailTo(request, token, email)).length, SLOW).toBe(1);
      const [confirmation] = await mailTo(request, token, email);
      expect(confirmation?.kind).toBe('confirmation');
      if (lang === 'ar') expect(`${confirmation?.subject}${confirmation?.text}`).toMatch(/[\u0600-\u06FF]/);
      const confirmPage = await page.goto(linkIn(confirmation?.text ?? '', '/api/alerts/confirm'));
      expect(confirmPage?.status()).toBe(200);
      expect(confirmPage?.headers()['content-type']).toContain('text/html');

      // 3. The admin adds a listing the search matches: a digest within a few seconds.
      created.push(await addListing(request, token, text.minPrice + 500, `Alert ${lang} ${Date.now()}`));
      await expect
        .poll(async () => (await mailTo(request, token, email)).filter((m) => m.kind === 'digest').length, {
          timeout: 20_000,
          intervals: [500],
        })
        .toBe(1);
      const digest = (await mailTo(request, token, email)).find(
        (message) => message.kind === 'digest',
      ) as Mail;
      expect(digest.text).toContain(`/property/${created[0]}`);
      const unsubscribe = linkIn(digest.text, '/api/alerts/unsubscribe');

      // 4. The admin's Alerts view: the search with its confirmed subscriber, and the mail that went out.
      await openAdminAlerts(page, lang, token);
      const subscriber = page.getByRole('row').filter({ hasText: email });
      await expect(subscriber).toBeVisible(SLOW);
      await expect(subscriber).toContainText(text.confirmed);
      await expect(page.getByRole('heading', { name: text.mailTitle })).toBeVisible();
      await expect(page.getByTestId('outgoing-mail').filter({ hasText: email }).first()).toBeVisible();
      await expectAccessible(page, '[role=tabpanel]');

      // 5. Unsubscribe from the digest's link: a second matching listing sends nothing more.
      const unsubscribed = await page.goto(unsubscribe);
      expect(unsubscribed?.status()).toBe(200);
      created.push(
        await addListing(request, token, text.minPrice + 600, `Alert ${lang} again ${Date.now()}`),
      );
      // Three digest intervals and then some: enough for a digest to have gone out if one were due.
      await page.waitForTimeout(8_000);
      const after = await mailTo(request, token, email);
      expect(after.filter((message) => message.kind === 'digest')).toHaveLength(1);
      expect(after).toHaveLength(2);
    } finally {
      for (const id of created) {
        await request.delete(`/api/admin/properties/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
      }
    }
  });
}
