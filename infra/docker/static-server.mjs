// The static server of the micro-frontends image: serves /mfe/<remote>/... from /site/<remote>/ (the builds),
// content-hashed files for a year, manifests and remote entries revalidated, nothing outside /site.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const SITE = process.env.SITE_DIR ?? '/site';
const PORT = Number(process.env.PORT ?? 8080);
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
};
const REVALIDATE = /(?:mf-manifest\.json|mf-stats\.json|remoteEntry\.js|index\.html)$/;

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://static');
  if (url.pathname === '/healthz') return response.end('ok');
  const relative = normalize(decodeURIComponent(url.pathname.replace(/^\/mfe\//, '/'))).replace(
    /^[/\\]+/,
    '',
  );
  const file = join(SITE, relative);
  if (!file.startsWith(SITE + sep) || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.statusCode = 404;
    return response.end();
  }
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    response.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.setHeader('content-length', info.size);
    response.setHeader(
      'cache-control',
      REVALIDATE.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
    );
    if (request.method === 'HEAD') return response.end();
    createReadStream(file).pipe(response);
  } catch {
    response.statusCode = 404;
    response.end();
  }
}).listen(PORT, '0.0.0.0', () => console.log(`micro-frontends served on :${PORT} from ${SITE}`));
