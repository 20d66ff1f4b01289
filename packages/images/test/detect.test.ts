import { describe, expect, it } from 'vitest';
import { detectImageType } from '../src/index.ts';
import { avif, gif, jpeg, png, webp } from './fixtures.ts';

describe('detectImageType', () => {
  it('recognises JPEG, PNG, WebP and AVIF by their bytes', async () => {
    expect(detectImageType(await jpeg(8, 8))).toBe('jpeg');
    expect(detectImageType(await png(8, 8))).toBe('png');
    expect(detectImageType(await webp(8, 8))).toBe('webp');
    expect(detectImageType(await avif(8, 8))).toBe('avif');
  });

  it('refuses other formats and non-images whatever they claim to be', async () => {
    expect(detectImageType(await gif(8, 8))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(detectImageType(new Uint8Array(0))).toBeNull();
    expect(detectImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('tells HEIC from AVIF although both use the same container', () => {
    const box = (major: string, ...compatible: string[]) => {
      const brands = [major, '\0\0\0\0', ...compatible].join('');
      const size = 8 + brands.length;
      const bytes = Buffer.alloc(size);
      bytes.writeUInt32BE(size, 0);
      bytes.write(`ftyp${brands}`, 4, 'latin1');
      return bytes;
    };
    expect(detectImageType(box('heic', 'mif1', 'heic'))).toBeNull();
    expect(detectImageType(box('mif1', 'mif1', 'avif'))).toBe('avif');
    expect(detectImageType(box('avis', 'avis'))).toBe('avif');
  });
});
