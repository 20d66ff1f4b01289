import { buildTestContext, type TestContext } from '@manzil/test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuthDb, createAuthClient, MIGRATIONS_DIR } from '../src/db.ts';
import { ensureFirstAdmin } from '../src/domain/first-admin.ts';
import { verifyPassword } from '../src/domain/passwords.ts';

let ctx: TestContext;
let db: AuthDb;
beforeAll(async () => {
  ctx = await buildTestContext({ service: 'auth' });
  db = (
    await ctx.openDatabase({ service: 'auth', migrationsDir: MIGRATIONS_DIR, createClient: createAuthClient })
  ).client;
});
afterAll(async () => {
  await ctx?.cleanup();
});

function fakeLog() {
  const lines: string[] = [];
  const log = {
    info: vi.fn((message: string) => lines.push(message)),
    warn: vi.fn((message: string) => lines.push(message)),
  };
  return { log: log as unknown as Parameters<typeof ensureFirstAdmin>[1], lines, warn: log.warn };
}

describe('the first admin account', () => {
  it('is generated with a strong password printed once when none is given, stored only as argon2id', async () => {
    const { log, lines, warn } = fakeLog();
    expect(await ensureFirstAdmin(db, log, { username: 'Admin' })).toBe('generated');
    expect(warn).toHaveBeenCalledTimes(1);
    const password = /password "([^"]+)"/.exec(lines[0] ?? '')?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);

    const user = await db.adminUser.findUniqueOrThrow({ where: { username: 'admin' } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.passwordHash).not.toContain(password);
    expect(await verifyPassword(user.passwordHash, password)).toBe(true);
    expect(await verifyPassword(user.passwordHash, `${password}x`)).toBe(false);

    // A restart finds the account: nothing generated, nothing printed, the hash unchanged.
    const again = fakeLog();
    expect(await ensureFirstAdmin(db, again.log, { username: 'admin' })).toBe('exists');
    expect(again.lines).toEqual([]);
    expect((await db.adminUser.findUniqueOrThrow({ where: { username: 'admin' } })).passwordHash).toBe(
      user.passwordHash,
    );
  });

  it('takes ADMIN_PASSWORD for a missing account and never overwrites an existing one with it', async () => {
    const { log } = fakeLog();
    expect(await ensureFirstAdmin(db, log, { username: 'owner', password: 'owner-Passw0rd-2026' })).toBe(
      'created',
    );
    const owner = await db.adminUser.findUniqueOrThrow({ where: { username: 'owner' } });
    expect(await verifyPassword(owner.passwordHash, 'owner-Passw0rd-2026')).toBe(true);

    const later = fakeLog();
    expect(await ensureFirstAdmin(db, later.log, { username: 'owner', password: 'another-password' })).toBe(
      'exists',
    );
    expect(later.lines[0]).toMatch(/already exists/);
    const unchanged = await db.adminUser.findUniqueOrThrow({ where: { username: 'owner' } });
    expect(unchanged.passwordHash).toBe(owner.passwordHash);
  });
});
