import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'service-kit',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
