// Compressed copies of a production build's text files, written next to them at build time (`main.1a2b.js.br`,
// `main.1a2b.js.gz`): the gateway's static files and the frontends image's server send them as they are, so the
// browser gets Brotli's best level (about 15% fewer bytes than the level a server can afford per request) and no
// request spends CPU compressing a file that never changes. ADR 0006 has the measurements.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files worth compressing: text a browser downloads (not source maps, not fonts or pictures). */
export const PRECOMPRESSED = /\.(?:js|mjs|css|json|svg|html|txt)$/;

/** Smaller files gain too little to be worth a second request path. */
export const MIN_BYTES = 1024;

/**
 * The encodings of one file, each kept only where it is smaller than the file itself.
 * @param {Buffer} content
 * @returns {Promise<{ br?: Buffer, gz?: Buffer }>}
 */
export async function compressedCopies(content) {
  if (content.length < MIN_BYTES) return {};
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    ...(br.length < content.length ? { br } : {}),
    ...(gz.length < content.length ? { gz } : {}),
  };
}

/** Emits `<file>.br` and `<file>.gz` for every text asset of the build, once its content is final. */
export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minification and every other change to the files' contents.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const assets = compilation.getAssets().filter(({ name }) => PRECOMPRESSED.test(name));
          await Promise.all(
            assets.map(async ({ name, source }) => {
              const copies = await compressedCopies(Buffer.from(source.source()));
              for (const [encoding, content] of Object.entries(copies)) {
                compilation.emitAsset(`${name}.${encoding}`, new sources.RawSource(content));
              }
            }),
          );
        },
      );
    });
  }
}
