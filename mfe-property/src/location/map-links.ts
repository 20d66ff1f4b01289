/** Google Maps' documented directions URL (no key): the route to the listing's coordinates from where one is. */
export function directionsHref({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
