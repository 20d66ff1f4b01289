import type { MapBox } from '@manzil/contracts';
import Supercluster, { type AnyProps, type ClusterProperties } from 'supercluster';
import type { Pin } from './map-state.ts';

/*
 * Clustering of the pins (supercluster: a small, well-kept library, no DOM), apart from the map library so it is
 * tested on its own: pins close together at a zoom become one cluster with a count; a click on it zooms to where
 * it splits. Loaded only with the map (the map's chunk).
 */

export type MapMarker =
  | { kind: 'pin'; id: number; lat: number; lng: number; pin: Pin }
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number; expansionZoom: number };

interface PinProps {
  id: number;
}

/**
 * A price pin is about 70 px wide and a cluster 44 px: points closer than this many screen pixels are clustered,
 * so markers rarely cover each other (each stays a whole target of its own, WCAG 2.2 2.5.8).
 */
const CLUSTER_RADIUS_PX = 72;
/** Leaflet's tiles are 256 px: supercluster measures its radius in the same pixels. */
const TILE_SIZE_PX = 256;
/** From this zoom on every pin shows on its own (listings in one tower are a few metres apart). */
export const CLUSTER_MAX_ZOOM = 16;

export interface PinClusters {
  markers(box: MapBox, zoom: number): MapMarker[];
}

/** The clusters of some pins: `markers(box, zoom)` gives what a view of that box at that zoom shows. */
export function clusterPins(pins: readonly Pin[]): PinClusters {
  const byId = new Map(pins.map((pin) => [pin.id, pin]));
  const index = new Supercluster<PinProps, AnyProps>({
    radius: CLUSTER_RADIUS_PX,
    extent: TILE_SIZE_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(
    pins.map((pin) => ({
      type: 'Feature' as const,
      properties: { id: pin.id },
      geometry: { type: 'Point' as const, coordinates: [pin.lng, pin.lat] },
    })),
  );
  return {
    markers(box, zoom) {
      const features = index.getClusters(
        [box.minLng, box.minLat, box.maxLng, box.maxLat],
        Math.max(0, Math.round(zoom)),
      );
      const markers: MapMarker[] = [];
      for (const feature of features) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as ClusterProperties | PinProps;
        if ('cluster' in props && props.cluster) {
          markers.push({
            kind: 'cluster',
            id: props.cluster_id,
            lat,
            lng,
            count: props.point_count,
            expansionZoom: Math.min(index.getClusterExpansionZoom(props.cluster_id), CLUSTER_MAX_ZOOM + 1),
          });
        } else {
          const pin = byId.get((props as PinProps).id);
          if (pin) markers.push({ kind: 'pin', id: pin.id, lat: pin.lat, lng: pin.lng, pin });
        }
      }
      return markers;
    },
  };
}
