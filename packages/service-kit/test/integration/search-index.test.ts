import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Meilisearch } from 'meilisearch';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createInProcessIndex } from '../../src/adapters/search/in-process-index.ts';
import { connectMeilisearchIndex } from '../../src/adapters/search/meilisearch-index.ts';
import { StartupError } from '../../src/config/config-error.ts';
import { describeSearchIndexContract } from '../contracts/search-index-contract.ts';
import { tempDir } from '../helpers/fixtures.ts';
import { closedPort } from '../helpers/ports.ts';
import { eventually } from '../helpers/wait.ts';

describeSearchIndexContract('in-process', async () => ({ index: createInProcessIndex() }));

const meiliUrl = process.env.MEILI_URL;
describe.skipIf(!meiliUrl)('on Meilisearch (MEILI_URL)', () => {
  describeSearchIndexContract('Meilisearch', async () => {
    const apiKey = process.env.MEILI_MASTER_KEY;
    return {
      index: await connectMeilisearchIndex({ url: meiliUrl as string, apiKey }),
      cleanup: async (names) => {
        const client = new Meilisearch({ host: meiliUrl as string, apiKey });
        for (const name of names) await client.deleteIndexIfExists(name);
      },
    };
  });
});

describe('in-process index persistence', () => {
  let data: Awaited<ReturnType<typeof tempDir>>;
  beforeEach(async () => {
    data = await tempDir('kit-index-');
  });
  afterEach(async () => {
    await data.remove();
  });
  const settings = {
    primaryKey: 'slug',
    searchableAttributes: ['name'],
    filterableAttributes: [],
    sortableAttributes: [],
  };

  const file = () => join(data.dir, 'locations.ndjson');

  it('saves shortly after a change and loads on the next start', async () => {
    const first = createInProcessIndex({ dir: data.dir, persistDelayMs: 10 });
    await first.ensureIndex('locations', settings);
    await first.upsert('locations', [{ id: 1, slug: 'al-reem', name: 'Al Reem Island' }]);
    await eventually(async () => {
      expect(await readFile(file(), 'utf8')).toContain('Al Reem Island');
    });
    await first.close();

    const second = createInProcessIndex({ dir: data.dir });
    expect(await second.get('locations', 'al-reem')).toMatchObject({ name: 'Al Reem Island' });
    expect((await second.search('locations', { q: 'reem' })).total).toBe(1);
    await second.close();
  });

  it('writes pending changes on close, replacements and deletions included', async () => {
    const index = createInProcessIndex({ dir: data.dir, persistDelayMs: 60_000 });
    await index.ensureIndex('locations', settings);
    await index.upsert('locations', [
      { id: 1, slug: 'yas', name: 'Yas' },
      { id: 2, slug: 'reem', name: 'Reem' },
    ]);
    await index.upsert('locations', [{ id: 1, slug: 'yas', name: 'Yas Island' }]);
    await index.delete('locations', ['reem']);
    await index.close();

    const again = createInProcessIndex({ dir: data.dir });
    expect((await again.search('locations', {})).hits).toEqual([{ id: 1, slug: 'yas', name: 'Yas Island' }]);
    await again.close();
  });

  it('appends what changed instead of writing every document again, and compacts once changes pile up', async () => {
    const index = createInProcessIndex({ dir: data.dir, persistDelayMs: 60_000 });
    await index.ensureIndex('locations', settings);
    const many = Array.from({ length: 600 }, (_, i) => ({ id: i, slug: `place-${i}`, name: `Place ${i}` }));
    await index.upsert('locations', many);
    await index.close();
    const whole = (await stat(file())).size;

    const reopened = createInProcessIndex({ dir: data.dir, persistDelayMs: 60_000 });
    await reopened.upsert('locations', [{ id: 1, slug: 'place-1', name: 'Renamed place' }]);
    await reopened.close();
    const appended = (await stat(file())).size;
    expect(appended - whole).toBeLessThan(100);

    // Renaming every place three times piles up 1,800 change lines for 600 documents: written whole again.
    const busy = createInProcessIndex({ dir: data.dir, persistDelayMs: 60_000 });
    for (let round = 0; round < 3; round++) {
      await busy.upsert(
        'locations',
        many.map((place) => ({ ...place, name: `${place.name} round ${round}` })),
      );
    }
    await busy.close();
    const lines = (await readFile(file(), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1 + 600);
    const last = createInProcessIndex({ dir: data.dir });
    expect(await last.get('locations', 'place-7')).toMatchObject({ name: 'Place 7 round 2' });
    expect(await last.count('locations')).toBe(600);
    await last.close();
  });

  it('loses only an unfinished last line after a crash', async () => {
    const index = createInProcessIndex({ dir: data.dir, persistDelayMs: 60_000 });
    await index.ensureIndex('locations', settings);
    await index.upsert('locations', [{ id: 1, slug: 'yas', name: 'Yas Island' }]);
    await index.close();
    await writeFile(file(), `${await readFile(file(), 'utf8')}+{"id":2,"slug":"re`);

    const again = createInProcessIndex({ dir: data.dir });
    expect(await again.count('locations')).toBe(1);
    await again.close();
  });

  it('reads the earlier whole-JSON snapshot and moves it to the journal', async () => {
    await mkdir(data.dir, { recursive: true });
    await writeFile(
      join(data.dir, 'locations.json'),
      JSON.stringify({ settings, documents: [{ id: 1, slug: 'yas', name: 'Yas Island' }] }),
    );
    const index = createInProcessIndex({ dir: data.dir, persistDelayMs: 10 });
    expect(await index.get('locations', 'yas')).toMatchObject({ name: 'Yas Island' });
    await index.close();
    expect(await readFile(file(), 'utf8')).toContain('Yas Island');
    await expect(stat(join(data.dir, 'locations.json'))).rejects.toThrow();
  });

  it('refuses an unreadable file with one line and keeps the file', async () => {
    await mkdir(data.dir, { recursive: true });
    await writeFile(file(), '{"settings": broken\n');
    const index = createInProcessIndex({ dir: data.dir });
    const error = await index.search('locations', { q: 'x' }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(
      /locations\.ndjson is not a readable search index \(.+\)\. Move it away to rebuild/,
    );
    expect(await readFile(file(), 'utf8')).toBe('{"settings": broken\n');
  });

  it('re-reads documents when the searchable attributes change', async () => {
    const index = createInProcessIndex();
    await index.ensureIndex('locations', settings);
    await index.upsert('locations', [{ id: 1, slug: 'yas', name: 'Yas Island', name_ar: 'جزيرة ياس' }]);
    expect((await index.search('locations', { q: 'ياس' })).total).toBe(0);
    await index.ensureIndex('locations', { ...settings, searchableAttributes: ['name', 'name_ar'] });
    expect((await index.search('locations', { q: 'ياس' })).total).toBe(1);
  });
});

describe('Meilisearch connection problems', () => {
  it('stops the start with one line when Meilisearch cannot be reached', async () => {
    const port = await closedPort();
    const error = await connectMeilisearchIndex({ url: `http://127.0.0.1:${port}` }).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(
      `Cannot reach Meilisearch at http://127.0.0.1:${port} (MEILI_URL): connection refused. Start Meilisearch or unset MEILI_URL to use the in-process index.`,
    );
  });
});
