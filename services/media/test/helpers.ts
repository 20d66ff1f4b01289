import type { KitServer } from '@manzil/service-kit';
import sharp from 'sharp';

/** A two-colour photo-like picture of the given size in the given format. */
export function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#2a6f97"/>
    <rect y="${height / 2}" width="${width}" height="${height / 2}" fill="#e9c46a"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  switch (format) {
    case 'jpeg':
      return image
        .jpeg({ quality: 90 })
        .withExif({
          IFD0: { Make: 'TestCam', Model: 'Secret Model', ImageDescription: 'villa at 24.45,54.37' },
        })
        .toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp().toBuffer();
    case 'avif':
      return image.avif({ effort: 0 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

export interface Part {
  field?: string;
  filename: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data body as a browser sends it. */
export async function multipart(parts: Part[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of parts) {
    form.append(
      part.field ?? 'file',
      new Blob([part.bytes], { type: part.type ?? 'image/jpeg' }),
      part.filename,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

export async function upload(app: KitServer, token: string | null, parts: Part[]) {
  const body = await multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/media/images',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
