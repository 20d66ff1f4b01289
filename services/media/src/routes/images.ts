import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IMAGE_JPEG_QUALITY,
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  MEDIA_LIMITS,
  MediaImageParams,
  UploadedImage,
  UploadImagesResponse,
} from '@manzil/contracts';
import { ImageError, processImage, storeProcessedImage } from '@manzil/images';
import {
  NotFoundError,
  type ObjectStorage,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '@manzil/service-kit';
import { metaKey, toUploadedImage } from '../domain/uploaded-image.ts';
import { Limiter } from './limiter.ts';

/** Limits of one upload request (MEDIA_LIMITS by default). */
export interface MediaLimits {
  maxBytes: number;
  maxPixels: number;
  maxFiles: number;
}

export interface ImageRouteOptions {
  storage: ObjectStorage;
  limits?: Partial<MediaLimits>;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)} megapixels`;

/** An ImageError as the caller should see it, naming the file. */
function refusal(error: ImageError, name: string, limits: MediaLimits): Error {
  const file = name ? `"${name}"` : 'The file';
  switch (error.code) {
    case 'unsupported_type':
      return new UnsupportedMediaTypeError(
        `${file} is not a JPEG, PNG, WebP or AVIF image. Choose a photo in one of these formats.`,
      );
    case 'too_large':
      return new PayloadTooLargeError(`${file} is larger than ${megabytes(limits.maxBytes)}.`);
    case 'too_many_pixels':
      return new PayloadTooLargeError(
        `${file} has more than ${megapixels(limits.maxPixels)}. ${error.message}.`,
      );
    default:
      return new ValidationError(`${file} could not be read as an image.`, [
        { location: 'body', field: 'file', message: error.message },
      ]);
  }
}

/** The multipart plugin's own errors, worded for the person uploading. */
function multipartRefusal(error: unknown, limits: MediaLimits): Error | null {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLargeError(`Each image must be at most ${megabytes(limits.maxBytes)}.`);
    case 'FST_FILES_LIMIT':
      return new PayloadTooLargeError(`Upload at most ${limits.maxFiles} images at once.`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new PayloadTooLargeError('The upload has too many parts.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UnsupportedMediaTypeError(
        'Send the images as multipart/form-data with one "file" part each.',
      );
    default:
      return null;
  }
}

/**
 * `POST /api/media/images` (admin, multipart, one or more file parts): each file is accepted only if its bytes
 * are a JPEG, PNG, WebP or AVIF within the size and pixel limits, re-encoded to fit 1600x1200 as JPEG quality
 * 60 without metadata, with card and thumbnail sizes (JPEG and WebP), stored, and answered as URLs.
 * `GET /api/media/images/{id}`: what an upload answered, for callers checking an image URL.
 */
export const imageRoutes: FastifyPluginAsyncTypebox<ImageRouteOptions> = async (
  app,
  { storage, limits: given },
) => {
  const limits: MediaLimits = { ...MEDIA_LIMITS, ...given };
  // Re-encoding is CPU-bound: two at a time keeps the rest of the site responsive on a small machine.
  const encoder = new Limiter(2);

  await app.register(fastifyMultipart, {
    limits: {
      fileSize: limits.maxBytes,
      files: limits.maxFiles,
      fields: 20,
      fieldSize: 2000,
      parts: limits.maxFiles + 20,
    },
  });

  app.post(
    '/api/media/images',
    { preHandler: app.requireAdmin, schema: { response: { 201: UploadImagesResponse } } },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new UnsupportedMediaTypeError(
          'Send the images as multipart/form-data with one "file" part each.',
        );
      }
      const images: UploadedImage[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          const bytes = await part.toBuffer();
          const name = part.filename ?? '';
          if (bytes.length === 0) {
            throw new ValidationError(`${name ? `"${name}"` : 'The file'} is empty.`, [
              { location: 'body', field: part.fieldname, message: 'must not be empty' },
            ]);
          }
          const processed = await encoder
            .run(() =>
              processImage(bytes, {
                maxWidth: IMAGE_MAX_WIDTH,
                maxHeight: IMAGE_MAX_HEIGHT,
                quality: IMAGE_JPEG_QUALITY,
                maxBytes: limits.maxBytes,
                maxPixels: limits.maxPixels,
              }),
            )
            .catch((error: unknown) => {
              throw error instanceof ImageError ? refusal(error, name, limits) : error;
            });
          const stored = await storeProcessedImage(storage, processed, { prefix: 'images' });
          const image = toUploadedImage(stored, processed, name);
          await storage.put(metaKey(image.id), Buffer.from(JSON.stringify(image)), {
            contentType: 'application/json',
          });
          images.push(image);
        }
      } catch (error) {
        throw multipartRefusal(error, limits) ?? error;
      }
      if (images.length === 0) {
        throw new ValidationError('Choose at least one image to upload.', [
          { location: 'body', field: 'file', message: 'is required' },
        ]);
      }
      request.log.info({ images: images.map((image) => image.id) }, 'images uploaded');
      return reply.code(201).send({ images });
    },
  );

  app.get(
    '/api/media/images/:id',
    { schema: { params: MediaImageParams, response: { 200: UploadedImage } } },
    async (request, reply) => {
      const object = await storage.get(metaKey(request.params.id));
      if (!object) throw new NotFoundError('No uploaded image has this id.');
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as UploadedImage;
    },
  );
};
