import type { Stats } from 'node:fs';
import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../log/logger.ts';

/*
 * Data at rest: DATA_DIR holds the signing key, the embedded databases (admin accounts, sessions, enquiries), the
 * search index and the media. Nobody but the account the site runs as may read any of it: directories are
 * created 0700 and files 0600, whatever the umask, and the process's own umask is narrowed to 077 so files other
 * code creates under DATA_DIR (PGlite's data files) are owner-only too.
 */

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) owner-only. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Narrows the process's umask to 077 (new files 0600, new directories 0700). A worker thread cannot change it:
 * then the explicit modes of this package's writers still apply.
 */
export function restrictUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    // worker threads: ERR_WORKER_UNSUPPORTED_OPERATION
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Narrows every directory under `root` to 0700 and every file to 0600 (those open to the group or others only).
 * For files written by code that sets its own modes: PGlite's WebAssembly file system creates its data files 0666.
 */
export async function narrowTree(root: string, log?: Logger): Promise<void> {
  const walk = async (path: string): Promise<void> => {
    let info: Stats;
    try {
      info = await lstat(path);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    if (info.isSymbolicLink()) return;
    const wanted = info.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if (info.mode & 0o077) {
      await chmod(path, wanted).catch((error: unknown) => {
        if (!isMissing(error))
          log?.warn({ path, err: error }, 'could not make this path readable by its owner only');
      });
    }
    if (info.isDirectory()) {
      const names = await readdir(path).catch(() => [] as string[]);
      for (const name of names) await walk(join(path, name));
    }
  };
  await walk(root);
}

/**
 * Makes DATA_DIR owner-only at start: creates it 0700, and narrows it and what lies directly in it (a DATA_DIR
 * left by an older version, or made by hand with 0755) to 0700 / 0600. A directory owned by someone else is
 * reported, not fatal: the operator may have made it so on purpose.
 */
export async function securePrivateRoot(dataDir: string, log?: Logger): Promise<void> {
  await ensurePrivateDir(dataDir);
  const narrow = async (path: string, mode: number) => {
    try {
      const info = await stat(path);
      if ((info.mode & 0o777 & ~mode) === 0) return;
      await chmod(path, info.isDirectory() ? PRIVATE_DIR_MODE : mode);
    } catch (error) {
      // Gone, or a read-only mount (another container's keys volume): nothing this process can write there.
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EROFS') return;
      log?.warn({ path, err: error }, 'could not make this path readable by its owner only');
    }
  };
  await narrow(dataDir, PRIVATE_DIR_MODE);
  let entries: string[] = [];
  try {
    entries = await readdir(dataDir);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  for (const name of entries) await narrow(join(dataDir, name), PRIVATE_FILE_MODE);
}
