import { defineConfig } from 'vitest/config';

// One project per workspace; a workspace with its own vitest.config.ts (the frontends: happy-dom) uses it.
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'shell', 'mfe-*', 'infra', 'tests/perf'],
  },
});
