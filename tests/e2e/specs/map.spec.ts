import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

// Issue 21: map search. The map view of /properties against the real search service (seeded listings): pins and
// clusters, a pin's card to the listing, "Search this area" in the URL, zoom and pan by keys and buttons, Arabic.
// Tile requests are blocked: everything must work on the plain background (no tile server in CI either).

const MAP_LOAD = { timeout: 30_000 };

/** Blocks every map tile; returns how many were asked for (the default source is OpenStreetMap's). */
async function blockTiles(page: Page): Promise<{ count: number }> {
  const tiles = { count: 0 };
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    tiles.count += 1;
    return route.abort();
  });
  return tiles;
}

const mapArea = (page: Page) => page.getByTestId('map-area');
// A price pin's element is the point itself; its label (what shows and takes the click) is the span in it.
const markers = (page: Page) => page.locator('.manzil-pin span, .manzil-cluster');
const pins = (page: Page) => page.locator('.manzil-pin span');
const zoomOf = async (page: Page) => Number(await mapArea(page).getAttribute('data-zoom'));
const inViewCount = async (page: Page) =>
  Number(((await page.getByTestId('map-in-view').textContent()) ?? '').match(/\d+/)?.[0] ?? Number.NaN);

// The search index is built at the first start: wait until it answers (a 503 until then).
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get('/api/properties/search?limit=1')).status(), { timeout: 120_000 })
    .toBe(200);
});

async function openMap(page: Page, path = '/properties?view=map') {
  await page.goto(path);
  await expect(mapArea(page)).toBeVisible(MAP_LOAD);
  await expect(markers(page).first()).toBeVisible(MAP_LOAD);
  await expect(mapArea(page)).toHaveAttribute('data-zoom', /\d+/);
}

