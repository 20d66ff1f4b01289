import type { Logger } from '@manzil/service-kit';
import type { AuthDb } from '../db.ts';
import { generatePassword, hashPassword, normalizeUsername } from './passwords.ts';

export interface FirstAdminOptions {
  username: string;
  /** ADMIN_PASSWORD; when absent and no admin exists yet, a strong one is generated and logged once. */
  password?: string;
}

export type FirstAdminOutcome = 'created' | 'generated' | 'exists';

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === 'P2002';

/**
 * Makes sure the site can be administered after its first start: creates the ADMIN_USERNAME account when it is
 * missing. Only the argon2id hash is stored. An existing account is never changed here (restarts keep it; the
 * `admin reset` command changes passwords).
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
  try {
    await db.adminUser.create({ data: { username, passwordHash: await hashPassword(password) } });
  } catch (error) {
    if (isUniqueViolation(error)) return 'exists'; // another instance created it at the same moment
    throw error;
  }
  if (options.password) {
    log.info(`Admin account "${username}" created from ADMIN_USERNAME/ADMIN_PASSWORD.`);
    return 'created';
  }
  // The one and only time this password exists in clear: a single line, at warn so it shows at every level.
  log.warn(
    `First admin account created: username "${username}", password "${password}". It is shown only this once; sign in at /admin and keep it safe (change it with: npm run admin -w services/auth -- reset ${username}).`,
  );
  return 'generated';
}
