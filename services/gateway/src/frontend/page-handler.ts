import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultManifestUrl, isRemoteName } from '@manzil/contracts';
import type { ServerFetch } from '@manzil/contracts/server-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSeo, type FetchJson } from '../seo/index.ts';
import { FAVICON_PATH, SITE_ICONS } from './favicon.ts';
import { renderShellHtml } from './html.ts';
import { createFontInliner } from './inline-fonts.ts';
import { pageInfo } from './page-routes.ts';
import { createPreloads, type PreloadOptions } from './preloads.ts';
import { readRemotes } from './remotes.ts';
import {
  createRendererLoader,
  createServerRendering,
  type RenderPage,
  type ServerRenderedPage,
} from './server-render/index.ts';

const NON_PAGE_PREFIXES = ['/api/', '/media/', '/mfe/'];
const LOCATION_PATH = /^\/properties\/location\/([^/]+)\/?$/;

interface ShellTemplate {
  html: string;
}

/** Loads the shell's index.html, again only when a rebuild changed the page. */
function shellTemplateLoader(frontendRoot: string): () => ShellTemplate | null {
  const distDir = join(frontendRoot, 'shell', 'dist');
  const file = join(distDir, 'index.html');
  let cached: (ShellTemplate & { mtimeMs: number }) | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    }
    return cached;
  };
}

export interface PageHandlerOptions {
  /** The public origin for canonical and sitemap URLs (PUBLIC_URL); defaults to the request's own origin. */
  publicUrl?: string;
  /** How the SEO tags read the catalog and content APIs; defaults to `app.inject` on the gateway itself. */
  fetchJson?: FetchJson;
  /** How long a page waits for the catalog before it uses generic tags. */
  seoTimeoutMs?: number;
  /** Where the remotes are, for the first screen's preloads. */
  preloads?: PreloadOptions;
  /** How long a page waits for its first screen to be drawn on the server before the client draws it alone. */
  serverRenderTimeoutMs?: number;
}

/** A GET through the gateway itself: works in embedded mode (mounted services) and distributed mode (proxies). */
function injectFetcher(getServer: () => FastifyInstance | null): FetchJson {
  return async (path) => {
    const server = getServer();
    if (!server) throw new Error('the gateway has not answered a request yet');
    const response = await server.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json' },
    });
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      body = null;
    }
    return { status: response.statusCode, body };
  };
}

/** A `fetch` for the server renderers: their `/api/...` requests are answered by the gateway itself. */
function injectFetch(getServer: () => FastifyInstance | null): ServerFetch {
  return async (path, init = {}) => {
    const server = getServer();
    if (!server) throw new Error('the gateway has not answered a request yet');
    const headers: Record<string, string> = { accept: 'application/json' };
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await server.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers,
      // Renderers only read today; a text body (JSON) is passed on as it is.
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    // A 204 or 304 has no body (the Response constructor refuses one).
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

/** Waits for `work` at most `ms`; null after that (or when it fails, which the work logs itself). */
async function within<T>(work: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), ms);
  });
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Answers every request no route took: pages get the shell's HTML with the language and direction of their path
 * and their own title, description, canonical, hreflang, Open Graph and JSON-LD (HTTP 404 for paths no screen
 * answers and for missing listings, still rendering the 404 page); `/sitemap.xml` and `/robots.txt`; API and
 * asset paths get a JSON 404.
 */
