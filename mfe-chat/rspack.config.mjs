import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@manzil/mfe-config';

export default createRemoteConfig({
  name: 'mfe_chat',
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './ChatWidget': './src/exposed/ChatWidget.tsx',
  },
});
