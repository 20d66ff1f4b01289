import { createHash } from 'node:crypto';

/**
 * Assets compiled into the service, so every build (source, bundle, container) has them: the picture shown for
 * a listing without photos (`/api/assets/placeholder.svg`), in neutral greys that sit well in light and dark.
 */
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" role="img" aria-label="No photo yet">
  <rect width="800" height="600" fill="#e4e7ec"/>
  <path d="M400 190 250 310h40v130h220V310h40z" fill="#b8bfca"/>
  <rect x="370" y="360" width="60" height="80" fill="#e4e7ec"/>
  <rect x="305" y="330" width="40" height="36" fill="#e4e7ec"/>
  <rect x="455" y="330" width="40" height="36" fill="#e4e7ec"/>
</svg>
`;

export interface BuiltinAsset {
  body: Buffer;
  contentType: string;
  etag: string;
}

function asset(text: string, contentType: string): BuiltinAsset {
  const body = Buffer.from(text, 'utf8');
  return { body, contentType, etag: createHash('sha1').update(body).digest('hex').slice(0, 20) };
}

export const BUILTIN_ASSETS: Record<string, BuiltinAsset> = {
  'placeholder.svg': asset(PLACEHOLDER_SVG, 'image/svg+xml'),
};

/** When the process started: the Last-Modified of built-in assets. */
export const BUILT_AT = new Date(Math.floor(Date.now() / 1000) * 1000);
