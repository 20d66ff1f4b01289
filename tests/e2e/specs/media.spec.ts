import { adminToken } from '../support/admin-api.ts';
import { expect, test } from '../support/test.ts';

// The media service through the real gateway: an admin uploads a photo, it comes back re-encoded with its
// variants, is served with year-long caching and decodes in the browser; non-images and bad paths are refused.

/** A real PNG drawn by the browser (2400x1800), so the test needs no image files. */
async function pngFromBrowser(page: import('@playwright/test').Page): Promise<Buffer> {
  await page.goto('/');
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#2a6f97';
    context.fillRect(0, 0, 2400, 900);
    context.fillStyle = '#e9c46a';
    context.fillRect(0, 900, 2400, 900);
    return canvas.toDataURL('image/png').split(',')[1] as string;
  });
  return Buffer.from(base64, 'base64');
}

test('an admin uploads a photo; it is re-encoded, cached for a year and shows in the browser', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const photo = await pngFromBrowser(page);
  const upload = await request.post('/api/media/images', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'terrace.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.status()).toBe(201);
  const [image] = (await upload.json()).images;
  expect(image).toMatchObject({ width: 1600, height: 1200, contentType: 'image/jpeg' });

  const served = await request.get(image.url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const sizes = await page.evaluate(
    async (urls: string[]) => {
      return Promise.all(
        urls.map(
          (src) =>
            new Promise<[number, number]>((resolve, reject) => {
              const img = new Image();
              img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
              img.onerror = () => reject(new Error(`${src} did not load`));
              img.src = src;
            }),
        ),
      );
    },
    [image.url, image.cardUrl, image.thumbUrl, image.variants.card.webp.url],
  );
  expect(sizes).toEqual([
    [1600, 1200],
    [800, 600],
    [320, 240],
    [800, 600],
  ]);
});

test('uploads need an admin token and a real image', async ({ request }) => {
  const text = {
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not really a photo at all'),
  };
  expect((await request.post('/api/media/images', { multipart: { file: text } })).status()).toBe(401);
  const token = await adminToken(request);
  const refused = await request.post('/api/media/images', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: text },
  });
  expect(refused.status()).toBe(415);
  expect((await refused.json()).message).toContain('is not a JPEG, PNG, WebP or AVIF image');
});

test('media and assets: seeded pictures served, missing and traversing paths are 404', async ({
  request,
}) => {
  const search = await (await request.get('/api/properties/search?limit=1')).json();
  const picture = search.properties[0]?.images[0]?.url as string;
  expect(picture).toMatch(/^\/media\//);
  expect((await request.get(picture)).status()).toBe(200);
  for (const path of [
    '/media/images/nothing/full.jpg',
    '/media/..%2f..%2fpackage.json',
    '/api/assets/..%2fpackage.json',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const placeholder = await request.get('/api/assets/placeholder.svg');
  expect(placeholder.status()).toBe(200);
  expect(placeholder.headers()['content-type']).toBe('image/svg+xml');
});
