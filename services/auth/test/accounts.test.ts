import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildTestContext, type TestContext } from '@manzil/test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuthDb, createAuthClient, MIGRATIONS_DIR } from '../src/db.ts';
import { ensureFirstAdmin, FIRST_PASSWORD_FILE } from '../src/domain/first-admin.ts';
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
  it('is generated with a strong password written to an owner-only file (never the log) when none is given, stored only as argon2id', async () => {
    const { log, lines, warn } = fakeLog();
    const dataDir = ctx.config.dataDir;
    expect(await ensureFirstAdmin(db, log, { username: 'Admin', dataDir })).toBe('generated');
    expect(warn).toHaveBeenCalledTimes(1);
    const file = join(dataDir, FIRST_PASSWORD_FILE);
    expect(lines[0]).toContain(file);
    const password = /password: (\S+)/.exec(await readFile(file, 'utf8'))?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(lines.join('\n')).not.toContain(password);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const user = await db.adminUser.findUniqueOrThrow({ where: { username: 'admin' } });
    expect(user.mustChangePassword).toBe(true);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.passwordHash).not.toContain(password);
    expect(await verifyPassword(user.passwordHash, password)).toBe(true);
    expect(await verifyPassword(user.passwordHash, `${password}x`)).toBe(false);

    // A restart finds the account: nothing generated, nothing printed, the hash unchanged.
    const again = fakeLog();
    expect(await ensureFirstAdmin(db, again.log, { username: 'admin', dataDir })).toBe('exists');
    expect(again.lines).toEqual([]);
    expect((await db.adminUser.findUniqueOrThrow({ where: { username: 'admin' } })).passwordHash).toBe(
      user.passwordHash,
    );
  });

  it('takes ADMIN_PASSWORD for a missing account and never overwrites an existing one with it', async () => {
    const { log } = fakeLog();
    const dataDir = ctx.config.dataDir;
    expect(
      await ensureFirstAdmin(db, log, { username: 'owner', password: 'owner-Passw0rd-2026', dataDir }),
    ).toBe('created');
    const owner = await db.adminUser.findUniqueOrThrow({ where: { username: 'owner' } });
    expect(owner.mustChangePassword).toBe(false);
    expect(await verifyPassword(owner.passwordHash, 'owner-Passw0rd-2026')).toBe(true);

    const later = fakeLog();
    expect(
      await ensureFirstAdmin(db, later.log, { username: 'owner', password: 'another-password', dataDir }),
    ).toBe('exists');
    expect(later.lines[0]).toMatch(/already exists/);
    const unchanged = await db.adminUser.findUniqueOrThrow({ where: { username: 'owner' } });
    expect(unchanged.passwordHash).toBe(owner.passwordHash);
  });
});
