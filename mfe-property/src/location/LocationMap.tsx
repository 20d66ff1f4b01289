import { registerResources, useTranslation } from '@manzil/i18n';
import { MapPinIcon, useStartWhen, vars } from '@manzil/ui';
import { fetchMapSettings, leafletBaseCss, MapAttribution, type MapSettings } from '@manzil/ui/map';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { directionsHref } from './map-links.ts';

/** The location card's own words (issue 21), next to its map. */
const NS = 'property-map';
registerResources(NS, {
  en: { directions: 'Directions', directionsHint: 'Directions in Google Maps (opens in a new tab)' },
  ar: { directions: 'الاتجاهات', directionsHint: 'الاتجاهات في خرائط جوجل (تفتح في علامة تبويب جديدة)' },
});

const Frame = styled.div`
  position: relative;
  min-height: 200px;
  border-radius: ${vars.radius.md};
  overflow: hidden;
  color: ${vars.color.primary};
  background:
    linear-gradient(${vars.color.border} 1px, transparent 1px) 0 0 / 32px 32px,
    linear-gradient(90deg, ${vars.color.border} 1px, transparent 1px) 0 0 / 32px 32px,
    ${vars.color.surfaceAlt};
`;

/* Leaflet's panes are placed with left/top and transforms: not mirrored in Arabic (the map is geography). */
const Picture = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: transparent;

  ${leafletBaseCss}

  .manzil-location-pin span {
    display: block;
    width: 28px;
    height: 28px;
    border: 3px solid ${vars.color.surface};
    /* A drop whose point is at the bottom: the same in Arabic. */
    /*! @noflip */
    border-radius: 50% 50% 50% 0;
    background: ${vars.color.primary};
    box-shadow: ${vars.shadow.md};
    /*! @noflip */
    transform: rotate(-45deg);
  }
`;

export interface LocationMapProps {
  point: { lat: number; lng: number };
  /** What the picture shows, for screen readers ("Map of Saadiyat Island"). */
  label: string;
}

/**
 * The listing page's small map with the listing's pin. Drawn on the server (and until the card comes near the
 * screen) as the card's grid with a pin; Leaflet and the tiles load only then, from a chunk of their own.
 */
export function LocationMap({ point, label }: LocationMapProps) {
  const [near, anchor] = useStartWhen('visible');
  const canvas = useRef<HTMLDivElement>(null);
  const [tiles, setTiles] = useState<MapSettings | null>(null);
  const [drawn, setDrawn] = useState(false);
  const { lat, lng } = point;

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    Promise.all([import(/* webpackChunkName: "location-map" */ './leaflet-pin-map.ts'), fetchMapSettings()])
      .then(([module, settings]) => {
        if (cancelled || !canvas.current) return;
        remove = module.drawPinMap(canvas.current, { lat, lng }, settings.tileUrl);
        setTiles(settings);
        setDrawn(true);
      })
      // Offline or a failed chunk: the card keeps its drawn pin and its links.
      .catch(() => {});
    return () => {
      cancelled = true;
      remove?.();
      setDrawn(false);
    };
  }, [near, lat, lng]);

  return (
    <Frame ref={anchor} data-testid="location-map" data-drawn={drawn ? 'true' : undefined}>
      <Picture ref={canvas} dir="ltr" role="img" aria-label={label}>
        {drawn ? null : <MapPinIcon size={44} />}
      </Picture>
      {drawn && tiles?.attribution ? <MapAttribution settings={tiles} size="sm" /> : null}
    </Frame>
  );
}

/** "Directions": Google Maps' route to the listing from where the visitor is, in a new tab. */
export function DirectionsLink({ point }: { point: { lat: number; lng: number } }) {
  const { t } = useTranslation(NS);
  return (
    <a href={directionsHref(point)} target="_blank" rel="noopener noreferrer" title={t('directionsHint')}>
      {t('directions')}
    </a>
  );
}
