import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderShellHtml } from './html.ts';
import { pageInfo } from './page-routes.ts';

const NON_PAGE_PREFIXES = ['/api/', '/media/', '/mfe/'];

/** Loads the shell's index.html, re-reading it only when a rebuild changed the file. */
function shellTemplateLoader(frontendRoot: string): () => string | null {
  const file = join(frontendRoot, 'shell', 'dist', 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/**
 * Answers every request no route took: pages get the shell's HTML with the language and direction of their path
 * (HTTP 404 for paths no screen answers, still rendering the 404 page); API and asset paths get a JSON 404.
 */
export function createPageHandler(frontendRoot: string) {
  const loadTemplate = shellTemplateLoader(frontendRoot);
  return async function pageHandler(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
      pathname !== '/api';
    if (!isPageRequest) {
      return reply
        .code(404)
        .send({ error: 'not_found', message: `No route for ${request.method} ${pathname}` });
    }
    const template = loadTemplate();
    if (template === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The site is not built yet: run `npm run build` (or `npm start`, which builds what is missing).',
        );
    }
    const page = pageInfo(pathname);
    return reply
      .code(page.known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('content-language', page.lang)
      .type('text/html; charset=utf-8')
      .send(renderShellHtml(template, page));
  };
}
