import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomUUID,
} from 'node:crypto';
import { chmod, link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_KEY_FILE, PUBLIC_KEY_FILE } from './admin-tokens.ts';

export interface AuthKeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicKeyPem: string;
  /** Where the pair was found: the environment, existing files, or generated now. */
  origin: 'env' | 'files' | 'generated';
}

const pemOf = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }) as string;

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes the public key next to the private one so verifiers sharing DATA_DIR find it; atomic via rename. */
async function writePublicKey(dir: string, pem: string): Promise<void> {
  const file = join(dir, PUBLIC_KEY_FILE);
  if ((await readIfExists(file)) === pem) return;
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, pem, { mode: 0o600 }); // DATA_DIR is owner-only, files included
  await rename(temp, file);
}

/**
 * The auth service's signing key. With AUTH_PRIVATE_KEY it is used as is (nothing written). Otherwise the
 * Ed25519 pair under `DATA_DIR/keys` is read, or generated on first start (private key mode 0600). Two
 * processes starting together agree on one key: the private key file is created exclusively and whole.
 */
export async function ensureAuthKeyPair(
  dataDir: string,
  options: { privateKeyPem?: string } = {},
): Promise<AuthKeyPair> {
  if (options.privateKeyPem) {
    const privateKey = createPrivateKey(options.privateKeyPem);
    const publicKey = createPublicKey(privateKey);
    return { privateKey, publicKey, publicKeyPem: pemOf(publicKey), origin: 'env' };
  }
  const dir = join(dataDir, 'keys');
  const privateFile = join(dir, PRIVATE_KEY_FILE);
  await mkdir(dir, { recursive: true, mode: 0o700 });

  let origin: AuthKeyPair['origin'] = 'files';
  let privatePem = await readIfExists(privateFile);
  if (privatePem === null) {
    const generated = generateKeyPairSync('ed25519').privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    // Written whole to a temp file, then linked into place: link fails if the file exists, and nobody can
    // read a half-written key.
    const temp = `${privateFile}.${randomUUID()}.tmp`;
    await writeFile(temp, generated, { mode: 0o600 });
    await chmod(temp, 0o600); // the umask may have narrowed it differently
    try {
      await link(temp, privateFile);
      privatePem = generated;
      origin = 'generated';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      privatePem = await readFile(privateFile, 'utf8'); // another process won the race
    } finally {
      await rm(temp, { force: true });
    }
  }
  const privateKey = createPrivateKey(privatePem);
  const publicKey = createPublicKey(privateKey);
  const publicKeyPem = pemOf(publicKey);
  await writePublicKey(dir, publicKeyPem);
  return { privateKey, publicKey, publicKeyPem, origin };
}
