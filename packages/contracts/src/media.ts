/**
 * The media service's public contract: image uploads (`POST /api/media/images`) and what they answer. Every
 * upload is re-encoded to fit 1600x1200 as JPEG quality 60 without metadata, with card and thumbnail variants,
 * each also as WebP; the answer lists URLs under `/media/`, never bytes.
 */
import Type, { type Static } from 'typebox';

export * from './media-rules.ts';

export const MediaFile = Type.Object({
  url: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  contentType: Type.String(),
});
export type MediaFile = Static<typeof MediaFile>;

export const MediaVariant = Type.Object({
  jpeg: MediaFile,
  webp: Type.Union([MediaFile, Type.Null()]),
});
export type MediaVariant = Static<typeof MediaVariant>;

/** One stored image: the main JPEG, ready-made srcsets and every size by name (`full`, `card`, `thumb`). */
export const UploadedImage = Type.Object({
  /** Content address: uploading the same bytes again gives the same id and URLs. */
  id: Type.String({ pattern: '^[a-f0-9]{32}$' }),
  url: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  contentType: Type.Literal('image/jpeg'),
  /** Card-sized JPEG (about 800 px wide). */
  cardUrl: Type.String(),
  /** Thumbnail JPEG (about 320 px wide). */
  thumbUrl: Type.String(),
  /** `"<url> 320w, <url> 800w, <url> 1600w"` in JPEG. */
  srcset: Type.String(),
  /** The same widths in WebP, for `<source type="image/webp">`. */
  webpSrcset: Type.String(),
  variants: Type.Record(Type.String(), MediaVariant),
  /** The file as uploaded. */
  source: Type.Object({
    type: Type.String(),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    bytes: Type.Integer({ minimum: 1 }),
    filename: Type.Optional(Type.String()),
  }),
});
export type UploadedImage = Static<typeof UploadedImage>;

/** `POST /api/media/images` (multipart, one or more `file` parts): 201 with the images in the order sent. */
export const UploadImagesResponse = Type.Object({
  images: Type.Array(UploadedImage),
});
export type UploadImagesResponse = Static<typeof UploadImagesResponse>;

/** `GET /api/media/images/{id}`: the metadata of an uploaded image, e.g. for the catalog to check a URL. */
export const MediaImageParams = Type.Object({
  id: Type.String({ pattern: '^[a-f0-9]{32}$' }),
});
export type MediaImageParams = Static<typeof MediaImageParams>;
