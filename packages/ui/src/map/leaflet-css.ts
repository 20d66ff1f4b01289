import { css } from 'styled-components';

/**
 * The rules of Leaflet's own stylesheet that every map of the site needs: panes placed with left/top and
 * transforms (not mirrored in Arabic: the map is geography, west stays left), their stacking, tiles shown once
 * loaded, and tiles dimmed in dark mode. A map adds what else it uses (zoom animation, dragging, its pins).
 */
export const leafletBaseCss = css`
  .leaflet-pane,
  .leaflet-tile,
  .leaflet-marker-icon,
  .leaflet-tile-container,
  .leaflet-zoom-box,
  .leaflet-layer {
    position: absolute;
    /*! @noflip */
    left: 0;
    top: 0;
  }
  .leaflet-pane {
    z-index: 400;
  }
  .leaflet-tile-pane {
    z-index: 200;
  }
  .leaflet-marker-pane {
    z-index: 600;
  }
  .leaflet-tile {
    visibility: hidden;
    max-width: none !important;
    max-height: none !important;
    user-select: none;
  }
  .leaflet-tile-loaded {
    visibility: inherit;
  }
  .leaflet-tile-container,
  .leaflet-marker-icon {
    pointer-events: none;
  }

  @media (prefers-color-scheme: dark) {
    .leaflet-tile-pane {
      filter: invert(1) hue-rotate(180deg) brightness(0.85) contrast(0.9) saturate(0.6);
    }
  }
`;
