import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const schema = join(here, 'fixtures', 'prisma', 'schema.prisma');
const client = join(here, 'fixtures', 'generated', 'prisma', 'client.ts');
const prismaCli = join(here, '..', '..', '..', 'node_modules', 'prisma', 'build', 'index.js');

/** Generates the test schema's Prisma client when missing or older than the schema (it is git-ignored). */
export default function generateTestClient(): void {
  if (existsSync(client) && statSync(client).mtimeMs >= statSync(schema).mtimeMs) return;
  execFileSync(process.execPath, [prismaCli, 'generate', '--schema', schema], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // The schema engine is only needed by `prisma migrate`; point at any file so the CLI does not download it.
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? fileURLToPath(import.meta.url),
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    },
  });
}
