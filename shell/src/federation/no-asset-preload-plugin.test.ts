import { describe, expect, it } from 'vitest';
import { noAssetPreloadPlugin } from './no-asset-preload-plugin.ts';

type Hook = (args: { preloadOps: object[] }) => unknown;

describe('noAssetPreloadPlugin', () => {
  const emit = (preloadOps: object[]) => {
    const hook = noAssetPreloadPlugin().beforePreloadRemote as unknown as Hook;
    hook({ preloadOps });
    return preloadOps;
  };

  it("drops the runtime's own preload of a module it is loading (its operation says share: false, depsRemote: false)", () => {
    const ops = emit([
      {
        nameOrAlias: 'mfe_search',
        exposes: ['HeroSearch'],
        resourceCategory: 'sync',
        share: false,
        depsRemote: false,
        recordPreloadedAssets: true,
      },
    ]);
    expect(ops).toEqual([]);
  });

  it('keeps what a preloadRemote call asks for', () => {
    const asked = [{ nameOrAlias: 'mfe_property', exposes: ['PropertyPage'] }, { nameOrAlias: 'mfe_chat' }];
    expect(emit([...asked])).toEqual(asked);
  });
});
