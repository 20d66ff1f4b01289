import { FAVOURITES_STORAGE_KEY, toggleFavourite } from '@manzil/api-client';
import { ToastRegion } from '@manzil/ui';
import { callsTo, fakeIntersectionObserver, mockApi, renderWithProviders } from '@manzil/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MortgageCardLoaderContext } from '../detail/MortgageCardSlot.tsx';
import { makeProperty, related } from '../test/fixtures.ts';
import PropertyPage from './PropertyPage.tsx';

const property = makeProperty();

function FakeMortgageCard({ price }: { price?: number }) {
  return <section aria-label="Mortgage calculator">price {price}</section>;
}

function renderPage(route: string, loader = async () => ({ default: FakeMortgageCard })) {
  return renderWithProviders(
    <MortgageCardLoaderContext.Provider value={loader}>
      <PropertyPage />
      <ToastRegion label="Notifications" dismissLabel="Dismiss" />
    </MortgageCardLoaderContext.Provider>,
    { route, path: '/property/:id' },
  );
}

const api = (overrides: Record<string, unknown> = {}) =>
  mockApi({
    '/api/properties/detail': (url: URL) =>
      url.searchParams.get('id') === '42'
        ? property
        : new Response('{"message":"Property not found"}', { status: 404 }),
    '/api/properties/search': { properties: related(6), total: 6, totalPages: 1, page: 1, limit: 6 },
    ...overrides,
  });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  window.dataLayer = undefined;
});

