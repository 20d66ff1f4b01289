import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isRemoteName, REMOTES } from '@manzil/contracts';
import { SERVER_RENDERER_FILE, type ServerRenderer, SHELL_MODULE } from '@manzil/contracts/server-render';

/** The folder of the micro-frontend that draws a module: `shell`, or the remote's folder. */
export function folderOf(module: string): string | null {
  if (module === SHELL_MODULE) return 'shell';
  const remote = module.split('/', 1)[0] as string;
  return isRemoteName(remote) ? REMOTES[remote].folder : null;
}

function isRenderer(value: unknown): value is ServerRenderer {
  const candidate = value as Partial<ServerRenderer> | null;
  return (
    typeof candidate?.render === 'function' &&
    Array.isArray(candidate.modules) &&
    candidate.modules.every((module) => typeof module === 'string')
  );
}

/**
 * Finds the server renderer of a module in the built micro-frontends (`<folder>/dist-server/render.mjs`) and imports
 * it, again after a rebuild (a new file is a new module; the old one stays in memory until the process ends, which
 * only a developer rebuilding many times would notice). Answers null for a micro-frontend without one.
 */
export function createRendererLoader(frontendRoot: string) {
  const loaded = new Map<string, { mtimeMs: number; renderer: Promise<ServerRenderer | null> }>();

  return async function rendererFor(module: string): Promise<ServerRenderer | null> {
    const folder = folderOf(module);
    if (!folder) return null;
    const file = join(frontendRoot, folder, SERVER_RENDERER_FILE);
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    let entry = loaded.get(folder);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(file).href}?v=${mtimeMs}`;
      const renderer = import(url).then((exports: unknown) => {
        if (!isRenderer(exports)) throw new Error(`${file} does not export a server renderer`);
        return exports;
      });
      entry = { mtimeMs, renderer };
      loaded.set(folder, entry);
    }
    const renderer = await entry.renderer;
    return renderer?.modules.includes(module) ? renderer : null;
  };
}

export type RendererLoader = ReturnType<typeof createRendererLoader>;
