// Cuts IBM Plex Sans Arabic (Fontsource, npm) to the characters of `src/fonts/arabic-subset.ts` and writes the
// files the site serves to `src/fonts/files/`. Run it after changing the set or updating @fontsource:
//   npm run fonts:subset -w packages/ui
// The layout features (joining forms, ligatures, mark positioning) are all kept; the TrueType hinting is dropped,
// as phones and macOS ignore it and it is a quarter of the file.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { arabicSubsetText } from '../src/fonts/arabic-subset.ts';

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 700] as const;
const outDir = fileURLToPath(new URL('../src/fonts/files/', import.meta.url));

for (const weight of WEIGHTS) {
  const source = require.resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
  );
  const original = await readFile(source);
  const subset = await subsetFont(original, arabicSubsetText(), { targetFormat: 'woff2', noHinting: true });
  const target = `${outDir}ibm-plex-sans-arabic-${weight}.woff2`;
  await writeFile(target, subset);
  console.log(`${weight}: ${original.length} -> ${subset.length} bytes  ${target}`);
}
