import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LOGIN_FAILED_MESSAGE, PASSWORD_CHANGE_REQUIRED } from '@manzil/contracts';
import type { TestApp } from '@manzil/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PASSWORD_FILE } from '../src/domain/first-admin.ts';
import { ADMIN, bearer, buildAuthApp, changePassword, login } from './helpers.ts';

// No ADMIN_PASSWORD: the first start generates one into DATA_DIR/first-admin-password.txt.
let built: TestApp;
let file: string;
let generated: string;
beforeAll(async () => {
  built = await buildAuthApp({ env: { ADMIN_PASSWORD: undefined } });
  file = join(built.ctx.config.dataDir, FIRST_PASSWORD_FILE);
  generated = /password: (\S+)/.exec(await readFile(file, 'utf8'))?.[1] ?? '';
});
afterAll(async () => {
  await built?.close();
});

const NEW_PASSWORD = 'a-new-Passphrase-for-Manzil';

describe('the generated first password', () => {
  it('is written to DATA_DIR/first-admin-password.txt, readable by the owner only', async () => {
    expect(generated).toMatch(/^[A-Za-z0-9]{24}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('signs in to nothing until it is changed: the login answers 403 password_change_required', async () => {
    const response = await login(built.app, { username: 'admin', password: generated }, {}, '192.0.2.1');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: PASSWORD_CHANGE_REQUIRED,
      message: 'Choose a new password to finish signing in.',
    });
    expect(response.json().token).toBeUndefined();
    // A wrong password still gets the one 401, not a hint that the account must change its password.
    const wrong = await login(built.app, { username: 'admin', password: 'not-it-at-all' }, {}, '192.0.2.1');
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a new password that breaks the rules, with the reason, and changes nothing', async () => {
    for (const [newPassword, reason] of [
      ['short-one', /at least 12 characters/],
      ['Password2024!', /too common/],
      [generated, /must differ/],
    ] as const) {
      const response = await changePassword(
        built.app,
        { username: 'admin', currentPassword: generated, newPassword },
        '192.0.2.2',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation',
        details: [expect.objectContaining({ location: 'body', field: 'newPassword' })],
      });
      expect(response.json().message).toMatch(reason);
    }
    const wrongCurrent = await changePassword(
      built.app,
      { username: 'admin', currentPassword: 'not-the-password', newPassword: NEW_PASSWORD },
      '192.0.2.2',
    );
    expect(wrongCurrent.statusCode).toBe(401);
    expect(wrongCurrent.json().message).toBe(LOGIN_FAILED_MESSAGE);
  });

  it('once changed, starts a session, deletes the file, and only the new password signs in', async () => {
    const changed = await changePassword(
      built.app,
      { username: 'admin', currentPassword: generated, newPassword: NEW_PASSWORD },
      '192.0.2.3',
    );
    expect(changed.statusCode).toBe(200);
    const verify = await built.app.inject({
      method: 'POST',
      url: '/api/admin/auth/verify',
      headers: bearer(changed.json().token),
    });
    expect(verify.statusCode).toBe(200);
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });

    const old = await login(built.app, { username: 'admin', password: generated }, {}, '192.0.2.4');
    expect(old.statusCode).toBe(401);
    const fresh = await login(built.app, { username: 'admin', password: NEW_PASSWORD }, {}, '192.0.2.4');
    expect(fresh.statusCode).toBe(200);
  });
});

describe('an account created from ADMIN_PASSWORD', () => {
  it('signs in at once (the operator chose the password): no change is forced', async () => {
    const other = await buildAuthApp();
    try {
      const response = await login(other.app, ADMIN);
      expect(response.statusCode).toBe(200);
      await expect(stat(join(other.ctx.config.dataDir, FIRST_PASSWORD_FILE))).rejects.toMatchObject({
        code: 'ENOENT',
      });
    } finally {
      await other.close();
    }
  });
});
