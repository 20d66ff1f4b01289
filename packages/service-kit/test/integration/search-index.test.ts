import { mkdir, readFile, writeFile } from 'node:fs/promises';
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

  it('saves shortly after a change and loads on the next start', async () => {
    const first = createInProcessIndex({ dir: data.dir, persistDelayMs: 10 });
    await first.ensureIndex('locations', settings);
    await first.upsert('locations', [{ id: 1, slug: 'al-reem', name: 'Al Reem Island' }]);
    await eventually(async () => {
      const saved = JSON.parse(await readFile(join(data.dir, 'locations.json'), 'utf8'));
      expect(saved.documents).toHaveLength(1);
    });
    await first.close();

    const second = createInProcessIndex({ dir: data.dir });
    expect(await second.get('locations', 'al-reem')).toMatchObject({ name: 'Al Reem Island' });
    expect((await second.search('locations', { q: 'reem' })).total).toBe(1);
    await second.close();
  });

  it('writes pending changes on close', async () => {
    const index = createInProcessIndex({ dir: data.dir, persistDelayMs: 60_000 });
    await index.ensureIndex('locations', settings);
    await index.upsert('locations', [{ id: 1, slug: 'yas', name: 'Yas Island' }]);
    await index.close();
    expect(JSON.parse(await readFile(join(data.dir, 'locations.json'), 'utf8')).documents).toEqual([
      { id: 1, slug: 'yas', name: 'Yas Island' },
    ]);
  });

  it('refuses an unreadable snapshot with one line and keeps the file', async () => {
    await mkdir(data.dir, { recursive: true });
    await writeFile(join(data.dir, 'locations.json'), '{"settings": broken');
    const index = createInProcessIndex({ dir: data.dir });
    const error = await index.search('locations', { q: 'x' }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(
      /locations\.json is not a readable search index \(.+\)\. Move it away to rebuild/,
    );
    expect(await readFile(join(data.dir, 'locations.json'), 'utf8')).toBe('{"settings": broken');
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
