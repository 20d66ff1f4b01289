import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, CompileHintsPlugin, HINTED } from './compile-hints.mjs';

describe('CompileHintsPlugin in a minified production build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  const out = join(dir, 'dist');
  const read = (name) => readFileSync(join(out, name), 'utf8');
  let files;

  beforeAll(async () => {
    writeFileSync(
      join(dir, 'index.js'),
      '// the entry\nimport("./later.js").then((m) => m.greet("Manzil"));\n',
    );
    writeFileSync(
      join(dir, 'later.js'),
      '/* a lazy chunk */\nexport function greet(name) {\n  document.title = "marhaba " + name;\n}\n',
    );
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      devtool: 'source-map',
      output: {
        path: out,
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
      },
      plugins: [new CompileHintsPlugin()],
    });
    await new Promise((done, fail) =>
      compiler.run((error, stats) => (error || stats.hasErrors() ? fail(error ?? stats.toString()) : done())),
    );
    files = readdirSync(out);
  }, 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts every script, the entry and a lazy chunk, with the hint on a line of its own', () => {
    const scripts = files.filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBe(2);
    for (const name of scripts) expect(read(name).startsWith(`${COMPILE_HINT}\n`), name).toBe(true);
  });

  it('keeps the source maps true to the added line', () => {
    const chunk = files.find((name) => name.endsWith('.js') && read(name).includes('marhaba'));
    const map = JSON.parse(read(`${chunk}.map`));
    // The hint's line has no mapping; the minified code follows on the second line.
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(map.sourcesContent.join('\n')).toContain('marhaba');
    expect(read(`${chunk}.map`).includes(COMPILE_HINT)).toBe(false);
  });

  it('names the browser scripts only, not their maps or the manifest', () => {
    for (const name of ['main.1a2b.js', 'remoteEntry.js', '275.8510283a.js', 'module.mjs'])
      expect(HINTED.test(name), name).toBe(true);
    for (const name of ['main.1a2b.js.map', 'mf-manifest.json', 'main.1a2b.js.br', 'a.css'])
      expect(HINTED.test(name), name).toBe(false);
  });
});
