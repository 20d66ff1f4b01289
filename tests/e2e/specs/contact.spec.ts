import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken } from '../support/admin-api.ts';
import { expect, test } from '../support/test.ts';

// The contact form (issue 6) through the real gateway: a sent enquiry in English and Arabic reaches the admin's
// GET /api/contact; missing fields send nothing; the server's field problems show under the field with nothing
// lost; a failure keeps what was typed; the API's own validation and admin guard.

const SLOW = { timeout: 30_000 };

const TEXT = {
  en: {
    path: '/',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    success: 'Message sent successfully!',
    successDescription: 'Thank you for your inquiry! We will contact you within 24 hours.',
    missing: 'Please fill in all required fields.',
    failed: 'Failed to send message. Please try again.',
    checkFields: 'Please check the highlighted fields and send again.',
    invalidEmail: 'Enter a valid email address, like name@example.com.',
    person: { firstName: 'Sara', lastName: 'Al Hashimi' },
    text: 'Looking for a three-bedroom villa on Saadiyat, ready by summer.',
  },
  ar: {
    path: '/ar',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    subject: 'الموضوع',
    message: 'الرسالة',
    send: 'أرسل الرسالة',
    success: 'تم إرسال رسالتك بنجاح!',
    successDescription: 'شكراً لاستفسارك! سنتواصل معك خلال 24 ساعة.',
    missing: 'يرجى ملء جميع الحقول المطلوبة.',
    failed: 'تعذّر إرسال الرسالة. يرجى المحاولة مرة أخرى.',
    checkFields: 'يرجى مراجعة الحقول المشار إليها ثم الإرسال مجددًا.',
    invalidEmail: 'أدخل بريداً إلكترونياً صحيحاً، مثل name@example.com.',
    person: { firstName: 'سارة', lastName: 'الهاشمي' },
    text: 'أبحث عن فيلا من ثلاث غرف في جزيرة السعديات، جاهزة قبل الصيف.',
  },
} as const;

type Lang = keyof typeof TEXT;

test.describe.configure({ timeout: 120_000 });

interface Message {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  lang: string;
  createdAt: string;
}

