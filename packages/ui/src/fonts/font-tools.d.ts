// The font tools the subsetting script and its tests use (no published types).
declare module 'fontverter' {
  export function convert(font: Uint8Array, to: 'truetype' | 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'truetype' | 'sfnt' | 'woff' | 'woff2'; noHinting?: boolean },
  ): Promise<Buffer>;
}
