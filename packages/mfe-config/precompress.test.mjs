import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies, MIN_BYTES, PRECOMPRESSED } from './precompress.mjs';

describe('compressedCopies', () => {
  const script = Buffer.from(
    `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `row ${i}` })))};`,
  );

  it('gives a Brotli and a gzip copy that decode to the file, each smaller than it', async () => {
    const { br, gz } = await compressedCopies(script);
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(script.length);
  });

  it('leaves small files and files that do not shrink alone', async () => {
    expect(await compressedCopies(Buffer.from('export {};'))).toEqual({});
    const noise = Buffer.from(Array.from({ length: MIN_BYTES * 4 }, (_, i) => (i * 7919 + 13) % 251));
    const { br, gz } = await compressedCopies(noise);
    for (const copy of [br, gz]) if (copy) expect(copy.length).toBeLessThan(noise.length);
  });
});

describe('PRECOMPRESSED', () => {
  it('names the text a browser downloads, not source maps, fonts or pictures', () => {
    for (const name of ['main.1a2b.js', 'remoteEntry.js', 'mf-manifest.json', 'favicon.svg', 'a.css'])
      expect(PRECOMPRESSED.test(name), name).toBe(true);
    for (const name of ['main.1a2b.js.map', 'font.woff2', 'poster.jpg', 'main.1a2b.js.br'])
      expect(PRECOMPRESSED.test(name), name).toBe(false);
  });
});
