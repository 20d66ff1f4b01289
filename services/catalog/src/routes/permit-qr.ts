import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_PERMIT_CHECK_URL,
  PropertyDetailQuery,
  permitCheckUrl,
  SITE_CONTENT_PATH,
} from '@manzil/contracts';
import { NotFoundError } from '@manzil/service-kit';
import QRCode from 'qrcode';
import type { CatalogDb } from '../db.ts';

/** How long the permit-check pattern read from the site content is reused before it is read again. */
const PATTERN_TTL_MS = 60_000;
const PATTERN_TIMEOUT_MS = 1_500;

/**
 * Where permits are checked: the site content's `company.permitCheckUrl`, read through the content service's
 * public API (never its tables) and kept for a minute; the default when it is not set or cannot be read.
 */
export function permitPatternSource(contentUrl: () => string, fetchImpl: typeof fetch = fetch) {
  let cached: { pattern: string; until: number } | null = null;
  return async function permitPattern(): Promise<string> {
    const now = Date.now();
    if (cached && cached.until > now) return cached.pattern;
    let pattern = DEFAULT_PERMIT_CHECK_URL;
    try {
      const response = await fetchImpl(`${contentUrl()}${SITE_CONTENT_PATH}`, {
        signal: AbortSignal.timeout(PATTERN_TIMEOUT_MS),
      });
      if (response.ok) {
        const site = (await response.json()) as { company?: { permitCheckUrl?: unknown } };
        const configured = site.company?.permitCheckUrl;
        if (typeof configured === 'string' && configured.includes('{permit}')) pattern = configured;
      }
    } catch {
      // The content service is away: the regulator's default check still works.
    }
    cached = { pattern, until: now + PATTERN_TTL_MS };
    return pattern;
  };
}

/** The QR code of a permit check URL as an SVG document (dark modules on white: scanners need the contrast). */
export async function permitQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#111111', light: '#ffffff' },
  });
}

/**
 * `GET /api/properties/permit-qr?id=`: the QR code of the listing's advertising permit, drawn here (an SVG of a
 * few KB the listing page shows as an image), opening the regulator's check of that permit. 404 for a listing
 * that does not exist or has no permit.
 */
export const permitQrRoutes: FastifyPluginAsyncTypebox<{
  db: CatalogDb;
  permitPattern: () => Promise<string>;
}> = async (app, { db, permitPattern }) => {
  app.get(
    '/api/properties/permit-qr',
    { schema: { querystring: PropertyDetailQuery } },
    async (request, reply) => {
      const listing = await db.property.findUnique({
        where: { id: request.query.id },
        select: { permitNumber: true, published: true },
      });
      // A draft is not public: neither is its permit.
      const permit = listing?.published ? listing.permitNumber?.trim() : undefined;
      if (!permit) throw new NotFoundError('This listing has no advertising permit.');
      const url = permitCheckUrl(permit, await permitPattern());
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        // What the code opens, for a caller that shows it as a link beside the picture.
        .header('x-permit-check-url', url);
      return permitQrSvg(url);
    },
  );
};
