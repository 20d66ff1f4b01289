import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_PERMIT_CHECK_URL,
  type PermitQrFormat,
  PermitQrQuery,
  permitCheckUrl,
  SITE_CONTENT_PATH,
} from '@manzil/contracts';
import { NotFoundError } from '@manzil/service-kit';
import QRCode from 'qrcode';
import sharp from 'sharp';
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

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;
/** Dark modules on white: scanners need the contrast. */
const QR_COLOURS = { dark: '#111111', light: '#ffffff' };
/**
 * The PNG's width to aim at: the listing page shows the code 112 CSS pixels wide, so twice that is sharp on most
 * phones; the page draws it `pixelated`, so a screen of three device pixels a CSS pixel sees square modules too.
 */
const PNG_TARGET_WIDTH = 224;

/** The QR code of a permit check URL as an SVG document. */
export async function permitQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...QR_OPTIONS, type: 'svg', color: QR_COLOURS });
}

/**
 * The QR code of a permit check URL as a two-colour PNG, a whole number of pixels a module, about
 * `PNG_TARGET_WIDTH` wide. A page's `<img>` of it is decoded off the main thread; an SVG picture is built as a
 * document of its own on the main thread while the page starts (10 to 55 ms a load on this machine kind,
 * docs/benchmarks.md).
 */
export async function permitQrPng(url: string): Promise<Buffer> {
  const modules = QRCode.create(url, QR_OPTIONS).modules.size + 2 * QR_OPTIONS.margin;
  const scale = Math.max(1, Math.round(PNG_TARGET_WIDTH / modules));
  const drawn = await QRCode.toBuffer(url, { ...QR_OPTIONS, type: 'png', scale, color: QR_COLOURS });
  // qrcode writes 32-bit colour; two palette entries say the same in about a quarter of the bytes.
  return sharp(drawn)
    .png({ palette: true, colours: 2, compressionLevel: 9, effort: 10, dither: 0 })
    .toBuffer();
}

const DRAW: Record<PermitQrFormat, (url: string) => Promise<string | Buffer>> = {
  svg: permitQrSvg,
  png: permitQrPng,
};
const CONTENT_TYPE: Record<PermitQrFormat, string> = {
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
};

/**
 * `GET /api/properties/permit-qr?id=&format=`: the QR code of the listing's advertising permit, drawn here, opening
 * the regulator's check of that permit: an SVG by default, a PNG of under a KB (what the listing page shows) with
 * `format=png`. 404 for a listing that does not exist or has no permit.
 */
export const permitQrRoutes: FastifyPluginAsyncTypebox<{
  db: CatalogDb;
  permitPattern: () => Promise<string>;
}> = async (app, { db, permitPattern }) => {
  app.get('/api/properties/permit-qr', { schema: { querystring: PermitQrQuery } }, async (request, reply) => {
    const listing = await db.property.findUnique({
      where: { id: request.query.id },
      select: { permitNumber: true, published: true },
    });
    // A draft is not public: neither is its permit.
    const permit = listing?.published ? listing.permitNumber?.trim() : undefined;
    if (!permit) throw new NotFoundError('This listing has no advertising permit.');
    const url = permitCheckUrl(permit, await permitPattern());
    const format = request.query.format ?? 'svg';
    reply
      .header('content-type', CONTENT_TYPE[format])
      .header('cache-control', 'public, max-age=300')
      // What the code opens, for a caller that shows it as a link beside the picture.
      .header('x-permit-check-url', url);
    return DRAW[format](url);
  });
};
