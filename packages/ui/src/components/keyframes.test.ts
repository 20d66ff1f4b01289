import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');

/** The frontends' source files: the shell, every micro-frontend and the shared ui. */
function frontendSources(): string[] {
  const roots = [
    'shell/src',
    'packages/ui/src',
    ...readdirSync(repoRoot)
      .filter((name) => name.startsWith('mfe-'))
      .map((name) => `${name}/src`),
  ];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const root of roots) walk(join(repoRoot, root));
  return files;
}

/** The properties each styled-components `keyframes` block animates, by file. */
function animatedProperties(): { file: string; properties: string[] }[] {
  return frontendSources().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/keyframes`([^`]*)`/g)].map((match) => ({
      file: relative(repoRoot, file),
      properties: [...(match[1] ?? '').matchAll(/([a-z-]+)\s*:/g)].map((property) => property[1] ?? ''),
    })),
  );
}

describe('animations', () => {
  it('move only transform and opacity, which the compositor animates without the main thread', () => {
    // Any other property (a background's position, a width, a colour) repaints on the page's main thread every
    // frame while it runs: an endless placeholder shimmer once took 8 s of a slow phone's start-up.
    const found = animatedProperties();
    expect(found.length).toBeGreaterThan(3);
    for (const { file, properties } of found)
      for (const property of properties)
        expect(['transform', 'opacity'], `${file}: ${property}`).toContain(property);
  });
});
