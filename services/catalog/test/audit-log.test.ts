import { createAuditLog, type ServiceContext } from '@manzil/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogDb } from '../src/db.ts';
import { openCatalog, tempDataDir, testEnv } from './helpers.ts';

// The catalog's audit_log table (migration 20261126100000_audit_log) through service-kit's createAuditLog.
let ctx: ServiceContext;
let db: CatalogDb;
let remove: () => Promise<void>;

beforeAll(async () => {
  const data = await tempDataDir();
  remove = data.remove;
  ({ ctx, db } = await openCatalog(testEnv(data.dir)));
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await remove?.();
});

describe('the audit log table', () => {
  it('keeps entries and lists them newest first, by user and by kind', async () => {
    let clock = Date.parse('2026-11-26T09:00:00Z');
    const log = createAuditLog(db, {
      service: 'catalog',
      schema: 'catalog',
      now: () => {
        clock += 1000;
        return new Date(clock);
      },
    });
    await log.record({
      username: 'sara',
      action: 'create',
      kind: 'listing',
      targetId: 7,
      client: '203.0.113.1',
    });
    await log.record({
      username: 'omar',
      action: 'delete',
      kind: 'area',
      targetId: 3,
      client: '203.0.113.2',
    });
    await log.record({
      username: 'sara',
      action: 'update',
      kind: 'listing',
      targetId: 7,
      client: '203.0.113.1',
    });
    const all = await log.list();
    expect(all.map((entry) => `${entry.username} ${entry.action} ${entry.targetId}`)).toEqual([
      'sara update 7',
      'omar delete 3',
      'sara create 7',
    ]);
    expect(all[0]).toMatchObject({ service: 'catalog', kind: 'listing', client: '203.0.113.1' });
    expect((await log.list({ user: 'omar' })).map((entry) => entry.kind)).toEqual(['area']);
    expect((await log.list({ kind: 'listing', limit: 1 })).map((entry) => entry.action)).toEqual(['update']);
    expect((await log.list({ before: all[1]?.at })).map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses to change or delete an entry, even with direct SQL (append-only)', async () => {
    const log = createAuditLog(db, { service: 'catalog', schema: 'catalog' });
    const entry = await log.record({ username: 'sara', action: 'read', kind: 'enquiry', client: '::1' });
    await expect(
      db.$executeRawUnsafe(`UPDATE catalog.audit_log SET username = 'someone' WHERE id = $1::uuid`, entry.id),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.$executeRawUnsafe(`DELETE FROM catalog.audit_log WHERE id = $1::uuid`, entry.id),
    ).rejects.toThrow(/append-only/);
    expect((await log.list({ kind: 'enquiry' }))[0]?.username).toBe('sara');
  });
});
