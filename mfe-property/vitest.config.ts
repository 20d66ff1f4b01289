import { frontendTestConfig } from '@manzil/mfe-config/vitest';
import { defineConfig } from 'vitest/config';

const base = frontendTestConfig('@manzil/mfe-property');

// Page tests render whole pages: on a busy machine one can take longer than vitest's default 5 s. The server
// renderer's tests (node environment) get styled-components' Node build from the shared server test setup.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    setupFiles: [...base.test.setupFiles, '@manzil/ui/server-test-setup'],
    testTimeout: 20_000,
  },
});
