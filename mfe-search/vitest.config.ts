import { frontendTestConfig } from '@manzil/mfe-config/vitest';
import { defineConfig } from 'vitest/config';

const base = frontendTestConfig('@manzil/mfe-search');
// Search pages can take longer than vitest's default 5 s on a busy machine; the server renderer's tests
// (node environment) get styled-components' Node build from the shared server test setup.
const setupFiles = [...base.test.setupFiles, '@manzil/ui/server-test-setup'];
export default defineConfig({ ...base, test: { ...base.test, setupFiles, testTimeout: 20_000 } });
