import type { MapBox } from '@manzil/contracts';
import L from 'leaflet';
import { clusterPins, type MapMarker, type PinClusters } from './clusters.ts';
import { boxFromView, type Pin } from './map-state.ts';

/*
 * The one file that talks to Leaflet (1.9: about 40 KB gzip, keyboard pan and zoom built in, no WebGL), in the
 * map's own chunk: nothing else on the site downloads it. The React side (controls, card, list of pins in view)
 * drives it through MapHandle, so it is tested with this module mocked.
 *
 * No tiles (blocked, offline) is fine: the pane shows the page's background and the pins, clusters, card and
 * "Search this area" work the same; they never wait for a tile.
 */

export interface MapOptions {
  /** `{z}/{x}/{y}` template (`{s}` for subdomains) of a raster tile server, from MAP_TILE_URL. */
  tileUrl: string;
  /** Where the view starts: a box to fit (the URL's, or the box around every match). */
  box: MapBox;
  /** Called when the view settles after a move or zoom, with the box it shows and its zoom. */
  onViewChange: (box: MapBox, zoom: number) => void;
  /** A price pin was clicked, or pressed with Enter (`byKeyboard`: the card should take the focus). */
  onPinSelect: (id: number, byKeyboard: boolean) => void;
  /** The text on a pin (its price) and its accessible name. */
  pinText: (pin: Pin) => string;
  pinLabel: (pin: Pin) => string;
  /** The accessible name of a cluster of `count` pins. */
  clusterLabel: (count: number) => string;
}

