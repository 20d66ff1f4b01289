import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

// Issue 10, accessibility: the keyboard-only journeys. Every step is a key press (Tab, Shift+Tab, Enter, Space,
// arrows, typing); no clicks. Reaching a control by pressing Tab from where the focus is proves it is in the tab
// order, in the reading order of the page's direction. The other journeys are in their own specs: opening a listing
// (a11y.spec.ts), a calculator's tabs and sliders (calculators.spec.ts), the chat (chat.spec.ts).

const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Passw0rd!';
const SLOW = { timeout: 30_000 };

test.describe.configure({ timeout: 120_000 });

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 150, backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible(SLOW);
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  throw new Error(`${target} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * The focused element has a visible focus indicator: an outline or a ring drawn with box-shadow, on itself or, for
 * a link stretched over a card, on the card (`:focus-within`).
 */
async function expectVisibleFocus(page: Page): Promise<void> {
  const style = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const ring = (node: Element) => {
      const computed = getComputedStyle(node);
      return { outline: computed.outlineStyle, width: computed.outlineWidth, shadow: computed.boxShadow };
    };
    const own = ring(element);
    const card = element.closest('article');
    return own.outline === 'none' && own.shadow === 'none' && card ? ring(card) : own;
  });
  expect(style).not.toBeNull();
  const outlined = style?.outline !== 'none' && Number.parseFloat(style?.width ?? '0') >= 2;
  expect(outlined || (style?.shadow ?? 'none') !== 'none', JSON.stringify(style)).toBe(true);
}

test('search with filters and open a listing, with the keyboard alone', async ({ page }) => {
  await page.goto('/properties');
  const cards = page.locator('article');
  await expect(cards.first()).toBeVisible(SLOW);

  // The filters panel: open it, choose two bedrooms.
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await tabTo(page, filters);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const twoBeds = page
    .getByRole('group', { name: 'Bedrooms' })
    .getByRole('button', { name: '2', exact: true });
  await tabTo(page, twoBeds);
  const searched = page.waitForResponse((response) =>
    /\/api\/properties\/search\?.*bedrooms=2/.test(response.url()),
  );
  await page.keyboard.press('Space');
  await searched;
  await expect(page).toHaveURL(/bedrooms=2/);
  await expect(page.getByRole('button', { name: 'Filters 1 active filter' })).toBeVisible();

  // Sort by price with the arrow keys on the select.
  const sort = page.getByLabel('Sort by');
  await tabTo(page, sort);
  const before = await sort.inputValue();
  const sorted = page.waitForResponse((response) =>
    /\/api\/properties\/search\?.*sortBy=/.test(response.url()),
  );
  await page.keyboard.press('ArrowDown');
  await sorted;
  await expect(sort).not.toHaveValue(before);
  await expect(page).toHaveURL(/sortBy=/);

  // Open the first result by its title link.
  const firstTitle = cards.first().locator('h2 a, h3 a').first();
  await expect(firstTitle).toBeVisible(SLOW);
  const href = await firstTitle.getAttribute('href');
  await tabTo(page, firstTitle);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
});

test('send the contact form in Arabic (right to left) with the keyboard alone', async ({ page, request }) => {
  await page.goto('/ar#contact');
  const form = page.getByTestId('contact-form');
  await expect(form).toBeVisible(SLOW);
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}`));
  const marker = `keyboard-${Date.now()}`;

  // Tab from the top of the page: the skip link, the navigation, ... then the form's fields in order.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, field('الاسم الأول'), { max: 250 });
  await page.keyboard.type('سارة');
  await page.keyboard.press('Tab');
  await expect(field('اسم العائلة')).toBeFocused();
  await page.keyboard.type('الهاشمي');
  await page.keyboard.press('Tab');
  await expect(field('البريد الإلكتروني')).toBeFocused();
  await page.keyboard.type(`${marker}@example.com`);
  await tabTo(page, field('الموضوع'), { max: 3 });
  await page.keyboard.press('ArrowDown');
  await expect(field('الموضوع')).not.toHaveValue('');
  await tabTo(page, field('الرسالة'), { max: 3 });
  await page.keyboard.type('أبحث عن شقة بغرفتين في جزيرة الريم.');

  const send = form.getByRole('button', { name: 'أرسل الرسالة' });
  await tabTo(page, send, { max: 5 });
  await expectVisibleFocus(page);
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await sent).status()).toBe(201);
  // The result is announced (a status toast) and the form is ready for another message.
  await expect(
    page.getByRole('region', { name: 'الإشعارات' }).getByText('تم إرسال رسالتك بنجاح!'),
  ).toBeVisible();
  await expect(field('الاسم الأول')).toHaveValue('');

  // It reached the agency.
  const login = await request.post('/api/admin/auth/login', {
    data: { username: 'admin', password: PASSWORD },
  });
  const { token } = await login.json();
  const list = await request.get('/api/contact?limit=100', { headers: { authorization: `Bearer ${token}` } });
  const { messages } = (await list.json()) as { messages: { email: string; lang: string }[] };
  expect(messages.find((message) => message.email === `${marker}@example.com`)?.lang).toBe('ar');
});

test('the admin signs in, adds an emirate and deletes it, with the keyboard alone', async ({ page }) => {
  const name = `Keyboard emirate ${Date.now().toString(36)}`;
  await page.goto('/admin');
  const username = page.getByLabel('Username');
  await tabTo(page, username);
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin panel' })).toBeVisible(SLOW);

  // The tabs: one stop in the tab order, arrows move between them (WAI-ARIA tabs).
  const emiratesTab = page.getByRole('tab', { name: 'Emirates' });
  await tabTo(page, page.getByRole('tab', { selected: true }));
  for (let presses = 0; presses < 10 && !(await isFocused(emiratesTab)); presses += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(emiratesTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(emiratesTab).toHaveAttribute('aria-selected', 'true');

  // Add: the dialog takes the focus, Escape-free path through its fields to Create.
  await tabTo(page, page.getByRole('button', { name: 'Add emirate' }));
  await page.keyboard.press('Enter');
  const addDialog = page.getByRole('dialog', { name: 'Add emirate' });
  await expect(addDialog).toBeVisible();
  await tabTo(page, addDialog.getByLabel('Name (English)'), { max: 5 });
  await page.keyboard.type(name);
  await tabTo(page, addDialog.getByLabel('Name (Arabic)'), { max: 3 });
  await page.keyboard.type('إمارة لوحة المفاتيح');
  await tabTo(page, addDialog.getByRole('button', { name: 'Create' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Emirate created successfully')).toBeVisible();
  await expect(addDialog).toBeHidden();
  await expect(page.getByRole('rowheader', { name })).toBeVisible();

  // Delete, confirming in the dialog.
  await tabTo(page, page.getByRole('button', { name: `Delete ${name}` }), { max: 250 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete emirate?' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Delete', exact: true }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
  // The focus is not lost to the page's body after the dialog closes.
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
});
