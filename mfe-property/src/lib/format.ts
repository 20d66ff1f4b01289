/** A maps link for the coordinates (no third-party map is embedded in the page). */
export function mapsHref({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
}
