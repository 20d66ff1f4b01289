import { frontendTestConfig } from '@manzil/mfe-config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(frontendTestConfig('@manzil/mfe-search'));
