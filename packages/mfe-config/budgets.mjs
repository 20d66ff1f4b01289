// Byte budgets, checked at the end of every production build: a build that ships more JavaScript than its budget
// fails, naming the files and by how much it is over. Sizes are gzip at zlib's default level, of the files a
// browser must download before the part can render: the yardstick the budgets have always used (browsers get the
// build's Brotli copies, precompress.mjs, about 15% smaller).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageFiles, startupFiles } from './startup-files.mjs';

const KB = 1024;

/** The budgets, in gzip bytes. */
export const BUDGETS = {
  /**
   * The shell's entry, its bootstrap and every shared singleton it provides (React, router, i18n, ui...): what
   * every page downloads before it is live (issue 10). The libraries the design card names come to about 140 KB
   * of it; the rest is the shell's frame (navigation, footer, federation) and the shared packages. The shell's own
   * pages (home, 404) are chunks of their own with their own budget, the query cache is ours (ADR 0007), and
   * the site content's built-in copy loads only when the server cannot answer.
   * 170 KB + 10.5 KB for react-i18next (issue 24): the design card's React binding of i18next, a shared singleton
   * in place of the hand-written hook it had replaced; measured 169.8 -> 180.2 KB (the whole package is shared:
   * shared modules are not tree-shaken).
   * + 0.5 KB (issue 24): the ui's Dialog and Tabs took over the admin's and the calculators' forks (a footer kept in
   * reach, form sizes, controlled tabs that keep the selected one in view), which those remotes no longer carry.
   * - 3 KB (issue 26): the right-to-left style plugin is a chunk of its own that only Arabic pages load
   * (`lang-ar`, measured on its own as a page chunk below).
   * + 0.5 KB (issue 24): layout pieces the remotes had copied (a page column, a spread row, a bare list, a
   * debounced value) live once in the shared ui.
   * + 0.5 KB (issue 26): the page's parts that hydrate on their own (`HydrationPart`, the footer's and the results
   * page's memoized parts) and the global sheet written once as a plain `<style>` in place of styled-components'
   * global style, which wrote it again on mount and restyled the whole page (about 100 ms under the 4x slowdown).
   * - 3 KB (issue 26): react-i18next is no longer a shared module of its own (kept whole) but part of the shared
   * @manzil/i18n, its only importer, tree-shaken to what it uses: measured 178.8 -> 175.3 KB.
   * + 2 KB (issue 26): plain numbers, percentages and medium dates are written without Intl, whose first number
   * and first date format are a 20-90 ms task each on every page (ADR 0010): measured 175.998 -> 177.416 KB.
   * + 0.5 KB (issue 26): V8's compile hint on the first line of every script (compile-hints.mjs), about 25 gzip
   * bytes per file, so they compile while they download instead of on the main thread: measured 177.8 -> 178.2 KB.
   * + 0.5 KB (issue 26): parts far down the page hydrate only when the visitor scrolls near them or acts inside
   * them (`HydrationPart`'s `onView`: the home page's sections, its featured cards, the footer), so a phone that
   * stays on the first screen does not spend its start-up on them: measured 178.2 -> 178.6 KB.
   * + 0.5 KB (issue 26): the server's style sheet is used as it is by styled-components instead of being written
   * again rule by rule (ADR 0011, `startup/server-styles.ts`), 6 ms of insertRule and a whole-page restyle less on
   * every page at full speed on this machine: measured 178.7 -> 179.4 KB.
   * + 0.3 KB (issue 26): a control pressed while the page starts has its part hydrated first after the tap's frame
   * (`startup/touched-first.ts`), not synchronously inside the tap, which a slow phone painted 100 to 200 ms late:
   * measured 179.4 -> 179.6 KB.
   * - 4.3 KB (issue 26): the shared singletons in one file (`libraries.*.js`, index.mjs startupLibrariesChunk) instead
   * of one chunk each: fewer chunk wrappers, one compression window, and the stylis modules the Arabic pages' chunk
   * had copied: measured 179.4 -> 175.1 KB.
   */
  host: 175.5 * KB,
  /** A remote's initial download for one exposed module: its remoteEntry.js and the module's own sync chunks. */
  remoteInitial: 50 * KB,
  /** One of the shell's own pages in a chunk of its own (`page-home`), on top of the shell's start-up. */
  shellPage: 20 * KB,
};

export function gzipSize(buffer) {
  return gzipSync(buffer).length;
}

