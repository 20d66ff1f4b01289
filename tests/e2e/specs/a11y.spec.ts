import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { showCalculator } from '../support/home.ts';
import { expect, test } from '../support/test.ts';

// Issue 10, accessibility (WCAG 2.2 AA in both directions): axe-core on every page in English and Arabic, light
// and dark, phone and desktop, with no serious or critical violation; and keyboard-only use of the basics (skip
// link, search, opening a listing) with a visible focus. The longer keyboard-only journeys (filters, the contact
// form, the admin's add and delete) are in keyboard.spec.ts.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Violations still open in another area's components, excluded here by rule id with the page they occur on, so
 * the rest of the page is still checked. Each entry names the owner and the fix; remove it once fixed.
 */
const KNOWN: { page: RegExp; rule: string; why: string }[] = [];

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

let listingId: number | undefined;

async function aListing(request: APIRequestContext): Promise<number> {
  if (listingId) return listingId;
  await expect
    .poll(
      async () => {
        const body = await (await request.get('/api/properties/search?limit=1&sortBy=newest')).json();
        listingId = body.properties?.[0]?.id;
        return listingId;
      },
      { timeout: 90_000 },
    )
    .toBeGreaterThan(0);
  return listingId as number;
}

/** Waits until the page's own content (rendered by the shell and its remotes) is on screen. */
async function ready(page: Page, path: string): Promise<void> {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  if (/\/properties/.test(path)) {
    await expect(page.locator('article').first()).toBeVisible({ timeout: 20_000 });
  }
  if (/\/admin/.test(path)) await expect(page.locator('input[type="password"]')).toBeVisible();
  if (path === '/' || path === '/ar') {
    // The calculators load when their section comes near the viewport: checked with the rest of the page.
    await showCalculator(page);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  // Remotes and images finish loading; a page that keeps a connection open (the hero video) is checked anyway.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

async function seriousViolations(page: Page, path: string) {
  const known = KNOWN.filter((entry) => entry.page.test(path)).map((entry) => entry.rule);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (known.length > 0) builder.disableRules(known);
  const result = await builder.analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}

const PAGES = ['/', '/properties', '/property/:id', '/admin'] as const;

for (const lang of ['en', 'ar'] as const) {
  for (const pagePath of PAGES) {
    test(`axe: ${lang} ${pagePath} has no serious or critical violation (light/desktop, dark/phone)`, async ({
      page,
      request,
    }) => {
      test.slow();
      let path: string = pagePath;
      if (path.includes(':id')) path = path.replace(':id', String(await aListing(request)));
      const url = lang === 'ar' ? (path === '/' ? '/ar' : `/ar${path}`) : path;
      await openLight(page, url);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await ready(page, url);
      await expectNoSeriousViolations(page, url);
    });
  }
}

/** Opens `url` in light on a desktop screen, with motion reduced (what axe sees does not depend on animations). */
async function openLight(page: Page, url: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(url);
}

/**
 * Checks what is on screen now in light on a desktop screen, then the same state again in dark on a phone: the
 * colours follow the system scheme live (CSS variables), so nothing is reloaded and an open panel stays open.
 */
/** Waits until no colour transition runs (a scheme switch restyles the page; axe must read the final colours). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  );
}

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.setViewportSize(VIEWPORTS.desktop);
  await settled(page);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  expect(await seriousViolations(page, label), `${label} light desktop`).toEqual([]);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await expect.poll(background).not.toBe(light);
  await settled(page);
  expect(await seriousViolations(page, label), `${label} dark phone`).toEqual([]);
}

// The screens behind a click or a wrong address: the 404 page, the assistant's open panel with an answer, the
// admin's signed-in panel (every tab) and its property form.
const STATES = {
  en: {
    prefix: '',
    chat: 'Chat with Noor, the property assistant',
    message: 'Your message',
    properties: 'Properties',
    addProperty: 'Add property',
  },
  ar: {
    prefix: '/ar',
    chat: 'تحدث مع نور، المساعدة العقارية',
    message: 'رسالتك',
    properties: 'العقارات',
    addProperty: 'إضافة عقار',
  },
} as const;
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Passw0rd!';

for (const lang of ['en', 'ar'] as const) {
  const text = STATES[lang];

  test(`axe: ${lang} the 404 page has no serious or critical violation (light/desktop, dark/phone)`, async ({
    page,
  }) => {
    const url = `${text.prefix}/no-such-page`;
    await openLight(page, url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousViolations(page, url);
  });

  test(`axe: ${lang} the assistant's open panel, with an answer, has no serious or critical violation`, async ({
    page,
  }) => {
    test.slow();
    await openLight(page, text.prefix || '/');
    const open = page.getByRole('button', { name: text.chat });
    await expect(open).toBeVisible({ timeout: 60_000 });
    await open.click();
    const input = page.getByLabel(text.message, { exact: true });
    await expect(input).toBeFocused({ timeout: 30_000 });
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/ai/chat/stream',
    );
    await input.fill(lang === 'ar' ? 'شقق للإيجار في جزيرة الريم' : 'apartments for rent in Al Reem Island');
    await input.press('Enter');
    await (await answered).finished();
    await expect(input).toBeEnabled();
    await expectNoSeriousViolations(page, `${lang} chat panel`);
  });

  test(`axe: ${lang} the admin panel (every tab and the property form) has no serious or critical violation`, async ({
    page,
  }) => {
    test.slow();
    const url = `${text.prefix}/admin`;
    await openLight(page, url);
    await page.locator('input[autocomplete="username"]').fill('admin');
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.locator('input[autocomplete="current-password"]').press('Enter');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible({ timeout: 30_000 });
    const count = await tabs.count();
    for (let index = 0; index < count; index += 1) {
      const tab = tabs.nth(index);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel');
      await expect(panel).toBeVisible();
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      // Lists show their rows (or their empty state) rather than a loading placeholder.
      await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      await expectNoSeriousViolations(page, `${url} tab ${(await tab.textContent())?.trim()}`);
    }
    await page.getByRole('tab', { name: text.properties, exact: true }).click();
    await page.getByRole('button', { name: text.addProperty, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, `${url} property form`);
  });
}

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await ready(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    await expect(skip).toHaveAttribute('href', /#/);
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('main') !== null || location.hash !== ''),
      )
      .toBe(true);
  });

  test('focus is visible on links and buttons in both schemes', async ({ page }) => {
    test.slow();
    await page.goto('/ar');
    await ready(page, '/ar');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle };
      });
      expect(outline, scheme).not.toBeNull();
      expect(outline?.style, scheme).not.toBe('none');
      expect(outline?.width, scheme).toBeGreaterThanOrEqual(2);
    }
  });

  test('a listing opens from the properties page with the keyboard alone', async ({ page }) => {
    await page.goto('/properties');
    await ready(page, '/properties');
    const firstTitle = page.locator('article h2 a, article h3 a').first();
    await firstTitle.focus();
    await expect(firstTitle).toBeFocused();
    const href = await firstTitle.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
