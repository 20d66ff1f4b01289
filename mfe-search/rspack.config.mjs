import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@manzil/mfe-config';

export default createRemoteConfig({
  name: 'mfe_search',
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './HeroSearch': './src/exposed/HeroSearch.tsx',
    './PropertiesPage': './src/exposed/PropertiesPage.tsx',
    './FeaturedListings': './src/exposed/FeaturedListings.tsx',
    './FavouritesPage': './src/exposed/FavouritesPage.tsx',
    './ComparePage': './src/exposed/ComparePage.tsx',
    './LocationRedirect': './src/exposed/LocationRedirect.tsx',
  },
});
