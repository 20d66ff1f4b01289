import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout.tsx';
import { RemotePage } from './pages/RemotePage.tsx';
import { REMOTE_PAGES } from './pages/routes.ts';
import { ShellPage } from './pages/ShellPage.tsx';
import './i18n/index.ts';

/** The same screens in English (/) and Arabic (/ar); unknown paths get the shell's 404 page (spec 2). */
export function App() {
  return (
    <Routes>
      {['/', '/ar'].map((base) => (
        <Route key={base} path={base} element={<Layout />}>
          <Route index element={<ShellPage name="home" />} />
          {REMOTE_PAGES.map(({ path, module }) => (
            <Route
              key={path}
              path={path}
              element={<RemotePage id={module} route={`${base === '/' ? '' : base}/${path}`} />}
            />
          ))}
          <Route path="404" element={<ShellPage name="notFound" />} />
          <Route path="*" element={<ShellPage name="notFound" />} />
        </Route>
      ))}
    </Routes>
  );
}
