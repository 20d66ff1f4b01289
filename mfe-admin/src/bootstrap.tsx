import { renderStandalone } from '@manzil/ui/app';
import { Route, Routes } from 'react-router-dom';
import AdminApp from './exposed/AdminApp.tsx';
import HomeAdminPanel from './exposed/HomeAdminPanel.tsx';

// `npm run dev -w mfe-admin`: /admin and the home-page panel (/?admin=true), in the providers the shell gives.
renderStandalone({
  name: 'mfe_admin',
  links: ['/admin', '/?admin=true'],
  children: (
    <Routes>
      {['/', '/ar'].map((base) => (
        <Route key={base} path={base}>
          <Route index element={<HomeAdminPanel />} />
          <Route path="admin" element={<AdminApp />} />
        </Route>
      ))}
    </Routes>
  ),
});
