import { IMAGE_JPEG_QUALITY, IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH } from '@manzil/contracts';

/** The size that fits `width` x `height` inside `maxWidth` x `maxHeight`, keeping the proportions (never larger). */
export function fitWithin(
  width: number,
  height: number,
  maxWidth = IMAGE_MAX_WIDTH,
  maxHeight = IMAGE_MAX_HEIGHT,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Spec 5 and 9: each picked image is downscaled in the browser to fit 1600x1200 and re-encoded as JPEG 0.6. */
export async function downscaleToJpeg(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    // JPEG has no transparency: paint white under a PNG's transparent parts instead of black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
        'image/jpeg',
        IMAGE_JPEG_QUALITY / 100,
      ),
    );
  } finally {
    bitmap.close();
  }
}

/** Moves the item at `from` to `to` (a new array). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
