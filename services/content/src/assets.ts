import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger, ObjectStorage } from '@manzil/service-kit';

/** The home page's own media, served by the media service at `/api/assets/{file}` (spec 7). */
export const HERO_ASSETS = {
  'hero.mp4': 'video/mp4',
  'hero.webm': 'video/webm',
  'hero-poster.jpg': 'image/jpeg',
} as const;

/** `services/content/assets`, from source (src/), this service's bundle or the gateway's bundle (dist/). */
export function contentAssetsDir(): string | null {
  const candidates = ['../assets', '../../content/assets'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  return candidates.find((dir) => existsSync(join(dir, 'hero.mp4'))) ?? null;
}

/**
 * Puts the hero video and its poster in object storage under `assets/` when they are not there yet, so the
 * media service serves them at `/api/assets/hero.mp4`... An asset an operator replaced is left alone. Missing
 * files (a build without the assets folder) only cost the video: the hero shows its gradient.
 */
export async function publishHeroAssets(storage: ObjectStorage, log: Logger, dir = contentAssetsDir()) {
  if (!dir) {
    log.warn('hero video files not found; the home page shows its gradient background');
    return;
  }
  for (const [name, contentType] of Object.entries(HERO_ASSETS)) {
    const key = `assets/${name}`;
    if (await storage.head(key)) continue;
    await storage.put(key, await readFile(join(dir, name)), { contentType });
    log.info({ key }, 'home page asset published');
  }
}
