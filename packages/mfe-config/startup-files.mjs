// Which files a browser needs before the shell can render: its entry (main.js, with the federation runtime), the
// chunks of `import('./bootstrap')` (the app) and the chunks that provide the shared singletons it consumes
// (React, router, i18n...). The byte budget measures them.

/**
 * @param {import('@rspack/core').Compilation} compilation
 * @returns {{ entryFiles: string[], bootstrapFiles: string[], providedFiles: string[] }}
 */
export function startupFiles(compilation) {
  const entryFiles = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])];
  const bootstrapFiles = [];
  const providedFiles = [];
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      // `import('./bootstrap')` in src/index.ts: the app itself.
      if (/[\\/]src[\\/]index\.tsx?$/.test(origin.module?.resource ?? ''))
        bootstrapFiles.push(...group.getFiles());
      if (origin.module?.identifier().startsWith('provide shared module'))
        providedFiles.push(...group.getFiles());
    }
  }
  return { entryFiles, bootstrapFiles, providedFiles };
}
