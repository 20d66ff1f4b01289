import { remoteManifests } from '@manzil/contracts';
import { describe, expect, it } from 'vitest';
import { toRuntimeRemotes } from './remotes.ts';

const DEFAULT_REMOTES = remoteManifests();

describe('toRuntimeRemotes', () => {
  it('makes every manifest URL absolute against the page', () => {
    const remotes = toRuntimeRemotes(
      { ...DEFAULT_REMOTES, mfe_chat: 'https://cdn.example/chat/mf-manifest.json' },
      'https://manzil.ae/ar/properties',
    );
    expect(remotes).toContainEqual({
      name: 'mfe_search',
      entry: 'https://manzil.ae/mfe/mfe-search/mf-manifest.json',
    });
    expect(remotes).toContainEqual({ name: 'mfe_chat', entry: 'https://cdn.example/chat/mf-manifest.json' });
    expect(remotes).toHaveLength(5);
  });
});
