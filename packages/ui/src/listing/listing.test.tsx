import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing.tsx';
import { ListingBadges } from './ListingBadges.tsx';
import { ListingCardFrame } from './ListingCardFrame.ts';
import { ListingFacts, useListingFacts } from './ListingFacts.tsx';
import { ListingImage } from './ListingImage.tsx';
import { ListingPhotoSteps } from './ListingPhotoSteps.tsx';
import { ListingPrice } from './ListingPrice.tsx';
import { listingPlace, listingTitle } from './names.ts';

const photo = {
  id: 1,
  url: '/media/p/1.jpg',
  thumbUrl: '/media/p/1-320.jpg',
  width: 1600,
  height: 1200,
  srcset: '/media/p/1-320.jpg 320w, /media/p/1-800.jpg 800w',
  webpSrcset: '/media/p/1-320.webp 320w, /media/p/1-800.webp 800w',
};
/** The facts as one line of text, as the assistant's cards show them. */
function FactLine() {
  const facts = useListingFacts({ bedrooms: 2, bathrooms: 3, area: 150, areaUnit: 'sqm' });
  return <p>{facts.map((fact) => fact.text).join(' | ')}</p>;
}

const recently = new Date(Date.now() - 2 * 86_400_000).toISOString();

describe('ListingImage', () => {
  it('shows the photo with its alt text, srcsets and reserved size, lazily unless eager', () => {
    const { container } = renderWithProviders(
      <ListingImage image={photo} alt="Villa on Saadiyat" sizes="100vw" />,
    );
    const img = screen.getByRole('img', { name: 'Villa on Saadiyat' });
    expect(img.getAttribute('src')).toBe('/media/p/1.jpg');
    expect(img.getAttribute('srcset')).toBe(photo.srcset);
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(container.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toBe(
      photo.webpSrcset,
    );
  });

  it('loads the first photo at once and can start from the small variant', () => {
    renderWithProviders(<ListingImage image={photo} alt="Front" eager thumb />);
    const img = screen.getByRole('img', { name: 'Front' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('src')).toBe('/media/p/1-320.jpg');
  });

  it('without a photo shows a named placeholder, or a decorative one without a name', () => {
    const { container } = renderWithProviders(
      <>
        <ListingImage image={undefined} alt="" placeholderLabel="No photo yet" />
        <ListingImage image={null} alt="" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'No photo yet' })).toBeTruthy();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('uses the given size for a photo that does not state one', () => {
    renderWithProviders(
      <ListingImage image={{ url: '/a.jpg' }} alt="A" fallbackWidth={84} fallbackHeight={72} />,
    );
    const img = screen.getByRole('img', { name: 'A' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['84', '72']);
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});

describe('ListingPrice', () => {
  it('abbreviates for cards and writes the period of a rent, per language', () => {
    renderWithProviders(<ListingPrice price={95_000} priceType="yearly" />);
    expect(screen.getByText('AED 95K')).toBeTruthy();
    expect(screen.getByText('/year')).toBeTruthy();
  });

  it('writes the whole price in full format, with no period for a sale', () => {
    const { container } = renderWithProviders(
      <ListingPrice price={2_150_000} priceType="total" format="full" />,
    );
    expect(container.querySelector('p')?.textContent).toBe('AED\u00a02,150,000');
  });

  it('writes Arabic prices and periods on Arabic pages', () => {
    const { container } = renderWithProviders(<ListingPrice price={9_500} priceType="monthly" />, {
      route: '/ar',
    });
    expect(container.querySelector('small')?.textContent).toBe(' /شهريًا');
    expect(container.querySelector('bdi')?.textContent).not.toContain('AED');
  });
});

describe('ListingFacts', () => {
  it('lists bedrooms, bathrooms and the area with its unit', () => {
    renderWithProviders(<ListingFacts bedrooms={3} bathrooms={1} area={2900} areaUnit="sqft" />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['3 beds', '1 bath', '2,900 sq ft']);
  });

  it('says Studio for no bedrooms, long words and parking on the listing page, m² for square metres', () => {
    renderWithProviders(
      <ListingFacts
        variant="panel"
        words="long"
        bedrooms={0}
        bathrooms={2}
        area={120}
        areaUnit="sqm"
        parkingSpaces={1}
        aria-label="Key facts"
      />,
    );
    const list = screen.getByRole('list', { name: 'Key facts' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Studio', '2 bathrooms', '120 m²', '1 parking space']);
  });

  it('shows the place and type first, and leaves out what is unknown', () => {
    renderWithProviders(
      <ListingFacts place="Yas Island, Abu Dhabi" propertyType="Villa" bedrooms={null} bathrooms={null} />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Yas Island, Abu Dhabi',
      'Villa',
    ]);
  });

  it('uses Arabic plural forms and units on Arabic pages', () => {
    renderWithProviders(<FactLine />, { route: '/ar' });
    expect(screen.getByText(/غرفتا نوم/).textContent).toBe('غرفتا نوم | 3 حمامات | 150 م²');
  });
});

describe('ListingBadges', () => {
  const listing = {
    status: 'ready',
    listingType: 'sale',
    truCheck: true,
    truBroker: true,
    lastPriceChange: { oldPrice: 2_000_000, newPrice: 1_800_000, changedAt: recently },
  } as const;

  it('over a photo: price reduced with the old price as its hint, TruCheck and TruBroker', () => {
    renderWithProviders(<ListingBadges listing={listing} />);
    expect(screen.getByText('Price reduced 10%').getAttribute('title')).toBe('Was AED\u00a02.0M');
    expect(screen.getByText('TruCheck').getAttribute('title')).toBe('Listing checked by the agency');
    expect(screen.getByText('TruBroker')).toBeTruthy();
    expect(screen.queryByText('For Sale')).toBeNull();
  });

  it('says Sold instead of a price reduction once the home is sold', () => {
    renderWithProviders(<ListingBadges listing={{ ...listing, status: 'sold', truBroker: false }} />);
    expect(screen.getByText('Sold')).toBeTruthy();
    expect(screen.queryByText(/Price reduced/)).toBeNull();
    expect(screen.queryByText('TruBroker')).toBeNull();
  });

  it('on the listing page also names the listing type and status, in Arabic on Arabic pages', () => {
    renderWithProviders(
      <ListingBadges
        variant="inline"
        listing={{ ...listing, listingType: 'rent', status: 'under_construction' }}
      />,
      { route: '/ar' },
    );
    expect(screen.getByText('للإيجار')).toBeTruthy();
    expect(screen.getByText('قيد الإنشاء')).toBeTruthy();
    expect(screen.getByText('انخفض السعر 10٪')).toBeTruthy();
  });
});

describe('ListingCardFrame', () => {
  it('is an article named by its title link', () => {
    renderWithProviders(
      <ListingCardFrame aria-labelledby="t">
        <h3 id="t">
          <a href="/property/7">Villa</a>
        </h3>
      </ListingCardFrame>,
    );
    expect(screen.getByRole('article', { name: 'Villa' })).toBeTruthy();
  });
});

describe('ListingPhotoSteps', () => {
  it('steps through the photos and says which one shows', () => {
    const onStep = vi.fn();
    renderWithProviders(<ListingPhotoSteps index={1} count={7} onStep={onStep} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(onStep.mock.calls).toEqual([[1], [-1]]);
    expect(screen.getByText('2/7')).toBeTruthy();
    expect(screen.getByText('Photo 2 of 7')).toBeTruthy();
  });

  it('has no buttons for a single photo, and nothing without photos', () => {
    const { rerender } = renderWithProviders(<ListingPhotoSteps index={0} count={1} onStep={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Photo 1 of 1')).toBeTruthy();
    rerender(<ListingPhotoSteps index={0} count={0} onStep={() => {}} />);
    expect(screen.queryByText(/Photo/)).toBeNull();
  });
});

describe('listingTitle and listingPlace', () => {
  const listing = {
    titleEn: 'Villa',
    titleAr: '',
    areaName: 'Yas Island',
    areaNameAr: 'جزيرة ياس',
    emirateName: 'Abu Dhabi',
    emirateNameAr: 'أبوظبي',
  };

  it('name the listing and its place in the language, the English title where there is no Arabic one', () => {
    expect(listingTitle(listing, 'ar')).toBe('Villa');
    expect(listingPlace(listing, 'en')).toBe('Yas Island, Abu Dhabi');
    expect(listingPlace(listing, 'ar')).toBe('جزيرة ياس، أبوظبي');
    expect(listingPlace({ ...listing, areaName: null }, 'en')).toBe('Abu Dhabi');
  });
});
