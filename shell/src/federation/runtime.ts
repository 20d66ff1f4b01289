import { pageRemotesFile } from '@manzil/api-client';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from './fallback-plugin.ts';
import { noAssetPreloadPlugin } from './no-asset-preload-plugin.ts';
import { type RemoteModuleId, toRuntimeRemotes } from './remotes.ts';

let ready: Promise<void> | null = null;

/**
 * Reads the remotes file and registers the remotes with the Module Federation runtime that the bundler
 * plugin created for the shell (the documented MF 2 way with the build plugin). Called once at start (the first
 * call counts), with the modules the server drew the page with, whose files the page's start-up preloads fetch;
 * rendering does not wait for it, loads do.
 */
export function setupFederation(pageModules: readonly string[] = []): Promise<void> {
  if (!ready) {
    ready = (async () => {
      registerPlugins([remoteFallbackPlugin(), noAssetPreloadPlugin(new Set(pageModules))]);
      const remotes = await pageRemotesFile();
      registerRemotes(toRuntimeRemotes(remotes, window.location.href), { force: true });
    })();
  }
  return ready;
}

/** Loads an exposed module of a remote once federation is set up. */
export async function loadRemoteModule<T>(id: RemoteModuleId): Promise<T | null> {
  await setupFederation();
  return loadRemote<T>(id);
}
