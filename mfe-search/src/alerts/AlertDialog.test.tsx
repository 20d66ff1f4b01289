import { summaryParts } from '@manzil/ui/alert-summary';
import { jsonResponse, mockApi, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areas, emirates, propertyTypes } from '../test/fixtures.ts';
import { AlertButton } from './AlertButton.tsx';
import { alertSearchOf } from './alert-search.ts';

afterEach(() => vi.unstubAllGlobals());

const catalog = {
  '/api/properties/emirates': emirates,
  '/api/properties/areas': areas,
  '/api/properties/property-types': propertyTypes,
};

const ROUTE =
  '/properties?listingType=rent&areas=yas-island&propertyType=villa&minPrice=1000000&maxPrice=2000000' +
  '&bedrooms=3&page=3&sortBy=price_asc&view=grid&limit=24&bbox=54.3,24.4,54.6,24.6';

type Answer = Response | (() => Response | Promise<Response>);

/** The catalog lists, and `POST /api/alerts` answering each of `answers` in turn (the last one again after). */
function server(...answers: Answer[]) {
  const bodies: unknown[] = [];
  let call = 0;
  const fetchMock = mockApi(catalog);
  const catalogAnswer = fetchMock.getMockImplementation() as (input: RequestInfo | URL) => Promise<Response>;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).startsWith('/api/alerts')) return catalogAnswer(input);
    bodies.push(JSON.parse(String(init?.body)));
    const answer = answers[Math.min(call, answers.length - 1)] as Answer;
    call += 1;
    return typeof answer === 'function' ? answer() : answer;
  });
  return bodies;
}

const accepted = () =>
  jsonResponse({ status: 'confirmation_sent', message: 'Check your inbox to confirm.' }, 202);

