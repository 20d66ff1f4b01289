import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTES } from '@manzil/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';

// Files whose names do not change between builds must be revalidated; everything else is content-hashed.
const REVALIDATE = /(?:index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|remotes\.json)$/;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header(
    'cache-control',
    REVALIDATE.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable',
  );
}

/**
 * Serves the built shell at `/` and each remote's build at `/mfe/<folder>/`. A remote whose build is missing is
 * simply not served (its manifest answers 404 and the shell shows that section's fallback). The builds carry Brotli
 * and gzip copies of their text files (`main.1a2b.js.br`, packages/mfe-config/precompress.mjs): a browser that
 * accepts one gets it as it is, at the best level, with no compression per request.
 */
export async function registerStaticAssets(
  app: FastifyInstance,
  frontendRoot: string,
  { remotes = true }: { remotes?: boolean } = {},
): Promise<void> {
  for (const { folder } of remotes ? Object.values(REMOTES) : []) {
    const root = join(frontendRoot, folder, 'dist');
    if (!existsSync(root)) {
      app.log.warn(`${folder} is not built (${root} missing): its sections will show their fallback`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: `/mfe/${folder}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }
  const shellRoot = join(frontendRoot, 'shell', 'dist');
  if (existsSync(shellRoot)) {
    await app.register(fastifyStatic, {
      root: shellRoot,
      prefix: '/',
      index: false,
      preCompressed: true,
      // index.html is served by the page handler with lang/dir set; never as a raw file.
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      setHeaders: setCacheHeaders,
    });
  } else {
    app.log.warn(`the shell is not built (${shellRoot} missing): run npm run build`);
  }
}
