/// <reference types="node" />
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder, for tests that read the frontends' or services' sources. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every micro-frontend's source folder (`mfe-*\/src`), relative to the repository's root. */
export function microFrontendSources(): string[] {
  return readdirSync(repoRoot)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => `${name}/src`);
}

/** The TypeScript source files (not tests) under `roots`, folders relative to the repository's root. */
export function sourceFiles(roots: readonly string[]): string[] {
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
