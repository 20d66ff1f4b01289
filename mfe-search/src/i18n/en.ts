const search = {
  hero: {
    label: 'Property search',
    listingType: 'I want to',
    sale: 'Buy',
    rent: 'Rent',
    location: 'Location',
    locationPlaceholder: 'Area, community or building',
    submit: 'Search',
  },
  results: {
    titleSale: 'Properties for Sale in UAE',
    titleRent: 'Properties for Rent in UAE',
    showing: 'Showing {{count}} of {{total}} properties',
    loading: 'Loading properties…',
    emptyTitle: 'No Properties Found',
    emptyText: 'No properties found matching your criteria.',
    clearFilters: 'Clear Filters',
    error: 'Failed to fetch properties',
    beds: '{{count}} beds',
    beds_one: '{{count}} bed',
    studio: 'Studio',
    baths: '{{count}} baths',
    baths_one: '{{count}} bath',
    area: '{{value}} {{unit}}',
    sqft: 'sq ft',
    sqm: 'm²',
  },
  location: {
    redirecting: 'Redirecting to search results...',
    notFoundTitle: 'Location Not Found',
    notFoundText: 'We could not find this area. It may have been renamed or removed.',
    returnHome: 'Return to Home',
  },
};

export default search;
export type SearchResources = typeof search;