async function openDialog(name = 'Alert me') {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

function typeEmail(dialog: HTMLElement, label: string | RegExp, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

describe('alertSearchOf', () => {
  it('keeps the filters of the URL as the search endpoint takes them, without paging, order or view', () => {
    expect(alertSearchOf(new URLSearchParams(ROUTE.split('?')[1]))).toEqual({
      areas: 'yas-island',
      propertyType: 'villa',
      listingType: 'rent',
      minPrice: 1_000_000,
      maxPrice: 2_000_000,
      bedrooms: '3',
      bbox: '54.3,24.4,54.6,24.6',
    });
    expect(
      alertSearchOf(new URLSearchParams('emirates=1&areaId=12&featured=true&bbox=900,1,2,3&minArea=abc')),
    ).toEqual({ emirateId: 1, areaId: 12, listingType: 'sale', featured: true });
  });

  it('writes out a narrow price range the short form would show as one figure', () => {
    const search = { listingType: 'sale' as const, minPrice: 6_661_000, maxPrice: 6_661_999 };
    const t = (key: string, options?: Record<string, unknown>) =>
      key === 'summary.between' ? `${options?.min} – ${options?.max}` : key;
    expect(summaryParts(search, 'en', {}, t)[1]).toBe('AED\u00a06,661,000 – AED\u00a06,661,999');
    expect(summaryParts({ ...search, maxPrice: 7_000_000 }, 'en', {}, t)[1]).toBe(
      'AED\u00a06.7M – AED\u00a07.0M',
    );
  });
});

describe('the Alert me dialog', () => {
  it('is loaded when pressed, sums up the search and sends it with the address and the language', async () => {
    const bodies = server(accepted);
    renderWithProviders(<AlertButton />, { route: ROUTE });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Alert me about this search' })).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByTestId('alert-summary').textContent).toBe(
        'For rent · Yas Island · Villa · Bedrooms: 3 · AED\u00a01.0M – AED\u00a02.0M · In the map area',
      ),
    );
    typeEmail(dialog, 'Your e-mail address', ' sara@example.com ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    const done = await within(dialog).findByTestId('alert-success');
    expect(done.getAttribute('role')).toBe('status');
    expect(done.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain(
      'Check your inbox: we sent a link to confirm to sara@example.com.',
    );
    expect(bodies).toEqual([
      {
        email: 'sara@example.com',
        language: 'en',
        search: {
          areas: 'yas-island',
          propertyType: 'villa',
          listingType: 'rent',
          minPrice: 1_000_000,
          maxPrice: 2_000_000,
          bedrooms: '3',
          bbox: '54.3,24.4,54.6,24.6',
        },
      },
    ]);
  });

  it('shows progress while sending', async () => {
    let release: (response: Response) => void = () => {};
    server(() => new Promise<Response>((resolve) => (release = resolve)));
    renderWithProviders(<AlertButton />, { route: '/properties' });
    const dialog = await openDialog();
    typeEmail(dialog, 'Your e-mail address', 'sara@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    const sending = await within(dialog).findByRole('button', { name: 'Sending…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByTestId('alert-form').getAttribute('aria-busy')).toBe('true');
    release(accepted());
    await within(dialog).findByTestId('alert-success');
  });

  it("checks the address before sending, and marks the field the server's 400 names under it", async () => {
    const bodies = server(
      jsonResponse(
        {
          error: 'validation',
          message: 'Invalid request',
          details: [{ field: 'email', message: 'must be a valid e-mail address' }],
        },
        400,
      ),
      jsonResponse(
        {
          error: 'validation',
          message: 'Too many saved searches',
          details: [{ field: 'email', message: 'An address may keep at most 10 saved searches.' }],
        },
        400,
      ),
    );
    renderWithProviders(<AlertButton />, { route: '/properties' });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    const input = within(dialog).getByLabelText('Your e-mail address');
    expect(within(dialog).getByText('Enter your e-mail address.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toHaveLength(0);

    typeEmail(dialog, 'Your e-mail address', 'sara@example.com');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    const error = await within(dialog).findByText('Enter a valid e-mail address, like name@example.com.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect((input as HTMLInputElement).value).toBe('sara@example.com');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await within(dialog).findByText(/already keeps 10 saved searches, the most it can/)).toBeTruthy();
    expect(bodies).toHaveLength(2);
  });

  it('says how long to wait on a 429 and retries with nothing typed lost; a lost connection too', async () => {
    const bodies = server(
      new Response('{"error":"too_many_requests"}', { status: 429, headers: { 'retry-after': '120' } }),
      () => Promise.reject(new TypeError('Failed to fetch')),
      accepted,
    );
    renderWithProviders(<AlertButton />, { route: '/properties?listingType=sale&bedrooms=2' });
    const dialog = await openDialog();
    typeEmail(dialog, 'Your e-mail address', 'sara@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    const limited = await within(dialog).findByRole('alert');
    expect(limited.textContent).toContain('Please try again in 2 minutes.');
    expect((within(dialog).getByLabelText('Your e-mail address') as HTMLInputElement).value).toBe(
      'sara@example.com',
    );

    fireEvent.click(within(limited).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain('check your connection and try again'),
    );
    fireEvent.click(within(within(dialog).getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByTestId('alert-success');
    expect(bodies).toHaveLength(3);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('says which filter of the search the server refused, above the address', async () => {
    server(
      jsonResponse(
        {
          error: 'validation',
          message: 'Field "search.maxPrice" must be at least search.minPrice.',
          details: [
            { location: 'body', field: 'search.maxPrice', message: 'must be at least search.minPrice' },
          ],
        },
        400,
      ),
    );
    renderWithProviders(<AlertButton />, { route: '/properties?minPrice=9&maxPrice=1' });
    const dialog = await openDialog();
    typeEmail(dialog, 'Your e-mail address', 'sara@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This search cannot be saved: check the price range (the lowest must not be above the highest).',
    );
    expect(within(dialog).getByLabelText('Your e-mail address').getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the address when closed and opened again', async () => {
    server(accepted);
    renderWithProviders(<AlertButton />, { route: '/properties' });
    let dialog = await openDialog();
    typeEmail(dialog, 'Your e-mail address', 'sara@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog();
    expect((within(dialog).getByLabelText('Your e-mail address') as HTMLInputElement).value).toBe(
      'sara@example.com',
    );
  });

  it('speaks Arabic on /ar and writes the alert in Arabic', async () => {
    const bodies = server(accepted);
    renderWithProviders(<AlertButton />, { route: '/ar/properties?listingType=sale&areaId=12&bedrooms=0' });
    const dialog = await openDialog('نبّهني');
    expect(within(dialog).getByRole('heading', { name: 'نبّهني بهذا البحث' })).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByTestId('alert-summary').textContent).toBe('للبيع · جزيرة ياس · استوديو'),
    );
    typeEmail(dialog, 'بريدك الإلكتروني', 'sara@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'أنشئ التنبيه' }));
    expect((await within(dialog).findByTestId('alert-success')).textContent).toContain('تحقّق من بريدك');
    expect(bodies).toEqual([
      {
        email: 'sara@example.com',
        language: 'ar',
        search: { areaId: 12, listingType: 'sale', bedrooms: '0' },
      },
    ]);
  });
});
