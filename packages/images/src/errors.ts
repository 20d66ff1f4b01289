export type ImageErrorCode = 'unsupported_type' | 'too_large' | 'too_many_pixels' | 'invalid_image';

/**
 * A refused input image. `code` lets a service map it to HTTP (unsupported_type 415, too_large and
 * too_many_pixels 413, invalid_image 400) without parsing messages.
 */
export class ImageError extends Error {
  override readonly name = 'ImageError';
  constructor(
    readonly code: ImageErrorCode,
    message: string,
  ) {
    super(message);
  }
}
