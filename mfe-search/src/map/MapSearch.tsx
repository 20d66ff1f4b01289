import type { MapBox } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { Button, Spinner, vars } from '@manzil/ui';
import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { MAP_NS } from './i18n.ts';

/*
 * The map view of the properties page. This file is all the page's first download carries of it: the panel,
 * Leaflet and the clustering come in a chunk of their own (`import()`), fetched when the map view opens, so the
 * list and grid views, and every other page, never pay for the map.
 */
const MapPanel = lazy(() => import(/* webpackChunkName: "map-search" */ './MapPanel.tsx'));

export interface MapSearchProps {
  /** The page's search as API parameters (filters and box): the map shows every match of it. */
  api: Record<string, string | number | undefined>;
  /** The box in the URL, if any. */
  box: MapBox | null;
  /** "Search this area" with the box the map shows; null for "Search everywhere". */
  onSearchArea: (box: MapBox | null) => void;
}

/** Keeps the map's height while it loads, so nothing below it jumps. */
export const MAP_HEIGHT = 'min(640px, calc(100vh - 200px))';

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  gap: ${vars.space[3]};
  min-height: ${MAP_HEIGHT};
  padding: ${vars.space[6]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceAlt};
  color: ${vars.color.textMuted};
  text-align: center;
`;

function Loading() {
  const { t } = useTranslation(MAP_NS);
  return (
    <Placeholder aria-busy="true" data-testid="map-loading">
      <Spinner label={t('loading')} size={32} />
    </Placeholder>
  );
}

function Failed() {
  const { t } = useTranslation(MAP_NS);
  return (
    <Placeholder role="alert">
      <span>{t('error')}</span>
      <Button $variant="primary" onClick={() => window.location.reload()}>
        {t('tryAgain')}
      </Button>
    </Placeholder>
  );
}

/** A failed chunk (network gone) shows a notice with a way out, not a broken page. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Failed /> : this.props.children;
  }
}

export function MapSearch(props: MapSearchProps) {
  // Drawn on the server and in the first client render as the placeholder; the map starts once in the browser.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!inBrowser) return <Loading />;
  return (
    <MapBoundary>
      <Suspense fallback={<Loading />}>
        <MapPanel {...props} />
      </Suspense>
    </MapBoundary>
  );
}
