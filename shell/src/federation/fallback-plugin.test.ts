import { describe, expect, it, vi } from 'vitest';
import { isUnavailableRemote, remoteFallbackPlugin } from './fallback-plugin.ts';

type Hook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('remoteFallbackPlugin', () => {
  const hook = remoteFallbackPlugin().errorLoadRemote as unknown as Hook;

  it('turns a failed remote load into a harmless, recognisable module', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new Error('Failed to get manifest');
    const module = hook({ id: 'mfe_search/HeroSearch', error, lifecycle: 'onLoad' });
    expect(isUnavailableRemote(module)).toBe(true);
    expect(module).toMatchObject({ id: 'mfe_search/HeroSearch', error });
    expect((module as { default: () => null }).default()).toBeNull();
  });

  it('lets manifest errors reach the load (it answers them there)', () => {
    expect(
      hook({ id: 'http://x/mf-manifest.json', error: new Error('404'), lifecycle: 'afterResolve' }),
    ).toBeUndefined();
  });

  it('does not mistake a real module for the fallback', () => {
    expect(isUnavailableRemote({ default: () => null })).toBe(false);
    expect(isUnavailableRemote(null)).toBe(false);
  });
});
