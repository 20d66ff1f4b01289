// mfe-search's server renderer (built into dist-server/render.mjs; @manzil/contracts/server-render): the results
// page, the home page's search form and its featured listings, drawn with the same components and API answers as in the browser.
import { createRemoteServerRenderer } from '@manzil/ui/server';
import FeaturedListings from './exposed/FeaturedListings.tsx';
import HeroSearch from './exposed/HeroSearch.tsx';
import PropertiesPage from './exposed/PropertiesPage.tsx';

const renderer = createRemoteServerRenderer({
  'mfe_search/HeroSearch': HeroSearch,
  'mfe_search/PropertiesPage': PropertiesPage,
  'mfe_search/FeaturedListings': FeaturedListings,
});

export const { modules, render } = renderer;
export default renderer;
