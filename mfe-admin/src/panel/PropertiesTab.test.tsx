import { abuDhabiToday, type Property } from '@manzil/contracts';
import { useToastStore } from '@manzil/ui';
import { jsonResponse, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, TOKEN_KEY } from '../auth/session.ts';
import AdminApp from '../exposed/AdminApp.tsx';

const DAY = 86_400_000;
const inDays = (days: number) => abuDhabiToday(Date.now() + days * DAY);

function listing(id: number, titleEn: string, fields: Partial<Property>): Property {
  return {
    id,
    reference: `ST-${String(id).padStart(6, '0')}`,
    referenceNo: null,
    permitNumber: '20261234567',
    permitExpiresOn: inDays(200),
    published: true,
    titleEn,
    titleAr: `عقار ${id}`,
    descriptionEn: '',
    descriptionAr: '',
    price: 1_500_000,
    priceType: 'total',
    area: 1200,
    areaUnit: 'sqft',
    size: null,
    bedrooms: 2,
    bathrooms: 2,
    parkingSpaces: 1,
    propertyTypeId: 1,
    areaId: 1,
    emirateId: 1,
    listingType: 'sale',
    status: 'ready',
    features: [],
    images: [],
    coordinates: { lat: 24.45, lng: 54.38 },
    isFeatured: false,
    truCheck: false,
    truBroker: false,
    areaName: 'Al Reem Island',
    areaNameAr: 'جزيرة الريم',
    areaSlug: 'al-reem-island',
    emirateName: 'Abu Dhabi',
    emirateNameAr: 'أبوظبي',
    propertyTypeName: 'Apartment',
    propertyTypeNameAr: 'شقة',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    priceHistory: [],
    lastPriceChange: null,
    ...fields,
  };
}

const listings = [
  listing(1, 'Marina apartment', { permitExpiresOn: inDays(5) }),
  listing(2, 'Canal villa', { permitExpiresOn: '2026-01-31' }),
  listing(3, 'Garden townhouse', { published: false, permitNumber: null, permitExpiresOn: null }),
  listing(4, 'Sea view penthouse', {}),
];

const area = {
  id: 1,
  nameEn: 'Al Reem Island',
  nameAr: 'جزيرة الريم',
  slug: 'al-reem-island',
  emirateId: 1,
  enabled: true,
  center: null,
  radiusM: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  emirate: { id: 1, nameEn: 'Abu Dhabi', nameAr: 'أبوظبي', slug: 'abu-dhabi' },
};
const type = {
  id: 1,
  nameEn: 'Apartment',
  nameAr: 'شقة',
  slug: 'apartment',
  category: 'residential',
  enabled: true,
};

/** The admin API: the listings above, one area and type, and `onCreate` for a POST of a listing. */
function server(onCreate: (body: unknown) => Response = () => jsonResponse({}, 201)) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url === '/api/admin/auth/verify') {
        return jsonResponse({
          valid: true,
          username: 'sara',
          expiresAt: '2030-01-01T00:00:00Z',
          idleTimeoutSeconds: 1800,
        });
      }
      if (url === '/api/admin/properties' && init.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posted.push(body);
        return onCreate(body);
      }
      if (url.startsWith('/api/admin/properties?')) return jsonResponse(listings);
      if (url === '/api/admin/areas-with-emirates') return jsonResponse([area]);
      if (url === '/api/admin/property-types') return jsonResponse([type]);
      return jsonResponse([]);
    }),
  );
  return posted;
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.sessionStorage.setItem(TOKEN_KEY, 'good.token');
  resetSession();
  useToastStore.getState().dismiss();
});
afterEach(() => vi.unstubAllGlobals());

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr') as HTMLElement;