describe('PropertyPage', () => {
  it('shows the listing: title, price, badges, facts, description, details, features and location', async () => {
    const fetchMock = api();
    renderPage('/property/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Townhouse in Al Raha Gardens' }),
    ).toBeTruthy();
    expect(callsTo(fetchMock, '/api/properties/detail')[0]?.search).toBe('?id=42');
    expect(screen.getByText('AED 2,150,000')).toBeTruthy();
    for (const text of ['For Sale', 'Ready', 'TruCheck', '3 bedrooms', '4 bathrooms', '2 parking spaces']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.queryByText('TruBroker')).toBeNull();
    expect(screen.getByText('Corner unit with a garden.')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Property details' });
    for (const text of ['Townhouse', '2,900 sq ft', '3,400 sq ft', 'ST-000042', '7113456789', 'MZ-4471']) {
      expect(within(details).getByText(text)).toBeTruthy();
    }
    const features = screen.getByRole('region', { name: 'Features and amenities' });
    expect(within(features).getByText('Private garden')).toBeTruthy();
    expect(within(features).getByText("Maid's room")).toBeTruthy();
    expect(within(features).getByText('Solar panels')).toBeTruthy();
    const location = screen.getByRole('region', { name: 'Location' });
    expect(within(location).getByText('24.4211, 54.5862')).toBeTruthy();
  });

  it('leaves out parking when there is none and uses the default coordinates when missing', async () => {
    api({
      '/api/properties/detail': makeProperty({
        parkingSpaces: 0,
        coordinates: undefined as never,
        status: 'sold' as never,
        priceType: 'yearly',
        listingType: 'rent',
        price: 120_000,
      }),
    });
    renderPage('/property/42');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/parking/)).toBeNull();
    expect(screen.getByText('24.4539, 54.3773')).toBeTruthy();
    expect(screen.getByText('/year')).toBeTruthy();
    expect(screen.getAllByText('Sold').length).toBeGreaterThan(0);
  });

  it('shows the photos with previous/next, the count, five thumbnails, arrow keys and swipe', async () => {
    api();
    renderPage('/property/42');
    const gallery = await screen.findByRole('region', { name: 'Photos' });
    const photo = () => within(gallery).getByRole('img') as HTMLImageElement;
    expect(photo().alt).toBe('Photo 1');
    expect(photo().getAttribute('loading')).toBe('eager');
    expect(photo().getAttribute('srcset')).toContain('1600w');
    expect(within(gallery).getAllByRole('button', { name: /^Show photo/ })).toHaveLength(5);
    expect(within(gallery).getByText('1 / 7')).toBeTruthy();

    fireEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(photo().alt).toBe('Photo 2');
    fireEvent.click(within(gallery).getByRole('button', { name: 'Show photo 5' }));
    expect(photo().alt).toBe('Photo 5');
    expect(within(gallery).getByRole('button', { name: 'Show photo 5' }).getAttribute('aria-current')).toBe(
      'true',
    );

    const stage = within(gallery).getByRole('group', { name: 'Photo 5 of 7' });
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(photo().alt).toBe('Photo 6');
    fireEvent.keyDown(stage, { key: 'End' });
    expect(photo().alt).toBe('Photo 7');
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(photo().alt).toBe('Photo 1');

    fireEvent.pointerDown(stage, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 200, clientY: 110 });
    expect(photo().alt).toBe('Photo 2');
    fireEvent.pointerDown(stage, { clientX: 200, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 230, clientY: 100 }); // too short: no change
    expect(photo().alt).toBe('Photo 2');
  });

  it('saves the listing in the favourites shared with the cards', async () => {
    api();
    renderPage('/property/42');
    const save = await screen.findByRole('button', { name: 'Save this property' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    expect(save.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]')).toEqual([42]);
    act(() => {
      toggleFavourite(42); // A card elsewhere on the page removes it.
    });
    expect(save.getAttribute('aria-pressed')).toBe('false');
  });

  it('copies the link with a confirmation when the device cannot share', async () => {
    api();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderPage('/property/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Property link copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/property/42');
  });

  it('uses native share when the device has it', async () => {
    api();
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderPage('/property/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ url: 'http://localhost:3000/property/42' }),
      ),
    );
  });

  it('contacts the agent by call, email and WhatsApp naming the listing, and records views and contacts', async () => {
    api();
    renderPage('/property/42');
    const agent = await screen.findByRole('region', { name: 'Interested in this property?' });
    // The reference sits in the sentence, kept left to right (an isolate) in both languages.
    const reference = within(agent).getByText('ST-000042');
    expect(reference.tagName).toBe('BDI');
    expect(reference.parentElement?.textContent).toBe(
      'Our agents answer within 24 hours. Mention the reference ST-000042',
    );
    const whatsapp = within(agent).getByRole('link', { name: 'WhatsApp' });
    // The messages carry the listing's full address once the link is used (here: focused).
    fireEvent.focus(whatsapp);
    const text = new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toBe(
      "Hello! I'm interested in Townhouse in Al Raha Gardens (ref. ST-000042): http://localhost:3000/property/42",
    );
    expect(within(agent).getByRole('link', { name: /^Call/ }).getAttribute('href')).toMatch(/^tel:\+\d+$/);
    const email = within(agent).getByRole('link', { name: 'Email' });
    fireEvent.pointerDown(email);
    expect(email.getAttribute('href')).toMatch(/^mailto:.+subject=Enquiry/);
    expect(new URL(email.getAttribute('href') ?? '').searchParams.get('body')).toContain(
      'http://localhost:3000/property/42',
    );
    whatsapp.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(whatsapp);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'property_view', propertyId: 42 }),
      expect.objectContaining({ event: 'property_contact', propertyId: 42, method: 'whatsapp' }),
    ]);
  });

  it('shows the mortgage card of the calculators remote with the price, and a plain fallback when it is down', async () => {
    // The card loads when it comes near the viewport (it is below the details on a phone).
    const viewport = fakeIntersectionObserver();
    api();
    const load = vi.fn(async () => ({ default: FakeMortgageCard }));
    const { unmount } = renderPage('/property/42', load);
    await screen.findByRole('heading', { level: 1, name: 'Townhouse in Al Raha Gardens' });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    act(() => viewport.show());
    expect((await screen.findByRole('region', { name: 'Mortgage calculator' })).textContent).toBe(
      'price 2150000',
    );
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the error the boundary catches.
    fakeIntersectionObserver({ visible: true });
    renderPage('/property/42', async () => {
      throw new Error('remote down');
    });
    expect(
      await screen.findByText('Work out your monthly payment with our mortgage calculator.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the mortgage calculator' }).getAttribute('href')).toBe(
      '/#calculator',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Townhouse in Al Raha Gardens' })).toBeTruthy();
  });

  it('shows six other listings from the random related search', async () => {
    const fetchMock = api();
    renderPage('/property/42');
    const section = await screen.findByRole('region', { name: 'Other properties you may like' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(6));
    expect(within(section).getByRole('link', { name: 'Other home 1' }).getAttribute('href')).toBe(
      '/property/43',
    );
    const query = callsTo(fetchMock, '/api/properties/search')[0]?.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ random: 'true', exclude: '42', limit: '6' });
  });

  it("shows 'Property not found' with a link back to the properties", async () => {
    api();
    renderPage('/property/999');
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to properties' }).getAttribute('href')).toBe('/properties');
  });

  it('says a listing whose permit expired (410) is no longer advertised, with links to the homes on offer', async () => {
    api({
      '/api/properties/detail': new Response('{"error":"gone","message":"no longer advertised"}', {
        status: 410,
      }),
    });
    renderPage('/property/77');
    expect(await screen.findByRole('heading', { name: 'No longer advertised' })).toBeTruthy();
    expect(screen.getByText(/advertising permit has expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Homes for sale' }).getAttribute('href')).toBe(
      '/properties?listingType=sale',
    );
    expect(screen.getByRole('link', { name: 'Homes for rent' }).getAttribute('href')).toBe(
      '/properties?listingType=rent',
    );
  });

  it('does not ask the API about an id that is not a number', async () => {
    const fetchMock = api();
    renderPage('/property/abc');
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeTruthy();
    expect(callsTo(fetchMock, '/api/properties/detail')).toHaveLength(0);
  });

  it("says 'Failed to fetch property' with Try again when the API is down", async () => {
    api({ '/api/properties/detail': new Response('', { status: 503 }) });
    renderPage('/property/42');
    expect(await screen.findByRole('heading', { name: 'Failed to fetch property' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is in Arabic under /ar: Arabic title, description, features, prices and links', async () => {
    api();
    renderPage('/ar/property/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'تاون هاوس في حدائق الراحة' })).toBeTruthy();
    expect(screen.getByText('2,150,000 د.إ')).toBeTruthy();
    expect(screen.getByText('وحدة زاوية مع حديقة.')).toBeTruthy();
    const agent = screen.getByRole('region', { name: 'مهتم بهذا العقار؟' });
    expect(within(agent).getByText('ST-000042').parentElement?.textContent).toBe(
      'يرد وكلاؤنا خلال 24 ساعة. اذكر الرقم المرجعي ST-000042',
    );
    expect(screen.getByText('حديقة خاصة')).toBeTruthy();
    // The related listings below may have arrived too, with their own bedroom counts: read the key facts.
    const facts = screen.getByRole('list', { name: 'معلومات رئيسية' });
    expect(within(facts).getByText('3 غرف نوم')).toBeTruthy();
    expect(screen.getByText('موقفا سيارات')).toBeTruthy();
    expect(screen.getAllByText('حدائق الراحة، أبوظبي').length).toBeGreaterThan(0);
    const section = await screen.findByRole('region', { name: 'عقارات أخرى قد تعجبك' });
    await waitFor(() =>
      expect(within(section).getByRole('link', { name: 'منزل آخر 1' }).getAttribute('href')).toBe(
        '/ar/property/43',
      ),
    );
  });

  it('shows the Arabic not-found text with a link that stays in Arabic', async () => {
    api();
    renderPage('/ar/property/999');
    expect(await screen.findByRole('heading', { name: 'العقار غير موجود' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى العقارات' }).getAttribute('href')).toBe(
      '/ar/properties',
    );
  });

  describe('price history and time on the market', () => {
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day - 3_600_000).toISOString();
    const withHistory = makeProperty({
      price: 2_000_000,
      createdAt: at(40),
      priceHistory: [
        { oldPrice: 2_300_000, newPrice: 2_200_000, changedAt: at(25) },
        { oldPrice: 2_200_000, newPrice: 2_000_000, changedAt: at(5) },
      ],
      lastPriceChange: { oldPrice: 2_200_000, newPrice: 2_000_000, changedAt: at(5) },
    });

    it('lists every price with its date and change, says how long ago it was listed and that the price came down', async () => {
      api({ '/api/properties/detail': withHistory });
      renderPage('/property/42');
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByText('Listed 40 days ago')).toBeTruthy();
      expect(screen.getByText('Price reduced 9%')).toBeTruthy();
      expect(screen.getByText('AED 2,200,000', { selector: 's bdi' })).toBeTruthy();
      const history = screen.getByRole('region', { name: 'Price history' });
      const rows = within(
        within(history).getByRole('list', { name: 'Price changes, newest first' }),
      ).getAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringMatching(/AED.2,000,000.*−9.1%/),
        expect.stringMatching(/AED.2,200,000.*−4.3%/),
        expect.stringMatching(/^Listed .*AED.2,300,000$/),
      ]);
    });

    it('has no price history section for a listing whose price never changed, and says "Listed today"', async () => {
      api({ '/api/properties/detail': makeProperty({ createdAt: at(0), priceHistory: [] }) });
      renderPage('/property/42');
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByText('Listed today')).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Price history' })).toBeNull();
      expect(screen.queryByText(/Price reduced/)).toBeNull();
    });

    it('says it in Arabic with the right plural forms', async () => {
      for (const [days, text] of [
        [1, 'أُدرج منذ يوم واحد'],
        [2, 'أُدرج منذ يومين'],
        [5, 'أُدرج منذ 5 أيام'],
        [40, 'أُدرج منذ 40 يومًا'],
        [101, 'أُدرج منذ 101 يوم'],
      ] as const) {
        api({ '/api/properties/detail': { ...withHistory, createdAt: at(days) } });
        const view = renderPage('/ar/property/42');
        await screen.findByRole('heading', { level: 1 });
        expect(screen.getByText(text)).toBeTruthy();
        view.unmount();
        vi.unstubAllGlobals();
      }
      api({ '/api/properties/detail': withHistory });
      renderPage('/ar/property/42');
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByText('انخفض السعر 9٪')).toBeTruthy();
      expect(screen.getByRole('region', { name: 'سجل الأسعار' })).toBeTruthy();
    });
  });

  it('says plainly that a sold home is no longer available, with a way to available ones', async () => {
    api({ '/api/properties/detail': makeProperty({ status: 'sold' }) });
    renderPage('/property/42');
    const notice = await screen.findByRole('region', { name: 'This home has been sold' });
    expect(
      within(notice).getByRole('link', { name: 'See homes that are available' }).getAttribute('href'),
    ).toBe('/properties?listingType=sale');
  });

  it('says a rented home is rented, in Arabic', async () => {
    api({ '/api/properties/detail': makeProperty({ status: 'rented', listingType: 'rent' }) });
    renderPage('/ar/property/42');
    const notice = await screen.findByRole('region', { name: 'تم تأجير هذا العقار' });
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/ar/properties?listingType=rent');
  });

  it('adds the listing to the comparison, then links to the homes side by side with another chosen', async () => {
    api();
    localStorage.setItem('manzil:compare', JSON.stringify([12]));
    renderPage('/property/42');
    const compare = await screen.findByRole('button', { name: 'Compare this property with others' });
    expect(compare.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('link', { name: /side by side/ })).toBeNull();
    fireEvent.click(compare);
    expect(compare.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('manzil:compare') ?? '[]')).toEqual([12, 42]);
    expect(screen.getByRole('link', { name: 'Compare 2 homes side by side' }).getAttribute('href')).toBe(
      '/compare?ids=12,42',
    );
  });

  it("shows the listing's advertising permit with its QR code and check link, and the broker licence", async () => {
    api();
    renderPage('/property/42');
    const permit = await screen.findByRole('region', { name: 'Advertising permit' });
    expect(within(permit).getByText('7113456789')).toBeTruthy();
    const qr = within(permit).getByRole('img', {
      name: 'QR code to check permit 7113456789 with the regulator',
    });
    expect(qr.getAttribute('src')).toBe('/api/properties/permit-qr?id=42&format=png');
    expect(
      within(permit).getByRole('link', { name: 'Check this permit with ADREC' }).getAttribute('href'),
    ).toMatch(/^https:\/\/.*permit=7113456789$/);
    expect(within(permit).getByText(/Broker licence \d+/)).toBeTruthy();
  });

  it('says a permit is awaited, in Arabic, for a listing without one', async () => {
    api({ '/api/properties/detail': makeProperty({ permitNumber: null }) });
    renderPage('/ar/property/42');
    const permit = await screen.findByRole('region', { name: 'تصريح الإعلان' });
    expect(within(permit).getByText('بانتظار الإصدار')).toBeTruthy();
    expect(within(permit).queryByRole('img')).toBeNull();
    expect(within(permit).getByText(/رخصة وساطة رقم/)).toBeTruthy();
  });
});
