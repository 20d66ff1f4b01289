import { defineProject } from 'vitest/config';

// The performance scripts' pure parts (the figures themselves come from `npm run perf:*`, not from tests).
export default defineProject({
  test: { name: 'perf', environment: 'node', include: ['*.test.mjs'] },
});
