import { describe, expect, it } from 'vitest';
import { parsePageState } from './server-render.ts';

const queries = {
  queries: [
    {
      queryKey: ['property', 42],
      queryHash: '["property",42]',
      state: { status: 'success', data: { id: 42 }, dataUpdatedAt: 1 },
    },
  ],
  mutations: [],
};

describe('parsePageState', () => {
  it('reads a good page state', () => {
    const text = JSON.stringify({ queries, modules: ['mfe_property/PropertyPage', 'mfe_search/HeroSearch'] });
    expect(parsePageState(text)).toEqual({
      queries,
      modules: ['mfe_property/PropertyPage', 'mfe_search/HeroSearch'],
    });
  });

  it("reads the site content's entity tag, and leaves out one that is not an entity tag", () => {
    const state = (siteContentEtag: unknown) => JSON.stringify({ queries, modules: [], siteContentEtag });
    expect(parsePageState(state('"site-3-abc"'))?.siteContentEtag).toBe('"site-3-abc"');
    expect(parsePageState(state('W/"site-3"'))?.siteContentEtag).toBe('W/"site-3"');
    for (const bad of ['site-3', '"a\nb"', `"${'x'.repeat(300)}"`, 42, null]) {
      const parsed = parsePageState(state(bad));
      expect(parsed).not.toBeNull();
      expect(parsed).not.toHaveProperty('siteContentEtag');
    }
  });

  it('reads a state with no queries and no modules', () => {
    expect(parsePageState('{"queries":{"queries":[],"mutations":[]},"modules":[]}')).toEqual({
      queries: { queries: [], mutations: [] },
      modules: [],
    });
  });

  it('answers null when there is no state', () => {
    expect(parsePageState(null)).toBeNull();
    expect(parsePageState(undefined)).toBeNull();
    expect(parsePageState('')).toBeNull();
  });

  it('answers null for text that is not JSON', () => {
    expect(parsePageState('{"queries":')).toBeNull();
    expect(parsePageState('<script>alert(1)</script>')).toBeNull();
    expect(parsePageState('undefined')).toBeNull();
  });

  it('answers null for JSON that is not a page state', () => {
    for (const value of [
      null,
      42,
      'state',
      true,
      [],
      [queries],
      {},
      { modules: ['mfe_search/HeroSearch'] },
      { queries: null, modules: [] },
      { queries: [], modules: [] },
      { queries: 'all', modules: [] },
      { queries: { queries: [] }, modules: [] },
      { queries: { mutations: [] }, modules: [] },
      { queries: { queries: {}, mutations: [] }, modules: [] },
      { queries: { queries: [], mutations: 'none' }, modules: [] },
    ]) {
      expect(parsePageState(JSON.stringify(value)), JSON.stringify(value)).toBeNull();
    }
  });

  it('keeps only the module names that are strings', () => {
    const text = JSON.stringify({
      queries,
      modules: [
        'mfe_search/PropertiesPage',
        7,
        null,
        { module: 'mfe_chat/ChatWidget' },
        ['x'],
        true,
        'mfe_x/Y',
      ],
    });
    expect(parsePageState(text)?.modules).toEqual(['mfe_search/PropertiesPage', 'mfe_x/Y']);
  });

  it('reads modules that are missing or not a list as none', () => {
    expect(parsePageState(JSON.stringify({ queries }))).toEqual({ queries, modules: [] });
    expect(parsePageState(JSON.stringify({ queries, modules: 'mfe_search/HeroSearch' }))?.modules).toEqual(
      [],
    );
    expect(
      parsePageState(JSON.stringify({ queries, modules: { 0: 'mfe_search/HeroSearch' } }))?.modules,
    ).toEqual([]);
  });
});
