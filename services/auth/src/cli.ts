// Admin accounts from the command line (the site's own data: same DATA_DIR or DATABASE_URL as the server).
//
//   npm run admin -w services/auth -- add <username>        # asks for the password (or reads it from stdin)
//   npm run admin -w services/auth -- add <username> --generate
//   npm run admin -w services/auth -- reset <username> [--generate]
//   npm run admin -w services/auth -- list
//
// A reset ends every session of that admin. With the embedded database (PGlite) stop the site first: one
// process at a time may open it.
import { createInterface } from 'node:readline';
import { createLogger, createServiceContext, loadConfig } from '@manzil/service-kit';
import { createAuthClient, MIGRATIONS_DIR } from './db.ts';
import {
  generatePassword,
  hashPassword,
  normalizeUsername,
  passwordProblem,
  USERNAME_PATTERN,
} from './domain/passwords.ts';

const USAGE = `Usage:
  npm run admin -w services/auth -- add <username> [--generate]
  npm run admin -w services/auth -- reset <username> [--generate]
  npm run admin -w services/auth -- list
Without --generate the password is asked for (typed twice, not shown), or read from the first line of stdin.`;

class UsageError extends Error {}

async function readHidden(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  let prompted = false;
  output._writeToOutput = (text: string) => {
    if (!prompted) {
      process.stdout.write(text);
      prompted = true;
    }
  };
  try {
    return await new Promise<string>((resolve) => rl.question(prompt, resolve));
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

async function readFirstLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function choosePassword(
  username: string,
  generate: boolean,
): Promise<{ password: string; shown: boolean }> {
  if (generate) return { password: generatePassword(), shown: true };
  let password: string;
  if (process.stdin.isTTY) {
    password = await readHidden(`New password for ${username}: `);
    const again = await readHidden('Type it again: ');
    if (again !== password) throw new UsageError('The two passwords differ. Nothing was changed.');
  } else {
    password = await readFirstLine();
  }
  const problem = passwordProblem(password, username);
  if (problem) throw new UsageError(`${problem} Nothing was changed.`);
  return { password, shown: false };
}

async function main(args: string[]): Promise<void> {
  const [command, rawName, ...rest] = args;
  const generate = rest.includes('--generate');
  if (!command || !['add', 'reset', 'list'].includes(command)) throw new UsageError(USAGE);
  if (command !== 'list' && !rawName) throw new UsageError(USAGE);

  // npm runs workspace scripts inside services/auth; relative paths (DATA_DIR=./data) mean where npm was run.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig('auth', { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const ctx = await createServiceContext(config, createLogger(config));
  try {
    const { client: db } = await ctx.openDatabase({
      service: 'auth',
      migrationsDir: MIGRATIONS_DIR,
      createClient: createAuthClient,
    });
    if (command === 'list') {
      const users = await db.adminUser.findMany({ orderBy: { username: 'asc' } });
      for (const user of users) {
        const last = user.lastLoginAt ? user.lastLoginAt.toISOString() : 'never';
        console.log(`${user.username}\t${user.disabled ? 'disabled' : 'active'}\tlast sign-in ${last}`);
      }
      return;
    }

    const username = normalizeUsername(rawName as string);
    if (!USERNAME_PATTERN.test(username)) {
      throw new UsageError('A username is 3-64 letters, digits, dots, hyphens or underscores.');
    }
    const existing = await db.adminUser.findUnique({ where: { username } });
    if (command === 'add' && existing) {
      throw new UsageError(
        `Admin "${username}" already exists. To change its password use: reset ${username}`,
      );
    }
    if (command === 'reset' && !existing) {
      throw new UsageError(`There is no admin "${username}". To create it use: add ${username}`);
    }

    const { password, shown } = await choosePassword(username, generate);
    const passwordHash = await hashPassword(password);
    const now = new Date();
    if (command === 'add') {
      // A generated password was shown on this terminal: its owner chooses their own at the first sign-in.
      await db.adminUser.create({
        data: { username, passwordHash, passwordChangedAt: now, mustChangePassword: shown },
      });
      console.log(`Admin "${username}" added.`);
    } else {
      await db.$transaction([
        db.adminUser.update({
          where: { username },
          data: { passwordHash, passwordChangedAt: now, disabled: false, mustChangePassword: shown },
        }),
        db.session.updateMany({
          where: { userId: existing?.id, revokedAt: null },
          data: { revokedAt: now, revokedReason: 'password_reset' },
        }),
      ]);
      console.log(`Password of "${username}" changed; its open sessions were ended.`);
    }
    if (shown) {
      console.log(`Password (shown only now): ${password}`);
      console.log('It must be changed at the first sign-in at /admin.');
    }
  } finally {
    await ctx.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) console.error(error.message);
  else console.error(`admin: ${(error as Error).message}`);
  process.exitCode = 1;
});
