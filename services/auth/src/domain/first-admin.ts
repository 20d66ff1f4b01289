import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensurePrivateDir, type Logger, PRIVATE_FILE_MODE } from '@manzil/service-kit';
import type { AuthDb } from '../db.ts';
import { generatePassword, hashPassword, normalizeUsername } from './passwords.ts';

/** Where a generated first password is written (DATA_DIR/first-admin-password.txt, mode 0600). */
export const FIRST_PASSWORD_FILE = 'first-admin-password.txt';

export const firstPasswordFile = (dataDir: string) => join(dataDir, FIRST_PASSWORD_FILE);

export interface FirstAdminOptions {
  username: string;
  /**
   * ADMIN_PASSWORD (already checked against the password rules by the config loader). When absent and no admin
   * exists yet, a strong one is generated into `DATA_DIR/first-admin-password.txt`, and the admin must choose a
   * new one at the first sign-in.
   */
  password?: string;
  /** DATA_DIR: where the generated password's file goes. */
  dataDir: string;
}

export type FirstAdminOutcome = 'created' | 'generated' | 'exists';

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === 'P2002';

/** Written whole (temporary file, then renamed), readable by the owner only. */
async function writeFirstPassword(dataDir: string, username: string, password: string): Promise<string> {
  await ensurePrivateDir(dataDir);
  const file = firstPasswordFile(dataDir);
  const temp = `${file}.${randomUUID()}.tmp`;
  const text = [
    'Manzil: the first administrator account',
    `username: ${username}`,
    `password: ${password}`,
    '',
    'Sign in at /admin with it: you will be asked to choose a new password at once, and this file is then',
    'deleted. Nobody but the account the site runs as can read it.',
    '',
  ].join('\n');
  try {
    await writeFile(temp, text, { mode: PRIVATE_FILE_MODE });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return file;
}

/** Deletes the generated password's file once the admin has chosen a new password. */
export async function removeFirstPassword(dataDir: string): Promise<void> {
  await rm(firstPasswordFile(dataDir), { force: true });
}

/**
 * Makes sure the site can be administered after its first start: creates the ADMIN_USERNAME account when it is
 * missing. Only the argon2id hash is stored. An existing account is never changed here (restarts keep it; the
 * `admin reset` command changes passwords).
 *
 * - ADMIN_PASSWORD given: the account gets it; the operator chose it, so no change is forced (the e2e journeys
 *   and the benchmarks rely on that).
 * - None given: a random 24-character password is written to `DATA_DIR/first-admin-password.txt` (mode 0600),
 *   never to the log, and the account must choose a new password before its first session starts.
 */
export async function ensureFirstAdmin(
  db: AuthDb,
  log: Logger,
  options: FirstAdminOptions,
): Promise<FirstAdminOutcome> {
  const username = normalizeUsername(options.username);
  const existing = await db.adminUser.findUnique({ where: { username }, select: { id: true } });
  if (existing) {
    if (options.password) {
      log.info(
        `Admin account "${username}" already exists; ADMIN_PASSWORD is not applied again. To change its password run: npm run admin -w services/auth -- reset ${username}`,
      );
    }
    return 'exists';
  }
  if (!options.password && (await db.adminUser.count()) > 0) return 'exists';

  const password = options.password ?? generatePassword();
  const generated = !options.password;
  try {
    await db.adminUser.create({
      data: { username, passwordHash: await hashPassword(password), mustChangePassword: generated },
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'exists'; // another instance created it at the same moment
    throw error;
  }
  if (!generated) {
    log.info(`Admin account "${username}" created from ADMIN_USERNAME/ADMIN_PASSWORD.`);
    return 'created';
  }
  const file = await writeFirstPassword(options.dataDir, username, password);
  // At warn so it shows at every level; the password itself is only in the file.
  log.warn(
    `First admin account "${username}" created with a generated password, written to ${file} (readable by this account only). Sign in at /admin with it; you will be asked to choose a new one.`,
  );
  return 'generated';
}
