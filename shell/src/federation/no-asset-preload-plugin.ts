import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type PreloadOp = { share?: boolean; depsRemote?: boolean };

/**
 * Loading a remote module from its manifest, the federation runtime first adds a script tag of its own for each
 * of the module's files (its snapshot plugin's preload). On a server-drawn page those files are already on their
 * way (the gateway lists them in the page; `startup-preloads.ts` asks for them), and the remote's own chunk loading
 * adds the same script tags when the module is asked for. The runtime's pass costs more than the files' loading
 * itself: it walks the manifest and, for every file, compares its address with every script in the document; on
 * the home page that was one task of 11 to 27 ms on this machine, 230 ms on a phone at Lighthouse's index 1312.
 *
 * Drops only that pass: the runtime marks its operations `share: false, depsRemote: false`; a `preloadRemote` call
 * (none in the shell today) keeps its own.
 */
export function noAssetPreloadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'manzil-no-asset-preload',
    beforePreloadRemote({ preloadOps }) {
      const ops = preloadOps as PreloadOp[];
      for (let index = ops.length - 1; index >= 0; index--) {
        const op = ops[index];
        if (op?.share === false && op.depsRemote === false) ops.splice(index, 1);
      }
    },
  };
}
