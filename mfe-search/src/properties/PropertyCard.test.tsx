import { FAVOURITES_STORAGE_KEY } from '@manzil/api-client';
import { mockApi, renderWithProviders } from '@manzil/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProperty } from '../test/fixtures.ts';
import { PropertyCard } from './PropertyCard.tsx';

beforeEach(() => {
  mockApi({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.dataLayer = undefined;
});

describe('PropertyCard', () => {
  it('shows price, place, type, rooms, size, permit and the TruCheck and TruBroker badges', () => {
    renderWithProviders(<PropertyCard property={makeProperty()} />);
    const card = screen.getByRole('article', { name: 'Sea-view villa on Saadiyat' });
    for (const text of [
      'AED 4.3M',
      'Saadiyat Island, Abu Dhabi',
      'Villa',
      '5 beds',
      '6 baths',
      '6,200 sq ft',
      'TruCheck',
      'TruBroker',
    ]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    const permit = within(card).getByText('7113456789');
    expect(permit.tagName).toBe('BDI');
    expect(permit.getAttribute('dir')).toBe('ltr');
    expect(permit.parentElement?.textContent).toBe('Permit 7113456789');
  });

  it('shows a studio, one bath, a yearly rent and square metres', () => {
    renderWithProviders(
      <PropertyCard
        property={makeProperty({
          bedrooms: 0,
          bathrooms: 1,
          price: 85_000,
          priceType: 'yearly',
          area: 45,
          areaUnit: 'sqm',
          truCheck: false,
        })}
      />,
    );
    expect(screen.getByText('Studio')).toBeTruthy();
    expect(screen.getByText('1 bath')).toBeTruthy();
    expect(screen.getByText('AED 85K')).toBeTruthy();
    expect(screen.getByText('/year')).toBeTruthy();
    expect(screen.getByText('45 m²')).toBeTruthy();
    expect(screen.queryByText('TruCheck')).toBeNull();
  });

  it('steps through the photos with the arrows and shows the counter, lazily loading responsive images', () => {
    renderWithProviders(<PropertyCard property={makeProperty()} />);
    const image = () => screen.getByRole('img', { name: /^Photo \d$/ }) as HTMLImageElement;
    expect(image().alt).toBe('Photo 1');
    expect(image().getAttribute('loading')).toBe('lazy');
    expect(image().getAttribute('srcset')).toContain('800w');
    expect(image().getAttribute('width')).toBe('1600');
    expect(screen.getByText('Photo 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(image().alt).toBe('Photo 2');
    expect(screen.getByText('Photo 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('Photo 3 of 3')).toBeTruthy();
  });

  it('keeps the favourite in local storage', () => {
    renderWithProviders(<PropertyCard property={makeProperty({ id: 7 })} />);
    const heart = screen.getByRole('button', { name: 'Save Sea-view villa on Saadiyat' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]')).toEqual([7]);
  });

  it('contacts the agency by email, phone and WhatsApp naming the listing, and records the contact', () => {
    renderWithProviders(<PropertyCard property={makeProperty()} />);
    const whatsapp = screen.getByRole('link', {
      name: 'WhatsApp the agent about Sea-view villa on Saadiyat',
    });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.hostname).toBe('wa.me');
    expect(href.searchParams.get('text')).toContain(
      "I'm interested in Sea-view villa on Saadiyat (ref. ST-000007)",
    );
    expect(href.searchParams.get('text')).toContain('/property/7');
    expect(
      screen
        .getByRole('link', { name: 'Call the agent about Sea-view villa on Saadiyat' })
        .getAttribute('href'),
    ).toMatch(/^tel:\+?\d+$/);
    const email = screen.getByRole('link', { name: 'Email the agent about Sea-view villa on Saadiyat' });
    expect(email.getAttribute('href')).toMatch(/^mailto:.+\?subject=Enquiry/);
    whatsapp.addEventListener('click', (event) => event.preventDefault()); // no navigation in the test
    fireEvent.click(whatsapp);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'property_contact', method: 'whatsapp', propertyId: 7 }),
    ]);
  });

  it('is in Arabic with Arabic names, prices and counts', () => {
    renderWithProviders(<PropertyCard property={makeProperty({ bedrooms: 3, bathrooms: 2 })} />, {
      route: '/ar/properties',
    });
    expect(screen.getByRole('link', { name: 'فيلا بإطلالة بحرية في السعديات' }).getAttribute('href')).toBe(
      '/ar/property/7',
    );
    expect(screen.getByText('4.3 مليون د.إ')).toBeTruthy();
    expect(screen.getByText('3 غرف نوم')).toBeTruthy();
    expect(screen.getByText('حمامان')).toBeTruthy();
    expect(screen.getByText('6,200 قدم²')).toBeTruthy();
    expect(screen.getByText('7113456789').parentElement?.textContent).toBe('التصريح 7113456789');
    expect(screen.getByRole('img', { name: 'صورة 1' })).toBeTruthy();
  });

  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

  it('says "Price reduced" with the percentage after a recent cut, and nothing for a rise or an old cut', () => {
    const { unmount } = renderWithProviders(
      <PropertyCard
        property={makeProperty({
          lastPriceChange: { oldPrice: 4_600_000, newPrice: 4_250_000, changedAt: daysAgo(4) },
        })}
      />,
    );
    const badge = screen.getByText('Price reduced 8%');
    expect(badge.getAttribute('title')).toBe('Was AED\u00a04.6M');
    unmount();
    for (const lastPriceChange of [
      { oldPrice: 4_000_000, newPrice: 4_250_000, changedAt: daysAgo(4) },
      { oldPrice: 4_600_000, newPrice: 4_250_000, changedAt: daysAgo(45) },
      null,
    ]) {
      const view = renderWithProviders(<PropertyCard property={makeProperty({ lastPriceChange })} />);
      expect(screen.queryByText(/Price reduced/)).toBeNull();
      view.unmount();
    }
  });

  it('says "Price reduced" in Arabic', () => {
    renderWithProviders(
      <PropertyCard
        property={makeProperty({
          lastPriceChange: { oldPrice: 4_600_000, newPrice: 4_250_000, changedAt: daysAgo(4) },
        })}
      />,
      { route: '/ar/properties' },
    );
    expect(screen.getByText('انخفض السعر 8٪')).toBeTruthy();
  });

  it('marks a sold or rented listing as such, without a price-cut badge', () => {
    renderWithProviders(
      <PropertyCard
        property={makeProperty({
          status: 'sold',
          lastPriceChange: { oldPrice: 4_600_000, newPrice: 4_250_000, changedAt: daysAgo(4) },
        })}
      />,
    );
    expect(screen.getByText('Sold')).toBeTruthy();
    expect(screen.queryByText(/Price reduced/)).toBeNull();
  });

  it('leaves out the contact buttons in its compact form (the featured row)', () => {
    renderWithProviders(<PropertyCard property={makeProperty()} view="grid" compact />);
    expect(screen.getByRole('link', { name: 'Sea-view villa on Saadiyat' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /WhatsApp the agent/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Sea-view villa on Saadiyat' })).toBeTruthy();
  });
});
