import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Where a service's SQL migrations are, found from the calling module (`import.meta.url`):
 * - from source (`services/<name>/src/*.ts`, run by tsx or vitest): `services/<name>/prisma/migrations`;
 * - from a bundle (`dist/server.js` of the service itself or of the gateway, which bundles every service):
 *   `dist/migrations/<name>`, copied there by `scripts/build-service.mjs`, so a container needs only `dist/`.
 */
export function migrationsDirFor(service: string, moduleUrl: string): string {
  const candidates = [
    `./migrations/${service}`,
    `../prisma/migrations`,
    `../../${service}/prisma/migrations`,
  ].map((path) => fileURLToPath(new URL(path, moduleUrl)));
  return candidates.find((dir) => existsSync(dir)) ?? (candidates[0] as string);
}
