export { detectImageType, IMAGE_MIME_TYPES, type ImageType } from './detect.ts';
export { ImageError, type ImageErrorCode } from './errors.ts';
export {
  DEFAULT_VARIANTS,
  type EncodedImage,
  type ProcessedImage,
  type ProcessImageOptions,
  processImage,
  type Rendition,
  type RenditionSpec,
} from './process.ts';
export {
  type ImageStorage,
  mediaUrl,
  type StoredFile,
  type StoredImage,
  type StoredVariant,
  type StoreImageOptions,
  srcsetOf,
  storeProcessedImage,
} from './store.ts';
