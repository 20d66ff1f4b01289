import sharp, { type Sharp } from 'sharp';

/** A two-colour picture (left half red, right half blue) so orientation and cropping can be checked. */
export function halves(width: number, height: number): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="#d00000"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#0030d0"/>
  </svg>`;
  return sharp(Buffer.from(svg));
}

export const png = (w: number, h: number) => halves(w, h).png().toBuffer();
export const jpeg = (w: number, h: number) => halves(w, h).jpeg({ quality: 90 }).toBuffer();
export const webp = (w: number, h: number) => halves(w, h).webp().toBuffer();
export const avif = (w: number, h: number) => halves(w, h).avif({ effort: 0 }).toBuffer();
export const gif = (w: number, h: number) => halves(w, h).gif().toBuffer();

/** A JPEG carrying EXIF (camera model, GPS-like comment) and orientation 6 (display rotated 90° clockwise). */
export const rotatedJpegWithExif = (w: number, h: number) =>
  halves(w, h)
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret Model', ImageDescription: 'home at 24.45,54.37' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** Average colour of a small region, to tell red from blue. */
export async function colourAt(
  image: Buffer,
  region: { left: number; top: number; width: number; height: number },
): Promise<'red' | 'blue' | 'other'> {
  const { data } = await sharp(image)
    .extract(region)
    .resize(1, 1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [r = 0, , b = 0] = data;
  if (r > 150 && b < 100) return 'red';
  if (b > 150 && r < 100) return 'blue';
  return 'other';
}
