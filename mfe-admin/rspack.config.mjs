import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@manzil/mfe-config';

export default createRemoteConfig({
  name: 'mfe_admin',
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './AdminApp': './src/exposed/AdminApp.tsx',
    './HomeAdminPanel': './src/exposed/HomeAdminPanel.tsx',
  },
});
