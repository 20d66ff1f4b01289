// Which files a browser needs before the shell can render: its entry (main.js, with the federation runtime), the
// chunks of `import('./bootstrap')` (the app) and the chunks that provide the shared singletons it consumes
// (React, router, i18n...). The byte budget measures them; the gateway preloads them from the page's <head> so
// they download side by side instead of one after the other (each hop is a round trip on a phone network).

/** The manifest the shell's build writes next to index.html. */
export const STARTUP_ASSETS_FILE = 'startup-assets.json';

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

/** The scripts to preload, in the order the page needs them, without duplicates or source maps. */
export function startupScripts({ bootstrapFiles, providedFiles }) {
  return [...new Set([...providedFiles, ...bootstrapFiles])].filter((file) => file.endsWith('.js'));
}

/**
 * Writes `startup-assets.json` (`{ "scripts": ["275.8510283a.js", ...] }`, names relative to the build folder)
 * with the host's production build. main.js is not listed: index.html already loads it.
 */
export class StartupAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const scripts = startupScripts(startupFiles(compilation));
          compilation.emitAsset(
            STARTUP_ASSETS_FILE,
            new sources.RawSource(`${JSON.stringify({ scripts })}\n`),
          );
        },
      );
    });
  }
}