const formatKb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The file sets a budget applies to, from the Module Federation manifest and the build's chunk graph.
 * The host counts the chunks that provide its shared singletons (`providedFiles`), not the manifest's list,
 * which also names the fallback copies a host never loads.
 * The host's own pages in chunks of their own (`pages`: `page-home`...) are measured each on its own.
 * @param {{ manifest: any, kind: 'host' | 'remote', entryFiles: string[], bootstrapFiles: string[],
 *   providedFiles?: string[], pages?: Record<string, string[]> }} input
 * @returns {{ name: string, files: string[], limit: number }[]}
 */
export function budgetTargets({
  manifest,
  kind,
  entryFiles,
  bootstrapFiles,
  providedFiles = [],
  pages = {},
}) {
  const sharedFiles = new Set(manifest.shared.flatMap((shared) => shared.assets.js.sync));
  if (kind === 'host') {
    const files = [...new Set([...entryFiles, ...bootstrapFiles, ...providedFiles])].filter((file) =>
      file.endsWith('.js'),
    );
    return [
      { name: `${manifest.name} (entry, bootstrap and shared singletons)`, files, limit: BUDGETS.host },
      ...Object.entries(pages).map(([chunk, pageScripts]) => ({
        name: `${manifest.name} ${chunk} (the page's own chunk)`,
        files: pageScripts,
        limit: BUDGETS.shellPage,
      })),
    ];
  }
  const remoteEntry = manifest.metaData.remoteEntry.name;
  return manifest.exposes.map((expose) => ({
    name: `${manifest.name}/${expose.name} (remoteEntry.js and its own initial chunks)`,
    files: [remoteEntry, ...expose.assets.js.sync.filter((file) => !sharedFiles.has(file))],
    limit: BUDGETS.remoteInitial,
  }));
}

/**
 * Measures each target; returns one line per target and the list of failures.
 * @param {{ name: string, files: string[], limit: number }[]} targets
 * @param {(file: string) => Buffer} read
 */
export function checkBudgets(targets, read) {
  const lines = [];
  const failures = [];
  for (const target of targets) {
    const sizes = target.files.map((file) => ({ file, gzip: gzipSize(read(file)) }));
    const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
    const line = `${target.name}: ${formatKb(total)} of ${formatKb(target.limit)} gzip`;
    lines.push(line);
    if (total > target.limit) {
      const biggest = [...sizes]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 8)
        .map((entry) => `    ${entry.file} ${formatKb(entry.gzip)}`)
        .join('\n');
      failures.push(
        `Byte budget exceeded: ${line} (${formatKb(total - target.limit)} over). Largest files:\n${biggest}`,
      );
    }
  }
  return { lines, failures };
}

/**
 * The rspack plugin: after a production build is written, measures the budgets and fails the build (an error in
 * the compilation, so `rspack build` exits non-zero) when one is exceeded. `MANZIL_BUDGETS=off` skips the check
 * (for local experiments only; CI and `npm run build` always check).
 */
export class ByteBudgetPlugin {
  /** @param {{ kind: 'host' | 'remote' }} options */
  constructor({ kind }) {
    this.kind = kind;
  }

  apply(compiler) {
    if (process.env.MANZIL_BUDGETS === 'off') return;
    compiler.hooks.afterEmit.tap('ByteBudgetPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const outputPath = compilation.outputOptions.path;
      const manifestAsset = compilation.getAsset('mf-manifest.json');
      if (!outputPath || !manifestAsset) return;
      const manifest = JSON.parse(manifestAsset.source.source().toString());
      const { entryFiles, bootstrapFiles, providedFiles } = startupFiles(compilation);
      const startup = new Set([...entryFiles, ...bootstrapFiles, ...providedFiles]);
      const pages = this.kind === 'host' ? pageFiles(compilation, startup) : {};
      const targets = budgetTargets({
        manifest,
        kind: this.kind,
        entryFiles,
        bootstrapFiles,
        providedFiles,
        pages,
      });
      const { lines, failures } = checkBudgets(targets, (file) => readFileSync(join(outputPath, file)));
      // Printed with every production build, so a growing bundle is seen before it fails.
      for (const line of lines) process.stdout.write(`byte budget: ${line}\n`);
      for (const failure of failures) {
        compilation.errors.push(new compiler.webpack.WebpackError(failure));
      }
    });
  }
}
