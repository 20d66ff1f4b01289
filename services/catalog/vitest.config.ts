import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'catalog',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // A first start seeds 180 listings and renders their pictures: seconds, minutes on a busy shared machine.
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
