import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RemotePage } from './pages/RemotePage.tsx';
import './i18n/index.ts';

/** The same screens in English (/) and Arabic (/ar); unknown paths get the shell's 404 page (spec 2). */
export function App() {
  return (
    <Routes>
      {['/', '/ar'].map((base) => (
        <Route key={base} path={base} element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="properties" element={<RemotePage id="mfe_search/PropertiesPage" />} />
          <Route path="properties/location/:slug" element={<RemotePage id="mfe_search/LocationRedirect" />} />
          <Route path="property/:id" element={<RemotePage id="mfe_property/PropertyPage" />} />
          <Route path="admin" element={<RemotePage id="mfe_admin/AdminApp" />} />
          <Route path="404" element={<NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      ))}
    </Routes>
  );
}
