/** The listing pieces' own texts (namespace `listing`): facts, price periods, badges, in English. */
const listing = {
  beds_one: '{{count}} bed',
  beds_other: '{{count}} beds',
  bedrooms_one: '{{count}} bedroom',
  bedrooms_other: '{{count}} bedrooms',
  studio: 'Studio',
  baths_one: '{{count}} bath',
  baths_other: '{{count}} baths',
  bathrooms_one: '{{count}} bathroom',
  bathrooms_other: '{{count}} bathrooms',
  parking_one: '{{count}} parking space',
  parking_other: '{{count}} parking spaces',
  sqft: 'sq ft',
  sqm: 'm²',
  perMonth: '/month',
  perYear: '/year',
  perSqft: '/sq ft',
  truCheck: 'TruCheck',
  truCheckHint: 'Listing checked by the agency',
  truBroker: 'TruBroker',
  truBrokerHint: 'Licensed, responsive broker',
  reduced: 'Price reduced {{percent}}%',
  reducedHint: 'Was {{price}}',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  photoOf: 'Photo {{current}} of {{total}}',
  status: {
    ready: 'Ready',
    under_construction: 'Under Construction',
    sold: 'Sold',
    rented: 'Rented',
    available: 'Available',
  },
};

export default listing;

/** Arabic has the same keys, plus plural forms English does not use (`_zero`, `_two`, `_few`, `_many`). */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> } & {
  [plural: string]: unknown;
};
export type ListingResources = Texts<typeof listing>;
