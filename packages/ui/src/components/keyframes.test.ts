// @vitest-environment node
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { microFrontendSources, repoRoot, sourceFiles } from '../test-support/repo-sources.ts';

/** The properties each styled-components `keyframes` block animates, by file. */
function animatedProperties(): { file: string; properties: string[] }[] {
  const frontends = sourceFiles(['shell/src', 'packages/ui/src', ...microFrontendSources()]);
  return frontends.flatMap((file) =>
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
