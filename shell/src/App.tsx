import { Route, Routes } from 'react-router-dom';
import type { RemoteModuleId } from './federation/remotes.ts';
import { Layout } from './layout/Layout.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RemotePage } from './pages/RemotePage.tsx';
import './i18n/index.ts';

/** The pages a remote draws, by their path under the language's base. */
const REMOTE_PAGES: { path: string; module: RemoteModuleId }[] = [
  { path: 'properties', module: 'mfe_search/PropertiesPage' },
  { path: 'properties/location/:slug', module: 'mfe_search/LocationRedirect' },
  { path: 'property/:id', module: 'mfe_property/PropertyPage' },
  { path: 'admin', module: 'mfe_admin/AdminApp' },
];

/** The same screens in English (/) and Arabic (/ar); unknown paths get the shell's 404 page (spec 2). */
export function App() {
  return (
    <Routes>
      {['/', '/ar'].map((base) => (
        <Route key={base} path={base} element={<Layout />}>
          <Route index element={<HomePage />} />
          {REMOTE_PAGES.map(({ path, module }) => (
            <Route
              key={path}
              path={path}
              element={<RemotePage id={module} route={`${base === '/' ? '' : base}/${path}`} />}
            />
          ))}
          <Route path="404" element={<NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      ))}
    </Routes>
  );
}
