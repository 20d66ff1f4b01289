import { describe, expect, it } from 'vitest';
import { makeProperty } from '../test/fixtures.ts';
import { CLUSTER_MAX_ZOOM, clusterPins } from './clusters.ts';
import { pinsOf } from './map-state.ts';

const world = { minLng: -180, minLat: -85, maxLng: 180, maxLat: 85 };

// Three towers on Reem Island a few hundred metres apart, and one villa on Saadiyat about 10 km away.
const pins = pinsOf([
  makeProperty({ id: 1, coordinates: { lat: 24.4991, lng: 54.4052 } }),
  makeProperty({ id: 2, coordinates: { lat: 24.5003, lng: 54.4071 } }),
  makeProperty({ id: 3, coordinates: { lat: 24.4982, lng: 54.4033 } }),
  makeProperty({ id: 4, coordinates: { lat: 24.5422, lng: 54.4337 } }),
]);

describe('clusterPins', () => {
  it('groups close pins into one cluster with their count at a city zoom', () => {
    const markers = clusterPins(pins).markers(world, 12);
    const cluster = markers.find((marker) => marker.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    expect(markers.filter((marker) => marker.kind === 'pin').map((marker) => marker.id)).toEqual([4]);
    // A click on the cluster zooms to where it splits.
    expect(cluster?.kind === 'cluster' && cluster.expansionZoom).toBeGreaterThan(12);
  });

  it('shows every pin on its own when zoomed in, and only those in the box', () => {
    const close = clusterPins(pins).markers(world, CLUSTER_MAX_ZOOM + 1);
    expect(close.map((marker) => marker.kind)).toEqual(['pin', 'pin', 'pin', 'pin']);
    const reem = { minLng: 54.4, minLat: 24.49, maxLng: 54.41, maxLat: 24.51 };
    expect(
      clusterPins(pins)
        .markers(reem, CLUSTER_MAX_ZOOM + 1)
        .map((marker) => marker.id)
        .sort(),
    ).toEqual([1, 2, 3]);
  });

  it('has nothing to show without pins', () => {
    expect(clusterPins([]).markers(world, 10)).toEqual([]);
  });
});
