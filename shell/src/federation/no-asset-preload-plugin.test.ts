import { describe, expect, it } from 'vitest';
import { noAssetPreloadPlugin } from './no-asset-preload-plugin.ts';

type Hook = (args: { preloadOps: object[] }) => unknown;

/** The operation the runtime's snapshot plugin gives `beforePreloadRemote` when it loads `remote/expose`. */
const runtimePass = (remote: string, expose: string) => ({
  nameOrAlias: remote,
  exposes: [`./${expose}`],
  resourceCategory: 'sync',
  share: false,
  depsRemote: false,
  recordPreloadedAssets: true,
});

describe('noAssetPreloadPlugin', () => {
  const emit = (pageModules: string[], preloadOps: object[]) => {
    const hook = noAssetPreloadPlugin(new Set(pageModules)).beforePreloadRemote as unknown as Hook;
    hook({ preloadOps });
    return preloadOps;
  };

  it("drops the runtime's own pass over the files of a module the page was drawn with", () => {
    expect(emit(['mfe_search/HeroSearch'], [runtimePass('mfe_search', 'HeroSearch')])).toEqual([]);
  });

  it('keeps it for a module a later page asks for, whose files nothing has fetched yet', () => {
    const ops = [runtimePass('mfe_property', 'PropertyPage')];
    expect(emit(['mfe_search/HeroSearch'], [...ops])).toEqual(ops);
  });

  it('keeps what a preloadRemote call asks for', () => {
    const asked = [{ nameOrAlias: 'mfe_search', exposes: ['HeroSearch'] }, { nameOrAlias: 'mfe_chat' }];
    expect(emit(['mfe_search/HeroSearch'], [...asked])).toEqual(asked);
  });
});
