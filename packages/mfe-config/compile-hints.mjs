// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chrome 136 and later): a script that
// starts with the magic comment `//# allFunctionsCalledOnLoad` is compiled whole while it downloads, on a
// background thread, instead of function by function on the main thread the first time each function runs.
// Every script of these builds is code a page runs as soon as it arrives (the shell's start-up, a remote's first
// screen, a section loaded as it comes into view), so the main thread stops paying for compilation: on the
// Arabic home page, 60-74 ms of compiling after the first paint fell to 9-11 ms (traced at 1x on the 2-core CI
// machine, docs/benchmarks.md). Other engines read it as a comment.

/** The magic comment, on a line of its own at the top of a script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The scripts a browser runs (not source maps, not the manifest). */
export const HINTED = /\.m?js$/;

/** Puts the compile hint at the top of every browser script of the build, once it is minified. */
export class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier (which drops comments) and before the source maps are written, so they count the
        // added line.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const { name } of compilation.getAssets()) {
            if (!HINTED.test(name)) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}
