// The vitest configuration of every frontend workspace (shell, remotes, ui): happy-dom, the shared setup,
// and styled-components' browser build (the one rspack bundles; its Node build injects no global styles).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * @param {string} name the project name shown by vitest (the package name)
 * @param {{ include?: string[] }} [options]
 */
export function frontendTestConfig(name, options = {}) {
  return {
    resolve: {
      alias: [
        {
          find: /^styled-components$/,
          replacement: require.resolve('styled-components/dist/styled-components.browser.cjs.js'),
        },
      ],
    },
    test: {
      name,
      environment: 'happy-dom',
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['@manzil/ui/test-setup'],
    },
  };
}
