// Vitest setup for every frontend workspace (`setupFiles: ['@manzil/ui/test-setup']`): unmount what a test
// rendered, so the next test starts from an empty document.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadRtlPlugins } from './rtl.ts';

// Loaded before any test draws a right-to-left page, as the shell's start-up does before an Arabic page.
await loadRtlPlugins();

afterEach(() => {
  cleanup();
});
