// The static server of the micro-frontends image: serves /mfe/<remote>/... from /site/<remote>/ (the builds),
// content-hashed files for a year, manifests and remote entries revalidated, nothing outside /site; the builds'
// Brotli or gzip copy of a file where the browser accepts it.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

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

/** The encodings the builds carry copies in (packages/mfe-config/precompress.mjs), in order of preference. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * The content codings an Accept-Encoding header allows (`br;q=0` refuses one, `*` allows any not named).
 * @param {string | undefined} header
 * @returns {(coding: string) => boolean}
 */
export function acceptedCodings(header) {
  const weights = new Map();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return (coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
}

/** The file to send for `file` (found, `info`): its compressed copy where the browser accepts one and the build has it. */
async function negotiated(file, info, acceptEncoding) {
  const accepts = acceptedCodings(acceptEncoding);
  for (const [coding, extension] of ENCODINGS) {
    if (!accepts(coding)) continue;
    const copy = await stat(file + extension).catch(() => null);
    if (copy?.isFile()) return { path: file + extension, info: copy, coding };
  }
  return { path: file, info, coding: null };
}

/** The path a request names, percent-decoded; null when it is not valid percent-encoding (`/%E0%A4%A`). */
function decodedPath(rawUrl) {
  try {
    return decodeURIComponent(new URL(rawUrl ?? '/', 'http://static').pathname);
  } catch {
    return null;
  }
}

/** The server of the builds under `site` (exported for infra/static-server.test.ts). */
export function createStaticServer(site) {
  return createServer((request, response) => {
    serve(site, request, response).catch(() => {
      // Never let one request take the process down: whatever failed, this answer ends here.
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
}

async function serve(SITE, request, response) {
  const path = decodedPath(request.url);
  if (path === null) {
    response.statusCode = 400;
    response.setHeader('content-type', 'text/plain; charset=utf-8');
    return response.end('Bad request: the path is not valid percent-encoding.');
  }
  if (path === '/healthz') return response.end('ok');
  const relative = normalize(path.replace(/^\/mfe\//, '/')).replace(/^[/\\]+/, '');
  const file = join(SITE, relative);
  if (!file.startsWith(SITE + sep) || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.statusCode = 404;
    return response.end();
  }
  try {
    const found = await stat(file);
    if (!found.isFile()) throw new Error('not a file');
    const { path: sent, info, coding } = await negotiated(file, found, request.headers['accept-encoding']);
    response.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.setHeader('content-length', info.size);
    response.setHeader('vary', 'accept-encoding');
    if (coding) response.setHeader('content-encoding', coding);
    response.setHeader(
      'cache-control',
      REVALIDATE.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
    );
    if (request.method === 'HEAD') return response.end();
    const stream = createReadStream(sent);
    stream.on('error', () => response.destroy());
    stream.pipe(response);
  } catch {
    response.statusCode = 404;
    response.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const site = process.env.SITE_DIR ?? '/site';
  const port = Number(process.env.PORT ?? 8080);
  createStaticServer(site).listen(port, '0.0.0.0', () =>
    console.log(`micro-frontends served on :${port} from ${site}`),
  );
}
