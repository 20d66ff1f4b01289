import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@manzil/mfe-config', environment: 'node', include: ['*.test.mjs'] },
});
