import { frontendTestConfig } from '@manzil/mfe-config/vitest';
import { defineConfig } from 'vitest/config';

const base = frontendTestConfig('@manzil/mfe-search');

// Page tests render whole pages: on a busy machine one can take longer than vitest's default 5 s.
export default defineConfig({ ...base, test: { ...base.test, testTimeout: 20_000 } });
