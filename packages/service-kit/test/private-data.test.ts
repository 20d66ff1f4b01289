import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAuthKeyPair } from '../src/auth/key-pair.ts';
import { loadConfig } from '../src/config/kit-config.ts';
import { createServiceContext, type ServiceContext } from '../src/context.ts';
import { createLogger } from '../src/log/logger.ts';
import { createClient, migrationsDir, tempDir } from './helpers/fixtures.ts';

/** Every path under `root` whose mode lets anyone but the owner in, with its mode. */
async function openToOthers(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (path: string) => {
    const info = await lstat(path);
    if (info.mode & 0o077) found.push(`${path.slice(root.length) || '/'} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of await readdir(path)) await walk(join(path, name));
  };
  await walk(root);
  return found;
}

// The embedded adapters write the signing key, the databases, the search index and media under DATA_DIR.
describe('DATA_DIR at rest', () => {
  let temp: Awaited<ReturnType<typeof tempDir>>;
  let ctx: ServiceContext;
  let dataDir: string;
  const umask = process.umask();

  beforeAll(async () => {
    temp = await tempDir('kit-private-');
    dataDir = join(temp.dir, 'data');
    // As an older version or an operator's `mkdir` left it: open to the group and others.
    process.umask(0o022);
    await mkdir(join(dataDir, 'media'), { recursive: true, mode: 0o755 });
    await chmod(dataDir, 0o755);
    const config = loadConfig('catalog', { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    ctx = await createServiceContext(config, createLogger(config));
  });
  afterAll(async () => {
    await ctx?.close();
    process.umask(umask);
    await temp?.remove();
  });

  it('creates DATA_DIR and everything under it owner-only (directories 0700, files 0600)', async () => {
    await ensureAuthKeyPair(dataDir);
    const db = await ctx.openDatabase({ service: 'catalog', migrationsDir, createClient });
    await db.client.note.create({ data: { title: 'private' } });
    await ctx.storage.put('images/one.webp', Buffer.from('RIFF....WEBP'), { contentType: 'image/webp' });
    await ctx.index.ensureIndex('listings', {
      primaryKey: 'id',
      searchableAttributes: ['title'],
      filterableAttributes: [],
      sortableAttributes: [],
    });
    await ctx.index.upsert('listings', [{ id: 1, title: 'Villa' }]);
    await db.close();
    await ctx.close(); // the index writes its journal by then

    expect((await lstat(dataDir)).mode & 0o777).toBe(0o700);
    for (const sub of ['keys', 'db', 'index', 'media']) {
      expect((await lstat(join(dataDir, sub))).mode & 0o777, sub).toBe(0o700);
    }
    expect((await lstat(join(dataDir, 'keys', 'auth-private.pem'))).mode & 0o777).toBe(0o600);
    expect(await openToOthers(dataDir)).toEqual([]);
  });
});
