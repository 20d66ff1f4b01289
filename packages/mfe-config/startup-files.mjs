// Which files a browser needs before the shell can render: its entry (main.js, with the federation runtime), the
// chunks of `import('./bootstrap')` and of the start-up steps it imports (the app), and the chunks that provide
// the shared singletons it consumes (React, router, i18n...). The byte budget measures them.

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
      // `import('./bootstrap')` in src/index.ts, and the steps src/bootstrap.tsx imports: the app itself.
      if (/[\\/]src[\\/](index|bootstrap)\.tsx?$/.test(origin.module?.resource ?? ''))
        bootstrapFiles.push(...group.getFiles());
      if (origin.module?.identifier().startsWith('provide shared module'))
        providedFiles.push(...group.getFiles());
    }
  }
  return { entryFiles, bootstrapFiles, providedFiles };
}

/** The file the host's build writes with the list below, for the gateway's start-up preloads. */
export const STARTUP_FILES_ASSET = 'startup-files.json';

/** The file listing the scripts of each of the shell's own page chunks (`page-home`...), by chunk name. */
export const PAGE_FILES_ASSET = 'page-files.json';

/**
 * The scripts of each chunk named `page-*` (the shell's own pages, named by the `webpackChunkName` comment of
 * their import) or `lang-*` (what one language's pages add: `lang-ar`, the right-to-left style plugin), without
 * those the start-up already loads: what a page drawn on the server adds to its start-up.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {Set<string>} startup
 * @returns {Record<string, string[]>}
 */
export function pageFiles(compilation, startup = new Set()) {
  const pages = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith('page-') && !name.startsWith('lang-')) continue;
    pages[name] = group.getFiles().filter((file) => file.endsWith('.js') && !startup.has(file));
  }
  return pages;
}

/**
 * Writes `startup-files.json` next to the host's build (and `page-files.json`, see pageFiles): the scripts the shell's start-up loads after its entry
 * (the app's chunks and the shared singletons' chunks), in the order the gateway should ask for them. The shell
 * evaluates them in steps (src/bootstrap.tsx), one step's import after the other; the gateway lists these files
 * in the page so the browser asks for them all at once instead of one step at a time.
 */
export class StartupFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { entryFiles, bootstrapFiles, providedFiles } = startupFiles(compilation);
          const entry = new Set(entryFiles);
          const files = [...new Set([...providedFiles, ...bootstrapFiles])].filter(
            (file) => file.endsWith('.js') && !entry.has(file),
          );
          compilation.emitAsset(STARTUP_FILES_ASSET, new sources.RawSource(`${JSON.stringify(files)}\n`));
          const pages = pageFiles(compilation, new Set([...entry, ...files]));
          compilation.emitAsset(PAGE_FILES_ASSET, new sources.RawSource(`${JSON.stringify(pages)}\n`));
        },
      );
    });
  }
}
