import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the module the fallback plugin answers in place of a remote module that could not be loaded. */
export const REMOTE_UNAVAILABLE = Symbol.for('manzil.remoteUnavailable');

export interface UnavailableRemoteModule {
  [REMOTE_UNAVAILABLE]: true;
  id: string;
  error: unknown;
  default: () => null;
}

export function isUnavailableRemote(module: unknown): module is UnavailableRemoteModule {
  return typeof module === 'object' && module !== null && REMOTE_UNAVAILABLE in module;
}

/**
 * A missing or broken remote never breaks the page (module-federation examples, runtime-plugin/fallback):
 * when loading a remote module fails (manifest 404, script error, a throwing module factory), `loadRemote`
 * resolves to a harmless module instead of rejecting. Its default export renders nothing; `RemoteSlot`
 * recognises it and shows the slot's own, translated fallback.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'manzil-remote-fallback',
    errorLoadRemote(args) {
      // Manifest failures are reported first with lifecycle 'afterResolve'; answering nothing there lets the
      // runtime throw, and the load then ends here with lifecycle 'onLoad'.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`Remote module ${args.id} is unavailable; showing its fallback`, args.error);
      const fallback: UnavailableRemoteModule = {
        [REMOTE_UNAVAILABLE]: true,
        id: args.id,
        error: args.error,
        default: () => null,
      };
      return fallback;
    },
  };
}
