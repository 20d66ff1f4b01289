import { frontendTestConfig } from '@manzil/mfe-config/vitest';
import { defineConfig } from 'vitest/config';

const base = frontendTestConfig('@manzil/shell');

// The whole home page renders in some tests; on a busy machine that takes several seconds in happy-dom.
export default defineConfig({
  ...base,
  test: { ...base.test, testTimeout: 30_000, setupFiles: [...base.test.setupFiles, './src/test-setup.ts'] },
});
