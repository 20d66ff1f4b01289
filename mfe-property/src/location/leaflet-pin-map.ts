import L from 'leaflet';

/*
 * The listing's small map: one pin on the tiles, in a chunk of its own (Leaflet, about 40 KB gzip) fetched when
 * the location card comes near the screen. It is a picture of where the home is, not a widget: no dragging, no
 * wheel or keyboard handling (the "Open in maps" and "Directions" links beside it are the ways to explore), so
 * there is nothing only a drag can do. Without tiles the pin shows on the card's plain background.
 */
export function drawPinMap(
  element: HTMLElement,
  point: { lat: number; lng: number },
  tileUrl: string,
): () => void {
  const map = L.map(element, {
    center: [point.lat, point.lng],
    zoom: 14,
    zoomControl: false,
    attributionControl: false,
    dragging: false,
    touchZoom: false,
    scrollWheelZoom: false,
    doubleClickZoom: false,
    boxZoom: false,
    keyboard: false,
    fadeAnimation: false,
    zoomAnimation: false,
  });
  L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(map);
  L.marker([point.lat, point.lng], {
    icon: L.divIcon({
      className: 'manzil-location-pin',
      html: '<span></span>',
      iconSize: L.point(28, 28),
      iconAnchor: L.point(14, 28),
    }),
    interactive: false,
    keyboard: false,
  }).addTo(map);
  return () => map.remove();
}
