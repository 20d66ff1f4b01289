import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type PreloadOp = { nameOrAlias?: string; exposes?: string[]; share?: boolean; depsRemote?: boolean };

/**
 * Loading a remote module from its manifest, the federation runtime first adds a script tag of its own for each
 * of the module's files (its snapshot plugin's preload), so they download beside the remote's entry script. For
 * the modules the server drew the page with, those files are already on their way: the gateway lists them in the
 * page and `startup-preloads.ts` asks for them, and the remote's chunk loading adds the same script tags when the
 * module is asked for. There the runtime's pass only costs: it walks the manifest and, for every file, compares
 * its address with every script in the document (one task of 11 to 27 ms on the home page of this machine, 230 ms
 * on a phone at Lighthouse's index 1312).
 *
 * Drops that pass for `pageModules` (ids such as `mfe_search/HeroSearch`) only. A module a later page asks for
 * keeps it (its files then download beside its entry script, one round trip sooner), and so does a
 * `preloadRemote` call: the runtime marks its own pass `share: false, depsRemote: false`.
 */
export function noAssetPreloadPlugin(pageModules: ReadonlySet<string>): ModuleFederationRuntimePlugin {
  const coveredByPage = (op: PreloadOp | undefined) =>
    op?.share === false &&
    op.depsRemote === false &&
    op.exposes?.length === 1 &&
    pageModules.has(`${op.nameOrAlias}/${op.exposes[0]?.replace(/^\.\//, '')}`);
  return {
    name: 'manzil-no-asset-preload',
    beforePreloadRemote({ preloadOps }) {
      const ops = preloadOps as PreloadOp[];
      for (let index = ops.length - 1; index >= 0; index--) {
        if (coveredByPage(ops[index])) ops.splice(index, 1);
      }
    },
  };
}
