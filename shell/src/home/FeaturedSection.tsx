import { RemoteSlot } from '../federation/RemoteSlot.tsx';

/**
 * Spec 1's featured properties, after the services: mfe-search draws the whole section (heading and the row of
 * cards), on the server with the rest of the home page. It draws nothing when no listing is featured, so
 * neither does its placeholder; a remote that cannot load leaves no gap either (the hero's search still works).
 */
export function FeaturedSection() {
  return <RemoteSlot id="mfe_search/FeaturedListings" loading={null} fallback={() => null} />;
}
