import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { detectImageType, type ImageType } from './detect.ts';
import { ImageError } from './errors.ts';

/** One size to produce: fit inside the box, never enlarged. */
export interface RenditionSpec {
  name: string;
  maxWidth: number;
  maxHeight: number;
}

export interface ProcessImageOptions {
  /** Box of the main image (spec 9: 1600x1200). */
  maxWidth?: number;
  maxHeight?: number;
  /** JPEG quality 1-100 (spec 9: 0.6, i.e. 60); WebP uses the same figure. */
  quality?: number;
  /** Refuse larger inputs (bytes). */
  maxBytes?: number;
  /** Refuse inputs with more pixels than this (decompression bombs). */
  maxPixels?: number;
  /** Smaller sizes for cards and thumbnails. */
  variants?: RenditionSpec[];
  /** Also encode every size as WebP (for `<source type="image/webp">`). */
  webp?: boolean;
  /** WebP encoder effort 0-6: higher is smaller and slower (bulk jobs like a seed can trade size for time). */
  webpEffort?: number;
}

export interface EncodedImage {
  format: 'jpeg' | 'webp';
  contentType: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  data: Buffer;
}

export interface Rendition {
  /** `full` for the main image, else the variant's name. */
  name: string;
  jpeg: EncodedImage;
  webp: EncodedImage | null;
}

export interface ProcessedImage {
  /** Content address: the same input and options always give the same id (and so the same storage keys). */
  id: string;
  source: { type: ImageType; width: number; height: number; bytes: number };
  /** The main image first, then the variants in the order asked. */
  renditions: Rendition[];
}

export const DEFAULT_VARIANTS: RenditionSpec[] = [
  { name: 'card', maxWidth: 800, maxHeight: 600 },
  { name: 'thumb', maxWidth: 320, maxHeight: 240 },
];

const DEFAULTS = {
  maxWidth: 1600,
  maxHeight: 1200,
  quality: 60,
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 40_000_000,
  variants: DEFAULT_VARIANTS,
  webp: true,
  webpEffort: 4,
} satisfies Required<ProcessImageOptions>;

/**
 * Validates an uploaded image by its bytes and re-encodes it: EXIF orientation applied, every metadata block
 * (EXIF, GPS, XMP, ICC) dropped, colours in sRGB, transparency flattened on white, fitted inside the box as a
 * mozjpeg JPEG, plus smaller variants and WebP versions. The input is decoded once.
 */
export async function processImage(
  bytes: Uint8Array,
  options: ProcessImageOptions = {},
): Promise<ProcessedImage> {
  const opts = { ...DEFAULTS, ...options };
  if (bytes.length > opts.maxBytes) {
    throw new ImageError('too_large', `image is ${bytes.length} bytes; the limit is ${opts.maxBytes}`);
  }
  const type = detectImageType(bytes);
  if (!type) throw new ImageError('unsupported_type', 'not a JPEG, PNG, WebP or AVIF image');

  const input = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { width, height } = await readSize(input, opts.maxPixels);

  const decoded = await sharp(input, { failOn: 'error', limitInputPixels: opts.maxPixels })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .resize({ width: opts.maxWidth, height: opts.maxHeight, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new ImageError('invalid_image', `the image could not be decoded: ${(error as Error).message}`);
    });
  const { width: rawWidth, height: rawHeight, channels } = decoded.info;
  const raw = { width: rawWidth, height: rawHeight, channels };
  const fromRaw = () => sharp(decoded.data, { raw });

  const specs: RenditionSpec[] = [
    { name: 'full', maxWidth: opts.maxWidth, maxHeight: opts.maxHeight },
    ...opts.variants,
  ];
  const renditions = await Promise.all(
    specs.map(async (spec): Promise<Rendition> => {
      const sized = () =>
        spec.name === 'full'
          ? fromRaw()
          : fromRaw().resize({
              width: spec.maxWidth,
              height: spec.maxHeight,
              fit: 'inside',
              withoutEnlargement: true,
            });
      const [jpeg, webp] = await Promise.all([
        encode(sized().jpeg({ quality: opts.quality, mozjpeg: true }), 'jpeg'),
        opts.webp ? encode(sized().webp({ quality: opts.quality, effort: opts.webpEffort }), 'webp') : null,
      ]);
      return { name: spec.name, jpeg, webp };
    }),
  );

  return {
    id: contentId(input, opts),
    source: { type, width, height, bytes: bytes.length },
    renditions,
  };
}

async function readSize(input: Buffer, maxPixels: number): Promise<{ width: number; height: number }> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new ImageError('invalid_image', `the image could not be read: ${(error as Error).message}`);
    });
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new ImageError('invalid_image', 'the image has no dimensions');
  if (width * height > maxPixels) {
    throw new ImageError('too_many_pixels', `image is ${width}x${height}; the limit is ${maxPixels} pixels`);
  }
  return { width, height };
}

async function encode(pipeline: Sharp, format: 'jpeg' | 'webp'): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return {
    format,
    contentType: format === 'jpeg' ? 'image/jpeg' : 'image/webp',
    width: info.width,
    height: info.height,
    data,
  };
}

function contentId(input: Buffer, opts: Required<ProcessImageOptions>): string {
  const { maxWidth, maxHeight, quality, variants, webp, webpEffort } = opts;
  return createHash('sha256')
    .update(input)
    .update(JSON.stringify({ maxWidth, maxHeight, quality, variants, webp, webpEffort }))
    .digest('hex')
    .slice(0, 32);
}
