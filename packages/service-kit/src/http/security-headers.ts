import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Browser features no page of the site uses are switched off for every document and every frame; the listing
 * page's share button keeps the clipboard (same origin only) and the native share sheet, whose default is the same
 * origin already: `web-share` is not named, as browsers without Web Share (Chromium on Linux) log an error for a
 * feature they do not know, on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-write=(self)',
  'fullscreen=(self)',
].join(', ');

/**
 * The policy of an API answer (JSON, an image, a metrics page): it never needs to load or run anything, nor be
 * framed. The gateway replaces it with the pages' own policy on the routes it draws (services/gateway/src/app.ts).
 */
export const API_CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    upgradeInsecureRequests: null,
  },
} as const;

/**
 * Security headers on every answer of the server (health, readiness, metrics, errors and 404s included):
 * helmet's set (CSP, HSTS, nosniff, frame denial, referrer policy, cross-origin opener policy...) and a
 * `Permissions-Policy`. Registered by `createServer` at the root, so no route can be left out.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyHelmet, {
      global: true,
      contentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
      crossOriginEmbedderPolicy: false,
      // Media and remotes are also read by the micro-frontends' dev servers on other ports.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'manzil-security-headers', fastify: '5.x' },
);