export interface MapHandle {
  setPins(pins: readonly Pin[]): void;
  select(id: number | null): void;
  /** Moves the view to a box (animated unless the user asked for reduced motion). */
  showBox(box: MapBox): void;
  /** Centres a pin, zoomed in enough for it to stand alone. */
  showPin(pin: Pin): void;
  zoomIn(): void;
  zoomOut(): void;
  /** Pans by a share of the view: x east (+) / west (-), y south (+) / north (-). */
  pan(x: number, y: number): void;
  box(): MapBox;
  zoom(): number;
  /** After the container changed size (a phone's switch between map and list). */
  resize(): void;
  destroy(): void;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Enter or Space on a marker (a div with the button role: the browser does not click it for us). */
function onActivate(event: L.LeafletEvent, act: () => void) {
  const key = (event as L.LeafletKeyboardEvent).originalEvent?.key;
  if (key !== 'Enter' && key !== ' ') return;
  (event as L.LeafletKeyboardEvent).originalEvent.preventDefault();
  act();
}

const toBounds = (box: MapBox) =>
  L.latLngBounds(L.latLng(box.minLat, box.minLng), L.latLng(box.maxLat, box.maxLng));

export function createMap(element: HTMLElement, options: MapOptions): MapHandle {
  const map = L.map(element, {
    // Our own buttons (outside the map, mirrored in Arabic) and attribution line replace Leaflet's controls.
    zoomControl: false,
    attributionControl: false,
    // Arrow keys pan and +/- zoom while the map has focus (Leaflet's keyboard handler).
    keyboard: true,
    keyboardPanDelta: 120,
    zoomSnap: 1,
    minZoom: 3,
    maxZoom: 18,
    worldCopyJump: false,
    maxBounds: L.latLngBounds(L.latLng(-85, -180), L.latLng(85, 180)),
    maxBoundsViscosity: 1,
    fadeAnimation: !reducedMotion(),
    zoomAnimation: !reducedMotion(),
    markerZoomAnimation: !reducedMotion(),
  });
  map.fitBounds(toBounds(options.box), { animate: false });

  L.tileLayer(options.tileUrl, {
    maxZoom: 19,
    // Tiles are pictures: the map's meaning is in the pins and the list beside it.
    crossOrigin: false,
  }).addTo(map);

  const layer = L.layerGroup().addTo(map);
  let clusters: PinClusters = clusterPins([]);
  let selected: number | null = null;
  const markers = new Map<number, L.Marker>();

  const pinIcon = (pin: Pin, isSelected: boolean) =>
    L.divIcon({
      className: `manzil-pin${isSelected ? ' is-selected' : ''}`,
      html: `<span dir="auto">${escapeHtml(options.pinText(pin))}</span>`,
      iconSize: undefined,
      iconAnchor: undefined,
    });

  const draw = () => {
    layer.clearLayers();
    markers.clear();
    const view = boxFromView(map.getBounds().getSouthWest(), map.getBounds().getNorthEast());
    for (const marker of clusters.markers(view, map.getZoom())) addMarker(marker);
  };

  const addMarker = (marker: MapMarker) => {
    if (marker.kind === 'cluster') {
      const cluster = L.marker([marker.lat, marker.lng], {
        icon: L.divIcon({
          className: 'manzil-cluster',
          html: `<span>${marker.count}</span>`,
          iconSize: L.point(44, 44),
        }),
        keyboard: true,
        title: options.clusterLabel(marker.count),
        alt: options.clusterLabel(marker.count),
        riseOnHover: true,
      });
      const expand = () =>
        map.setView([marker.lat, marker.lng], marker.expansionZoom, { animate: !reducedMotion() });
      cluster.on('click', expand);
      cluster.on('keypress', (event) => onActivate(event, expand));
      cluster.addTo(layer);
      cluster.getElement()?.setAttribute('aria-label', options.clusterLabel(marker.count));
      return;
    }
    const isSelected = marker.id === selected;
    const pin = L.marker([marker.lat, marker.lng], {
      icon: pinIcon(marker.pin, isSelected),
      keyboard: true,
      title: options.pinLabel(marker.pin),
      riseOnHover: true,
      zIndexOffset: isSelected ? 1000 : 0,
    });
    pin.on('click', () => options.onPinSelect(marker.id, false));
    pin.on('keypress', (event) => onActivate(event, () => options.onPinSelect(marker.id, true)));
    pin.addTo(layer);
    const node = pin.getElement();
    node?.setAttribute('aria-label', options.pinLabel(marker.pin));
    node?.setAttribute('data-pin-id', String(marker.id));
    markers.set(marker.id, pin);
  };

  const report = () => {
    const bounds = map.getBounds();
    options.onViewChange(boxFromView(bounds.getSouthWest(), bounds.getNorthEast()), map.getZoom());
  };

  map.on('moveend', () => {
    draw();
    report();
  });

  return {
    setPins(pins) {
      clusters = clusterPins(pins);
      draw();
    },
    select(id) {
      // The markers stay (a redraw would take the focus away from a pin just pressed): only their state changes.
      const previous = selected === null ? undefined : markers.get(selected);
      previous?.getElement()?.classList.remove('is-selected');
      previous?.setZIndexOffset(0);
      selected = id;
      const next = id === null ? undefined : markers.get(id);
      next?.getElement()?.classList.add('is-selected');
      next?.setZIndexOffset(1000);
    },
    showBox(box) {
      map.fitBounds(toBounds(box), { animate: !reducedMotion() });
    },
    showPin(pin) {
      map.setView([pin.lat, pin.lng], Math.max(map.getZoom(), 17), { animate: !reducedMotion() });
    },
    zoomIn() {
      map.zoomIn(1, { animate: !reducedMotion() });
    },
    zoomOut() {
      map.zoomOut(1, { animate: !reducedMotion() });
    },
    pan(x, y) {
      const size = map.getSize();
      map.panBy(L.point(Math.round(size.x * x), Math.round(size.y * y)), { animate: !reducedMotion() });
    },
    box() {
      const bounds = map.getBounds();
      return boxFromView(bounds.getSouthWest(), bounds.getNorthEast());
    },
    zoom() {
      return map.getZoom();
    },
    resize() {
      map.invalidateSize();
    },
    destroy() {
      map.off();
      map.remove();
    },
  };
}