export function createPageHandler(frontendRoot: string, options: PageHandlerOptions = {}) {
  const loadTemplate = shellTemplateLoader(frontendRoot);
  const preloadsFor = createPreloads(frontendRoot, options.preloads);
  const fontFacesMarkup = createFontInliner(join(frontendRoot, 'shell', 'dist'));
  const serverRenderTimeoutMs = options.serverRenderTimeoutMs ?? 3_000;
  let server: FastifyInstance | null = null;
  let renderPage: RenderPage | null = null;
  const renderPageOnce = () => {
    renderPage ??= createServerRendering({
      rendererFor: createRendererLoader(frontendRoot),
      fetch: injectFetch(() => server),
      // A remote the remotes file moves elsewhere is another build than the one on this disk: the client draws it.
      remoteIsLocal: (module) => {
        const remote = module.split('/', 1)[0] as string;
        if (!isRemoteName(remote)) return false;
        try {
          const configured = readRemotes(options.preloads?.remotesFile).remotes[remote];
          return configured === defaultManifestUrl(remote);
        } catch {
          return false;
        }
      },
    });
    return renderPage;
  };
  let seo: ReturnType<typeof createSeo> | null = null;
  const seoFor = (request: FastifyRequest) => {
    seo ??= createSeo({
      publicUrl: options.publicUrl ?? `${request.protocol}://${request.host}`,
      fetchJson: options.fetchJson ?? injectFetcher(() => server),
      timeoutMs: options.seoTimeoutMs,
    });
    return seo;
  };

  return async function pageHandler(request: FastifyRequest, reply: FastifyReply) {
    server ??= request.server;
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    const icon = isGet ? SITE_ICONS.get(pathname) : undefined;
    if (icon) return reply.header('cache-control', 'public, max-age=86400').type(icon.type).send(icon.body);
    if (isGet && pathname === '/favicon.ico') return reply.redirect(FAVICON_PATH, 301);
    if (isGet && pathname === '/robots.txt') {
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(seoFor(request).robots());
    }
    if (isGet && pathname === '/sitemap.xml') {
      try {
        const xml = await seoFor(request).sitemap();
        return reply
          .header('cache-control', 'public, max-age=600')
          .type('application/xml; charset=utf-8')
          .send(xml);
      } catch (error) {
        request.log.warn({ err: error }, 'sitemap: the catalog could not be read');
        return reply
          .code(503)
          .header('retry-after', '60')
          .type('text/plain; charset=utf-8')
          .send('The sitemap is not available right now; try again in a minute.');
      }
    }
    const isPageRequest =
      isGet && !NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) && pathname !== '/api';
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
    let status = page.known ? 200 : 404;
    let tags: string | undefined;
    const rest = page.lang === 'ar' ? pathname.slice(3) || '/' : pathname;
    // A location link is answered here with a redirect to its results (issue 25): no client round trips first.
    const location = LOCATION_PATH.exec(rest);
    if (location) {
      let slug: string | null = null;
      try {
        slug = decodeURIComponent(location[1] ?? '');
      } catch {
        slug = null;
      }
      const target =
        slug === null
          ? null
          : await seoFor(request)
              .location(page.lang, slug)
              .catch(() => null);
      if (target?.kind === 'redirect') {
        return reply.header('cache-control', 'no-cache').redirect(target.url, 302);
      }
      // 'missing' goes on to the "Location Not Found" page with HTTP 404 (its head says so); 'unavailable' (the
      // catalog could not be asked) serves the page, whose client route looks the area up itself.
    }
    // The head (title, canonical, JSON-LD) and the first screen are built at the same time.
    const rendering =
      request.method === 'GET'
        ? within(
            renderPageOnce()(request.url, page.lang, (module, error) =>
              request.log.warn({ err: error, module }, 'server rendering: the module could not be drawn'),
            ),
            serverRenderTimeoutMs,
          )
        : Promise.resolve(null);
    try {
      const result = await seoFor(request).page(page.lang, rest, new URLSearchParams(search));
      tags = result.tags;
      if (result.head.status === 404 || result.head.status === 410) status = result.head.status;
    } catch (error) {
      // The page still works without its tags: the client renders it.
      request.log.warn({ err: error }, 'page head: SEO tags could not be built');
    }
    const rendered: ServerRenderedPage | null = await rendering;
    // A page that answers 404 still starts the client with the files it draws with: the shell's start-up, and
    // the shell's 404 page (an unknown path) or the listing's module (a listing taken down: "Property not found").
    const preloads = preloadsFor(rest, page.known, page.lang);
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('content-language', page.lang)
      .type('text/html; charset=utf-8')
      .send(
        renderShellHtml(template.html, page, tags, {
          preloads: preloads.head,
          // Arabic text is set in the self-hosted Arabic font, written into the page (inline-fonts.ts).
          fontFaces: fontFacesMarkup(rendered?.fontFaces),
          startupPreloads: preloads.afterStart,
          rendered,
        }),
      );
  };
}