async function messages(request: APIRequestContext, token: string): Promise<Message[]> {
  const response = await request.get('/api/contact?limit=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).messages;
}

async function openForm(page: Page, lang: Lang) {
  await page.goto(`${TEXT[lang].path}#contact`);
  const form = page.getByTestId('contact-form');
  await expect(form).toBeVisible(SLOW);
  return form;
}

function field(page: Page, lang: Lang, name: keyof (typeof TEXT)['en']) {
  // Labels carry a '*' or '(optional)' after the name.
  return page
    .getByTestId('contact-form')
    .getByLabel(new RegExp(`^${TEXT[lang][name] as string}`), { exact: false });
}

async function fillValid(page: Page, lang: Lang, marker: string) {
  const text = TEXT[lang];
  await field(page, lang, 'firstName').fill(text.person.firstName);
  await field(page, lang, 'lastName').fill(text.person.lastName);
  await field(page, lang, 'email').fill(`${marker}@example.com`);
  await field(page, lang, 'phone').fill('+971 50 123 4567');
  await field(page, lang, 'subject').selectOption('buying');
  await field(page, lang, 'message').fill(`${text.text} (${marker})`);
}

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];

  test(`a sent enquiry clears the form and reaches the admin (${lang})`, async ({ page, request }) => {
    const form = await openForm(page, lang);
    const marker = unique(`e2e-${lang}`);
    await fillValid(page, lang, marker);
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: text.send }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const { id } = await response.json();
    expect(typeof id).toBe('string');

    const toast = page.getByRole('region', { name: /Notifications|الإشعارات/ });
    await expect(toast.getByText(text.success)).toBeVisible();
    await expect(toast.getByText(text.successDescription)).toBeVisible();
    await expect(field(page, lang, 'firstName')).toHaveValue('');
    await expect(field(page, lang, 'message')).toHaveValue('');
    await expect(form.getByRole('button', { name: text.send })).toBeEnabled();

    // The admin reads it, newest first, with its language.
    const token = await adminToken(request);
    const stored = (await messages(request, token)).find((message) => message.id === id);
    expect(stored).toMatchObject({
      firstName: text.person.firstName,
      lastName: text.person.lastName,
      email: `${marker}@example.com`,
      phone: '+971 50 123 4567',
      subject: 'buying',
      message: `${text.text} (${marker})`,
      lang,
    });
    expect(Date.now() - Date.parse(stored?.createdAt ?? '')).toBeLessThan(10 * 60_000);
  });

  test(`missing fields send nothing; the server's field problem shows under the field (${lang})`, async ({
    page,
  }) => {
    const form = await openForm(page, lang);
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact') && request.method() === 'POST') posts += 1;
    });
    const toast = page.getByRole('region', { name: /Notifications|الإشعارات/ });

    // Nothing filled in: the missing-fields toast, every required field marked, nothing sent.
    await form.getByRole('button', { name: text.send }).click();
    await expect(toast.getByText(text.missing)).toBeVisible();
    for (const name of ['firstName', 'lastName', 'email', 'subject', 'message'] as const) {
      await expect(field(page, lang, name)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(field(page, lang, 'phone')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, lang, 'firstName')).toBeFocused();
    expect(posts).toBe(0);

    // The server has the last word: an address it refuses (sent past the page's own check) comes back as a
    // hint under the e-mail field, and everything typed is still there.
    const marker = unique('e2e-invalid');
    await fillValid(page, lang, marker);
    await page.route('**/api/contact', async (route) => {
      const body = route.request().postDataJSON();
      await route.continue({ postData: JSON.stringify({ ...body, email: `${marker}@example` }) });
    });
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: text.send }).click();
    expect((await answered).status()).toBe(400);
    await expect(toast.getByText(text.checkFields)).toBeVisible();
    const email = field(page, lang, 'email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(text.invalidEmail)).toBeVisible();
    await expect(email).toHaveValue(`${marker}@example.com`);
    await expect(field(page, lang, 'message')).toHaveValue(`${text.text} (${marker})`);
    await expect(email).toBeFocused();
  });
}

test('a failure keeps what was typed, shows the error toast, and the next try succeeds', async ({ page }) => {
  const form = await openForm(page, 'en');
  const marker = unique('e2e-retry');
  await fillValid(page, 'en', marker);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Unavailable"}' });
  });
  await form.getByRole('button', { name: 'Send message' }).click();
  // While it is sending: 'Sending...' on a disabled button.
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(page.getByText(TEXT.en.failed)).toBeVisible();
  await expect(field(page, 'en', 'firstName')).toHaveValue('Sara');
  await expect(field(page, 'en', 'email')).toHaveValue(`${marker}@example.com`);
  await expect(field(page, 'en', 'subject')).toHaveValue('buying');

  await page.unroute('**/api/contact');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(TEXT.en.success)).toBeVisible();
  await expect(field(page, 'en', 'email')).toHaveValue('');
});

test('the API validates on the server and keeps the messages for the admin only', async ({ request }) => {
  const valid = {
    firstName: 'Omar',
    lastName: 'Saeed',
    email: 'omar@example.com',
    subject: 'selling',
    message: 'Selling a two-bedroom apartment on Al Reem.',
  };
  for (const [change, fieldName] of [
    [{ email: 'omar@example' }, 'email'],
    [{ subject: 'renting' }, 'subject'],
    [{ phone: '12' }, 'phone'],
    [{ firstName: '   ' }, 'firstName'],
    [{ message: 'x'.repeat(5001) }, 'message'],
  ] as const) {
    const response = await request.post('/api/contact', { data: { ...valid, ...change } });
    expect(response.status(), JSON.stringify(change)).toBe(400);
    const body = await response.json();
    expect(body.details.map((detail: { field: string }) => detail.field)).toContain(fieldName);
  }
  const { lastName: _, ...withoutLastName } = valid;
  expect((await request.post('/api/contact', { data: withoutLastName })).status()).toBe(400);

  expect((await request.get('/api/contact')).status()).toBe(401);
  expect(
    (await request.get('/api/contact', { headers: { authorization: 'Bearer not-a-token' } })).status(),
  ).toBe(401);
});
