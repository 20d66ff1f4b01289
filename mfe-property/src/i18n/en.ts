const property = {
  loading: 'Loading property…',
  notFound: 'Property not found',
  notFoundText: 'This property may have been sold, rented or removed.',
  failed: 'Failed to fetch property',
  backToProperties: 'Back to properties',
  reference: 'Reference {{reference}}',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  size: 'Size',
  studio: 'Studio',
  sqft: 'sq ft',
  sqm: 'm²',
  description: 'Description',
};

export default property;
export type PropertyResources = typeof property;
