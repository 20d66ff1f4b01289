import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@manzil/mfe-config';

export default createRemoteConfig({
  name: 'mfe_property',
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './PropertyPage': './src/exposed/PropertyPage.tsx',
  },
});