test('the Map view shows every match as price pins and clusters without tiles, and a pin opens its listing', async ({
  page,
}) => {
  const tiles = await blockTiles(page);
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Map view' }).click();
  await expect(page).toHaveURL(/[?&]view=map\b/);
  await expect(mapArea(page)).toBeVisible(MAP_LOAD);
  await expect(markers(page).first()).toBeVisible(MAP_LOAD);

  // The map opened around every match: the seeded catalogue's listings, some clustered at this zoom.
  const inView = await inViewCount(page);
  expect(inView).toBeGreaterThan(12);
  await expect(page.locator('.manzil-cluster').first()).toBeVisible();
  expect(tiles.count, 'the map asked for OpenStreetMap tiles, and got none').toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );

  // A cluster zooms in to where it splits.
  const before = await zoomOf(page);
  await page.locator('.manzil-cluster').first().click();
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);

  // A price pin opens a card linking to the listing.
  const pin = pins(page).first();
  await expect(pin).toBeVisible(MAP_LOAD);
  const id = await pin.locator('..').getAttribute('data-pin-id');
  await pin.click();
  const card = page.getByTestId('map-card');
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/property/${id}$`));
});

test('"Search this area" puts the visible box in the URL, the results follow it, and a reload keeps it', async ({
  page,
}) => {
  await blockTiles(page);
  await openMap(page, '/properties?view=map&listingType=sale');
  const totalBefore = Number(
    (
      (await page
        .getByRole('status')
        .filter({ hasText: /^Showing/ })
        .textContent()) ?? ''
    ).match(/of (\d+)/)?.[1],
  );
  expect(totalBefore).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);

  const zoom = await zoomOf(page);
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(() => zoomOf(page)).toBe(zoom + 1);
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await expect.poll(() => zoomOf(page)).toBe(zoom + 2);

  const [boxed] = await Promise.all([
    page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/properties/search' &&
        new URL(response.url()).searchParams.has('bbox'),
    ),
    page.getByRole('button', { name: 'Search this area' }).click(),
  ]);
  expect(boxed.status()).toBe(200);
  await expect(page).toHaveURL(/[?&]bbox=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+/);
  const bbox = new URL(page.url()).searchParams.get('bbox');
  expect(new URL(page.url()).searchParams.get('listingType')).toBe('sale');

  // The results are those in the box: fewer than before, and the API says so too.
  const status = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect
    .poll(async () => Number(((await status.textContent()) ?? '').match(/of (\d+)/)?.[1]))
    .toBeLessThan(totalBefore);
  const api = (await (
    await page.request.get(`/api/properties/search?listingType=sale&bbox=${bbox}`)
  ).json()) as {
    total: number;
  };
  await expect(status).toContainText(`of ${api.total} properties`);
  expect((await page.request.get('/api/properties/search?bbox=1,2,3')).status()).toBe(400);

  // Shared and reloaded: the same box, the same results, on the map view.
  await page.reload();
  await expect(mapArea(page)).toBeVisible(MAP_LOAD);
  expect(new URL(page.url()).searchParams.get('bbox')).toBe(bbox);
  await expect(status).toContainText(`of ${api.total} properties`);
  await expect(page.getByRole('button', { name: 'Search everywhere' })).toBeVisible();
});

test('the map zooms and pans by keys and buttons, and its pins in view are a list for the keyboard', async ({
  page,
}) => {
  await blockTiles(page);
  await openMap(page);
  const map = page.getByRole('region', { name: 'Map of the results' });
  await map.focus();
  await expect(map).toBeFocused();
  const zoom = await zoomOf(page);
  await page.keyboard.press('+');
  await expect.poll(() => zoomOf(page)).toBe(zoom + 1);
  await page.keyboard.press('-');
  await expect.poll(() => zoomOf(page)).toBe(zoom);

  // Arrow keys move the view: a new area to search.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible();
  await page.getByRole('button', { name: 'Move the map west' }).click();
  await page.getByRole('button', { name: 'Zoom out', exact: true }).click();
  await expect.poll(() => zoomOf(page)).toBe(zoom - 1);

  // A pin is a button: Enter opens its card with the focus on the listing's link; Escape goes back to the map.
  if ((await pins(page).count()) === 0) await page.locator('.manzil-cluster').first().press('Enter');
  const pinButton = page.locator('.manzil-pin').first();
  await expect(pinButton.locator('span')).toBeVisible();
  await pinButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('map-card').getByRole('link')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(map).toBeFocused();

  // The pins in view, listed: "Show on map" opens the pin's card, focused on its link.
  const list = page.getByTestId('map-pin-list');
  const first = list.getByRole('listitem').first();
  await expect(first).toBeVisible();
  const title = (await first.getByRole('link').textContent()) ?? '';
  await first.getByRole('button', { name: /^Show on map/ }).press('Enter');
  const card = page.getByTestId('map-card');
  await expect(card.getByRole('link', { name: title })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
});

test('in Arabic the controls sit on the mirrored side, the labels read right and the map is not mirrored', async ({
  page,
}) => {
  await blockTiles(page);
  await openMap(page, '/ar/properties?view=map');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const area = await mapArea(page).boundingBox();
  const zoomIn = await page.getByRole('button', { name: 'تكبير', exact: true }).boundingBox();
  expect(area && zoomIn).toBeTruthy();
  if (!area || !zoomIn) return;
  // On the left in Arabic (on the right in English).
  expect(zoomIn.x + zoomIn.width / 2).toBeLessThan(area.x + area.width / 2);
  await expect(page.getByTestId('map')).toHaveAttribute('dir', 'ltr');
  // The west arrow still points west (left): geography does not mirror.
  const west = await page.getByRole('button', { name: 'تحريك الخريطة غرباً' }).boundingBox();
  const east = await page.getByRole('button', { name: 'تحريك الخريطة شرقاً' }).boundingBox();
  expect(west && east && west.x < east.x).toBe(true);
  await expect(page.getByTestId('map-in-view')).toContainText('في هذه المنطقة');

  // "Search this area" shows centred over the map once it moved.
  await page.getByRole('button', { name: 'تحريك الخريطة شرقاً' }).click();
  const searchArea = page.getByRole('button', { name: 'ابحث في هذه المنطقة' });
  await expect(searchArea).toBeVisible();
  const button = await searchArea.boundingBox();
  if (!button) throw new Error('no layout');
  expect(Math.abs(button.x + button.width / 2 - (area.x + area.width / 2))).toBeLessThan(4);

  if ((await pins(page).count()) === 0) await page.locator('.manzil-cluster').first().click();
  await pins(page).first().click();
  const link = page.getByTestId('map-card').getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/ar\/property\/\d+$/);

  // English: the controls on the right.
  await page.goto('/properties?view=map');
  await expect(mapArea(page)).toBeVisible(MAP_LOAD);
  const areaEn = await mapArea(page).boundingBox();
  const zoomInEn = await page.getByRole('button', { name: 'Zoom in', exact: true }).boundingBox();
  if (!areaEn || !zoomInEn) throw new Error('no layout');
  expect(zoomInEn.x).toBeGreaterThan(areaEn.x + areaEn.width / 2);
});

test('on a phone the map view is a Map / List switch', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await blockTiles(page);
  await openMap(page);
  await expect(page.getByRole('button', { name: 'Grid view' })).toBeHidden();
  await expect(page.getByTestId('map-pin-list')).toBeHidden();
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByTestId('map-pin-list')).toBeVisible();
  await expect(mapArea(page)).toBeHidden();
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(mapArea(page)).toBeVisible();
});

test("the listing page's location card shows a small map with the listing's pin and a Directions link", async ({
  page,
  request,
}) => {
  await blockTiles(page);
  const body = (await (await request.get('/api/properties/search?limit=1')).json()) as {
    properties: { id: number; coordinates: { lat: number; lng: number } }[];
  };
  const listing = body.properties[0];
  if (!listing) throw new Error('no seeded listing');
  const { lat, lng } = listing.coordinates;

  await page.goto(`/property/${listing.id}`);
  const map = page.getByTestId('location-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-drawn', 'true', MAP_LOAD);
  await expect(map.locator('.manzil-location-pin')).toBeVisible();
  await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Directions', exact: true })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
  );

  await page.goto(`/ar/property/${listing.id}`);
  await page.getByTestId('location-map').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('location-map')).toHaveAttribute('data-drawn', 'true', MAP_LOAD);
  await expect(page.getByRole('link', { name: 'الاتجاهات' })).toHaveAttribute('href', /destination=/);
});

test('the map view has no serious accessibility violation, in both languages, light and dark, phone and desktop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await blockTiles(page);
  for (const path of ['/properties?view=map', '/ar/properties?view=map']) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: scheme });
        await openMap(page, path);
        await pins(page)
          .first()
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        expect(serious, `${path} ${scheme} ${viewport.width}px`).toEqual([]);
      }
    }
  }
});
