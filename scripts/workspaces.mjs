// The workspace folders of the monorepo, from the root package.json (globs of the form `dir/*` expanded).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function listWorkspaces() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return existsSync(join(root, pattern, 'package.json')) ? [pattern] : [];
    const dir = pattern.slice(0, -2);
    return readdirSync(join(root, dir))
      .map((name) => `${dir}/${name}`)
      .filter((ws) => existsSync(join(root, ws, 'package.json')));
  });
}

export const FRONTENDS = ['shell', 'mfe-search', 'mfe-property', 'mfe-calculators', 'mfe-chat', 'mfe-admin'];
export const SERVICES = [
  'gateway',
  'catalog',
  'search',
  'content',
  'contact',
  'auth',
  'ai',
  'media',
  'notifications',
];
export { root };
