// Stable styled-components ids, the same in the browser build and the server renderer.
//
// styled-components names a component's class after a counter of the components created before it, in the order
// their modules ran. The browser (one shared styled-components for the shell and every remote, modules loaded as
// the page needs them) and the server (one renderer bundle per micro-frontend) run them in different orders, so
// their class names differ and the browser could not take over the server's markup and styles as they are
// (hydration). The styled-components plugin of SWC gives each component an id made of its file and its place in
// it (`withConfig({ componentId })`), so both builds name every class alike.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The SWC plugin and its options: ids only (class names carry no component names, so no bytes are added). */
export function styledComponentsSwcPlugin() {
  return [require.resolve('@swc/plugin-styled-components'), { ssr: true, displayName: false }];
}

const STYLED_IMPORT = /from\s+['"]styled-components['"]/;

/**
 * An esbuild plugin for the server renderer: our TypeScript files that create styled components go through SWC
 * with the same plugin as rspack's builtin:swc-loader (same file paths, so the same ids); everything else is
 * esbuild's as before.
 */
export function styledIdsEsbuildPlugin() {
  return {
    name: 'manzil-styled-ids',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
        if (args.path.includes('node_modules')) return undefined;
        const { readFile } = await import('node:fs/promises');
        const source = await readFile(args.path, 'utf8');
        if (!STYLED_IMPORT.test(source)) return undefined;
        const swc = await import('@swc/core');
        const output = await swc.transform(source, {
          filename: args.path,
          sourceMaps: 'inline',
          jsc: {
            parser: { syntax: 'typescript', tsx: args.path.endsWith('x') },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
            experimental: { plugins: [styledComponentsSwcPlugin()] },
          },
        });
        return { contents: output.code, loader: 'js' };
      });
    },
  };
}
