// Generates the Prisma client of every service that has prisma/schema.prisma (run at install and before builds).
// Prisma 7 needs no query engine; the schema engine is only used by `prisma migrate`, so PRISMA_SCHEMA_ENGINE_BINARY
// points at a placeholder file to stop the CLI from trying to download it (this machine cannot).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const prismaCli = join(root, 'node_modules', 'prisma', 'build', 'index.js');
const only = process.argv[2];
for (const service of readdirSync(join(root, 'services'))) {
  if (only && only !== service) continue;
  const schema = join(root, 'services', service, 'prisma', 'schema.prisma');
  if (!existsSync(schema)) continue;
  execFileSync(process.execPath, [prismaCli, 'generate', '--schema', schema], {
    cwd: join(root, 'services', service),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? fileURLToPath(import.meta.url),
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    },
  });
  console.log(`prisma client generated for ${service}`);
}
