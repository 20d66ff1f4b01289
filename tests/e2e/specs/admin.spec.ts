import type { Page } from '@playwright/test';
import { expect, test, waitUntilLive } from '../support/test.ts';

// Issue 7: staff manage the site at /admin and /ar/admin through the real auth, catalog, media and search services.
// A refused password, the login, an emirate, an area and a listing with two uploaded images created, the listing
// found in the public search, edited and deleted, then logout; the Arabic admin right-to-left.

const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Passw0rd!';

/** Two distinct PNGs drawn by the browser, so the test needs no image files. */
async function drawnPngs(page: Page): Promise<Buffer[]> {
  const encoded = await page.evaluate(() =>
    ['#2a6f97', '#e76f51'].map((colour) => {
      const canvas = document.createElement('canvas');
      canvas.width = 2000;
      canvas.height = 1500;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = colour;
      context.fillRect(0, 0, 2000, 1500);
      context.fillStyle = '#ffffff';
      context.fillRect(400, 300, 1200, 900);
      return canvas.toDataURL('image/png').split(',')[1] as string;
    }),
  );
  return encoded.map((base64) => Buffer.from(base64, 'base64'));
}

async function signIn(page: Page, password = PASSWORD) {
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

test('an admin signs in, adds an emirate, an area and a listing with two photos, finds it, edits and deletes it', async ({
  page,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const emirate = `Testemirate ${run}`;
  const area = `Testarea ${run}`;
  const areaSlug = `testarea-${run}`;
  const title = `E2E villa ${run}`;

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();

  // Both fields are required; a wrong password gets the server's answer and no token.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your username and password.');
  await signIn(page, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  expect(await page.evaluate(() => sessionStorage.getItem('manzil.adminToken'))).toBeNull();

  await signIn(page);
  await expect(page.getByText('Authentication Successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin panel' })).toBeVisible();

  // A reload keeps the session: the stored token is verified.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin panel' })).toBeVisible();

  // Emirate: create (validation first), then edit.
  await page.getByRole('tab', { name: 'Emirates' }).click();
  await page.getByRole('button', { name: 'Add emirate' }).click();
  const emirateForm = dialog(page, 'Add emirate');
  await emirateForm.getByRole('button', { name: 'Create' }).click();
  await expect(emirateForm.getByText('This field is required.')).toHaveCount(2);
  await emirateForm.getByLabel('Name (English)').fill(emirate);
  await emirateForm.getByLabel('Name (Arabic)').fill(`إمارة ${run}`);
  await emirateForm.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Emirate created successfully')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: emirate })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${emirate}` }).click();
  await dialog(page, 'Edit emirate').getByLabel('Name (Arabic)').fill(`إمارة الاختبار ${run}`);
  await dialog(page, 'Edit emirate').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Emirate updated successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: `إمارة الاختبار ${run}` })).toBeVisible();

  // Area in that emirate.
  await page.getByRole('tab', { name: 'Areas', exact: true }).click();
  await page.getByRole('button', { name: 'Add area' }).click();
  const areaForm = dialog(page, 'Add area');
  await areaForm.getByLabel('Name (English)').fill(area);
  await areaForm.getByLabel('Name (Arabic)').fill(`منطقة ${run}`);
  await areaForm.getByLabel('Emirate').selectOption({ label: emirate });
  await areaForm.getByLabel('Slug').fill(areaSlug);
  await areaForm.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Area created successfully')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: area })).toBeVisible();

  // Listing with two photos, downscaled in the browser and uploaded to the media service.
  await page.getByRole('tab', { name: 'Properties', exact: true }).click();
  await page.getByRole('button', { name: 'Add property' }).click();
  const propertyForm = dialog(page, 'Add property');
  await propertyForm.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  await propertyForm.getByLabel('Title (English)').fill(title);
  await propertyForm.getByLabel('Title (Arabic)').fill(`فيلا ${run}`);
  await propertyForm.getByLabel('Property type').selectOption({ label: 'Villa' });
  await propertyForm.getByLabel('Area', { exact: true }).selectOption({ label: area });
  await propertyForm.getByLabel('Price (AED)').fill('4,250,000');
  // Published listings need their advertising permit (ADREC Madhmoun format).
  await propertyForm.getByLabel('Permit number').fill('20261234567');
  await propertyForm.getByLabel('Bedrooms').fill('5');
  await propertyForm.getByLabel('Features').fill('Private pool');
  await propertyForm.getByLabel('Features').press('Enter');
  await expect(propertyForm.getByRole('button', { name: 'Remove Private pool' })).toBeVisible();
  const [first, second] = await drawnPngs(page);
  await propertyForm.getByLabel('Images').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: first as Buffer },
    { name: 'garden.png', mimeType: 'image/png', buffer: second as Buffer },
  ]);
  await expect(page.getByText('2 images uploaded')).toBeVisible({ timeout: 30_000 });
  await expect(propertyForm.getByRole('img', { name: /^Image [12]$/ })).toHaveCount(2);
  await propertyForm.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Property created successfully')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: title })).toBeVisible();

  // The public search shows it in its new area, with its uploaded cover photo.
  // The search index follows the catalog's events: with every service its own process, a moment after the save.
  const publicPage = await page.context().newPage();
  const card = publicPage.locator('article').filter({ hasText: title });
  await expect(async () => {
    await publicPage.goto(`/properties?listingType=sale&areas=${areaSlug}`);
    await waitUntilLive(publicPage);
    await expect(card).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(card.locator('img').first()).toHaveAttribute('src', /\/media\//);
  await publicPage.close();

  // Edit it: the admin search finds it, the new title shows.
  await page.getByLabel('Search listings').fill(run);
  await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('button', { name: /^Edit / })
    .click();
  const editForm = dialog(page, /^Edit property/);
  await expect(editForm.getByLabel('Title (English)')).toHaveValue(title);
  await expect(editForm.getByRole('img', { name: /^Image [12]$/ })).toHaveCount(2);
  await editForm.getByLabel('Title (English)').fill(`${title} renovated`);
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Property updated successfully')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `${title} renovated` })).toBeVisible();

  // The emirate still has an area: the server refuses to delete it and says why.
  await page.getByRole('tab', { name: 'Emirates' }).click();
  await page.getByRole('button', { name: `Delete ${emirate}` }).click();
  await dialog(page, 'Delete emirate?').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Failed to delete emirate')).toBeVisible();

  // Delete the listing, the area and the emirate, each after confirmation.
  await page.getByRole('tab', { name: 'Properties', exact: true }).click();
  await page.getByLabel('Search listings').fill(run);
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('button', { name: /^Delete / })
    .click();
  await dialog(page, 'Delete property?').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Property deleted successfully')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(title) })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Areas', exact: true }).click();
  await page.getByRole('button', { name: `Delete ${area}` }).click();
  await dialog(page, 'Delete area?').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Area deleted successfully')).toBeVisible();

  await page.getByRole('tab', { name: 'Emirates' }).click();
  await page.getByRole('button', { name: `Delete ${emirate}` }).click();
  await dialog(page, 'Delete emirate?').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Emirate deleted successfully')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: emirate })).toHaveCount(0);

  // Logout: the token is gone and revoked on the server.
  const token = await page.evaluate(() => sessionStorage.getItem('manzil.adminToken'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged Out')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('manzil.adminToken'))).toBeNull();
  const verify = await page.request.post('/api/admin/auth/verify', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(verify.status()).toBe(401);
});

test('the Arabic admin: right-to-left login and panel, Arabic messages and tabs', async ({ page }) => {
  await page.goto('/ar/admin');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'دخول المشرف' })).toBeVisible();
  await page.getByLabel('اسم المستخدم').fill('admin');
  await page.getByLabel('كلمة المرور').fill(PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('تم التحقق بنجاح')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'لوحة الإدارة' })).toBeVisible();

  await expect(page.getByRole('tab', { name: 'الإمارات' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Abu Dhabi', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'إضافة إمارة' }).click();
  const form = dialog(page, 'إضافة إمارة');
  await expect(form.getByLabel('الاسم (بالعربية)')).toHaveAttribute('dir', 'rtl');
  await form.getByRole('button', { name: 'إنشاء' }).click();
  await expect(form.getByText('هذا الحقل مطلوب.')).toHaveCount(2);
  await form.getByRole('button', { name: 'إلغاء' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('tab', { name: 'العقارات', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'العقارات', level: 2 })).toBeVisible();
  await expect(page.getByText(/الصفحة 1 من \d+/)).toBeVisible();

  await page.getByRole('tab', { name: 'الموقع' }).click();
  await page.getByRole('button', { name: 'رسائل نموذج التواصل' }).click();
  await expect(dialog(page, 'رسائل نموذج التواصل')).toBeVisible();
  await dialog(page, 'رسائل نموذج التواصل').getByRole('button', { name: 'إغلاق' }).first().click();

  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page.getByText('تم تسجيل الخروج')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'دخول المشرف' })).toBeVisible();
});

