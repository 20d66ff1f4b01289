import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the client hydrates the server's markup, true after (and at once in a part the
 * client draws itself). What only the browser knows (the URL's #hash, media queries, stored choices) is applied
 * once this is true, so the hydrating render draws exactly what the server drew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
