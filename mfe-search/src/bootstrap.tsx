import { renderStandalone } from '@manzil/ui/app';
import { Route, Routes } from 'react-router-dom';
import ComparePage from './exposed/ComparePage.tsx';
import FavouritesPage from './exposed/FavouritesPage.tsx';
import FeaturedListings from './exposed/FeaturedListings.tsx';
import HeroSearch from './exposed/HeroSearch.tsx';
import LocationRedirect from './exposed/LocationRedirect.tsx';
import PropertiesPage from './exposed/PropertiesPage.tsx';

// `npm run dev -w mfe-search`: the remote's modules on their own, in the providers the shell gives.
const routes = (
  <Routes>
    {['/', '/ar'].map((base) => (
      <Route key={base} path={base}>
        <Route
          index
          element={
            <>
              <HeroSearch />
              <FeaturedListings />
            </>
          }
        />
        <Route path="favourites" element={<FavouritesPage />} />
        <Route path="compare" element={<ComparePage />} />
        <Route path="properties" element={<PropertiesPage />} />
        <Route path="properties/location/:slug" element={<LocationRedirect />} />
      </Route>
    ))}
  </Routes>
);

renderStandalone({
  name: 'mfe_search',
  links: ['/', '/properties', '/properties/location/yas-island', '/favourites', '/compare'],
  children: routes,
});
