import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: fault tests against real PostgreSQL (DATABASE_URL) and NATS JetStream (NATS_URL).
// Without them every test is skipped with the reason. One file at a time: the figures they print are timings.
export default defineConfig({
  test: {
    name: 'reliability',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
