import { renderStandalone } from '@manzil/ui/app';
import { Route, Routes } from 'react-router-dom';
import PropertyPage from './exposed/PropertyPage.tsx';

// `npm run dev -w mfe-property`: the detail page on its own, in the providers the shell gives.
renderStandalone({
  name: 'mfe_property',
  links: ['/property/1', '/property/999999'],
  children: (
    <Routes>
      <Route path="/property/:id" element={<PropertyPage />} />
      <Route path="/ar/property/:id" element={<PropertyPage />} />
    </Routes>
  ),
});
