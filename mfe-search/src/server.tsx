// mfe-search's server renderer (built into dist-server/render.mjs; @manzil/contracts/server-render): the results
// page and the home page's search form, drawn with the same components and API answers as in the browser.
import { createRemoteServerRenderer } from '@manzil/ui/server';
import HeroSearch from './exposed/HeroSearch.tsx';
import PropertiesPage from './exposed/PropertiesPage.tsx';

const renderer = createRemoteServerRenderer({
  'mfe_search/HeroSearch': HeroSearch,
  'mfe_search/PropertiesPage': PropertiesPage,
});

export const { modules, render } = renderer;
export default renderer;