describe('listing permits in the admin', { timeout: 20_000 }, () => {
  it('flags, in words, permits expiring within 14 days, expired ones and drafts', async () => {
    server();
    renderWithProviders(<AdminApp />, { route: '/admin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Properties' }));
    expect((await rowOf('Marina apartment')).textContent).toContain('Permit expires in 5 days');
    expect((await rowOf('Canal villa')).textContent).toContain('Permit expired on 31 Jan 2026');
    expect((await rowOf('Garden townhouse')).textContent).toContain('Draft');
    expect((await rowOf('Sea view penthouse')).textContent).not.toMatch(/Permit|Draft/);
  });

  it('says the same in Arabic, with the Arabic plural', async () => {
    server();
    renderWithProviders(<AdminApp />, { route: '/ar/admin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'العقارات' }));
    expect((await rowOf('عقار 1')).textContent).toContain('ينتهي التصريح خلال 5 أيام');
    expect((await rowOf('عقار 2')).textContent).toContain('انتهى التصريح في');
    expect((await rowOf('عقار 3')).textContent).toContain('مسودة');
  });

  it('refuses to publish without a permit in the regulator format, and saves a draft without one', async () => {
    const posted = server();
    renderWithProviders(<AdminApp />, { route: '/admin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Properties' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add property' });
    fireEvent.change(within(dialog).getByLabelText('Title (English)'), { target: { value: 'New flat' } });
    fireEvent.change(within(dialog).getByLabelText('Title (Arabic)'), { target: { value: 'شقة جديدة' } });
    fireEvent.change(within(dialog).getByLabelText('Price (AED)'), { target: { value: '900000' } });
    await within(dialog).findByRole('option', { name: 'Apartment' });
    await within(dialog).findByRole('option', { name: 'Al Reem Island' });
    fireEvent.change(within(dialog).getByLabelText('Property type'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Area'), { target: { value: '1' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const permit = within(dialog).getByLabelText('Permit number');
    expect(permit.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog).getByText(/cannot be published without its advertising permit number/),
    ).toBeTruthy();

    fireEvent.change(permit, { target: { value: 'P-77' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      within(dialog).getByText(/11 digits, the year of issue then 7 digits \(e\.g\. 20261234567\)/),
    ).toBeTruthy();
    expect(posted).toEqual([]);

    // A draft may wait for its permit.
    fireEvent.change(permit, { target: { value: '' } });
    fireEvent.click(within(dialog).getByLabelText('Published (shown on the website)'));
    fireEvent.change(within(dialog).getByLabelText('Permit expiry date'), {
      target: { value: '2027-03-31' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ published: false, permitNumber: null, permitExpiresOn: '2027-03-31' });
  });

  it("shows the server's refusal of a permit in Arabic", async () => {
    const posted = server(() =>
      jsonResponse(
        {
          error: 'validation',
          message: 'A listing cannot be published without its ADREC (Madhmoun) advertising permit number.',
          details: [{ location: 'body', field: 'permitNumber', message: 'A listing cannot be published...' }],
        },
        400,
      ),
    );
    renderWithProviders(<AdminApp />, { route: '/ar/admin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'العقارات' }));
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة عقار' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عقار' });
    fireEvent.change(within(dialog).getByLabelText('العنوان (بالإنجليزية)'), {
      target: { value: 'New flat' },
    });
    fireEvent.change(within(dialog).getByLabelText('العنوان (بالعربية)'), { target: { value: 'شقة جديدة' } });
    fireEvent.change(within(dialog).getByLabelText('السعر (درهم)'), { target: { value: '900000' } });
    await within(dialog).findByRole('option', { name: 'شقة' });
    await within(dialog).findByRole('option', { name: 'جزيرة الريم' });
    fireEvent.change(within(dialog).getByLabelText('نوع العقار'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('المنطقة'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء' }));
    expect(within(dialog).getByText(/لا يمكن نشر العقار دون رقم تصريح الإعلان/)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('رقم التصريح'), { target: { value: '20261234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إنشاء' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    // The server's English words are not shown: the field says it in the page's language.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('رقم التصريح').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(dialog).getByText(/أدخل رقم تصريح مضمون/)).toBeTruthy();
    expect(within(dialog).queryByText(/cannot be published/)).toBeNull();
  });
});
