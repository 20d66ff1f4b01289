import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildService, type ServiceApp } from '@manzil/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogService from '../src/app.ts';
import { IMAGE_POOL } from '../src/seed/images/pool.ts';
import { tempDataDir, testEnv } from './helpers.ts';

// The whole plugin as server.ts runs it: PGlite under a temp DATA_DIR, migrations and first-start seed.
let data: Awaited<ReturnType<typeof tempDataDir>>;
let first: ServiceApp | undefined;
let firstStartMs = 0;
let firstStartCpuMs = 0;
let firstAnswer: { statusCode: number; json(): unknown } | undefined;

// From nothing to the first answer: migrations, the seed (which requests wait for) and the query.
beforeAll(async () => {
  data = await tempDataDir();
  const started = performance.now();
  const cpu = process.cpuUsage();
  first = await buildService('catalog', catalogService, testEnv(data.dir));
  firstAnswer = await first.app.inject({ method: 'GET', url: '/api/properties/emirates' });
  const used = process.cpuUsage(cpu);
  firstStartCpuMs = (used.user + used.system) / 1000;
  firstStartMs = performance.now() - started;
  console.info(
    `catalog first start: ${Math.round(firstStartMs)} ms, ${Math.round(firstStartCpuMs)} ms of CPU`,
  );
});

afterAll(async () => {
  await first?.app.close();
  await first?.ctx.close();
  await data?.remove();
});

describe('catalog service', () => {
  it('seeds an empty database on its first start and serves the emirates', async () => {
    expect(firstAnswer?.statusCode).toBe(200);
    const emirates = firstAnswer?.json() as Array<{ nameEn: string; nameAr: string }>;
    expect(emirates).toHaveLength(7);
    expect(emirates[0]).toMatchObject({ nameEn: 'Abu Dhabi', nameAr: 'أبوظبي' });
    // CPU time, not wall time: a machine shared with other work stretches the wall time many times over. The
    // bound catches a seed grown slow (about 26 s of CPU, counting every thread that renders the pictures).
    expect(firstStartCpuMs).toBeLessThan(60_000);
  });

  it('stores the generated pictures (JPEG and WebP, three sizes) in object storage, not the database', async () => {
    const folders = await readdir(join(data.dir, 'media', 'seed'));
    expect(folders).toHaveLength(IMAGE_POOL.length);
    const files = await readdir(join(data.dir, 'media', 'seed', folders[0] ?? ''));
    expect(files.sort()).toEqual([
      'card.jpg',
      'card.webp',
      'full.jpg',
      'full.webp',
      'thumb.jpg',
      'thumb.webp',
    ]);
  });

  it('reports its database and the finished seed in the readiness check', async () => {
    const response = await first?.app.inject({ method: 'GET', url: '/readyz' });
    expect(response?.statusCode).toBe(200);
    expect(response?.body).toContain('database:catalog');
    expect(response?.body).toContain('catalog:seed');
  });

  it('starts again on the same data quickly, without seeding twice', async () => {
    const before = (await first?.app.inject({ method: 'GET', url: '/api/properties/areas' }))?.json();
    await first?.app.close();
    await first?.ctx.close();
    first = undefined;

    const started = performance.now();
    first = await buildService('catalog', catalogService, testEnv(data.dir));
    const after = (await first.app.inject({ method: 'GET', url: '/api/properties/areas' })).json();
    const secondStartMs = performance.now() - started;
    expect(after).toEqual(before);
    expect(secondStartMs).toBeLessThan(Math.max(3_000, firstStartMs / 3));
  });
});
