import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contracts from './index.ts';

const here = import.meta.dirname;
const RULES = readdirSync(here).filter((file) => /-rules\.ts$/.test(file));

/** The module specifiers a source file imports at run time (type-only imports left out). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(join(here, file), 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map(
    ([, specifier]) => specifier ?? '',
  );
}

// The browser bundles read the contracts' values (limits, enumerations, paths, helpers) from the `*-rules.ts`
// modules. Those must not import TypeBox: a bundle keeps every module a kept module imports, and TypeBox costs
// a page 1.5 to 16 KB gzip (the listing page's module carried 16 KB of it before the rules were split out).
describe('the rules modules browsers import', () => {
  it('exist for every domain whose values a page reads', () => {
    expect(RULES.sort()).toEqual([
      'ai-rules.ts',
      'alerts-rules.ts',
      'audit-rules.ts',
      'auth-rules.ts',
      'catalog-rules.ts',
      'contact-rules.ts',
      'content-rules.ts',
      'map-rules.ts',
      'media-rules.ts',
    ]);
  });

  it.each(RULES)('%s imports nothing at run time but other rules modules', (file) => {
    for (const specifier of runtimeImports(file)) expect(specifier, file).toMatch(/^\.\/[\w-]+-rules\.ts$/);
  });

  it.each(RULES)('%s is re-exported whole by the package', async (file) => {
    const rules = await import(`./${file}`);
    for (const [name, value] of Object.entries(rules)) {
      if (name === 'isPlainObject') continue; // a helper of content.ts, not part of the package's surface
      expect((contracts as Record<string, unknown>)[name], `${file}: ${name}`).toBe(value);
    }
  });
});
