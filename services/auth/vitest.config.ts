import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'auth',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test opens a PGlite database and hashes with argon2id (19 MiB): seconds, not milliseconds, and much
    // more on a machine shared by many jobs.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
