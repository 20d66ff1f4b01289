import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@manzil/i18n', environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