test('the home-page panel edits site content behind the login; versions restore it; messages and export', async ({
  page,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const subtitle = `We answer within the hour (${run}).`;
  const sender = `Mariam ${run}`;

  // A message sent through the public contact API shows in the admin's list.
  const sent = await page.request.post('/api/contact', {
    data: {
      firstName: sender,
      lastName: 'Al Mansoori',
      email: 'mariam@example.com',
      subject: 'buying',
      message: 'I am looking for a four-bedroom villa on Saadiyat Island.',
      lang: 'en',
    },
  });
  expect(sent.ok()).toBe(true);

  await page.goto('/?admin=true');
  const panel = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Admin Access Required' }) });
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();
  await expect(panel).toHaveCount(0);

  // Invalid JSON is refused; a valid edit shows on the home page.
  await page.getByRole('button', { name: 'Edit Contact' }).click();
  const editor = dialog(page, 'Edit Contact');
  const json = editor.getByLabel('Contact (JSON)');
  const original = JSON.parse(await json.inputValue()) as { subtitle: string };
  await json.fill('{ "subtitle": ');
  await editor.getByRole('button', { name: 'Save & Update Website' }).click();
  await expect(editor.getByRole('alert')).toHaveText('Invalid JSON format. Please check your content.');
  // Saved twice (the first version is the one to come back to).
  const first = `We reply within a day (${run}).`;
  await json.fill(JSON.stringify({ ...original, subtitle: first }));
  await editor.getByRole('button', { name: 'Save & Update Website' }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('button', { name: 'Edit Contact' }).click();
  await dialog(page, 'Edit Contact')
    .getByLabel('Contact (JSON)')
    .fill(JSON.stringify({ ...original, subtitle }));
  await dialog(page, 'Edit Contact').getByRole('button', { name: 'Save & Update Website' }).click();
  await expect(page.getByText('Content Updated')).toBeVisible();
  await expect(page.locator('#contact').getByText(subtitle)).toBeVisible();

  // Messages: the one just sent is listed.
  await page.getByRole('tab', { name: 'Contact Form Messages' }).click();
  await expect(page.getByText(`${sender} Al Mansoori`)).toBeVisible();

  // Export downloads site-content.json holding the new text.
  await page.getByRole('tab', { name: 'Export Data' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('site-content.json');
  await expect(page.getByText('Data Exported')).toBeVisible();

  // Version history in /admin: restore the version before the last edit.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Website' }).click();
  await page.getByRole('button', { name: 'Version history' }).click();
  const versions = dialog(page, 'Version history');
  await expect(versions.getByText('Current')).toBeVisible();
  // The row right after the current one is the version saved before this edit.
  const rows = versions.locator('tbody tr');
  await rows
    .nth(1)
    .getByRole('button', { name: /^Restore version/ })
    .click();
  await dialog(page, 'Restore this version?').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/^Version \d+ restored$/)).toBeVisible();
  const content = await (await page.request.get('/api/content/site')).json();
  expect(content.contact.subtitle).toBe(first);

  // Leave the site as it was for the other journeys.
  const token = await page.evaluate(() => sessionStorage.getItem('manzil.adminToken'));
  const reset = await page.request.put('/api/content/site', {
    headers: { authorization: `Bearer ${token}` },
    data: { contact: original },
  });
  expect(reset.ok()).toBe(true);
});
