import { useQuery } from '@manzil/api-client';
import { DEFAULT_COORDINATES, type MapBox } from '@manzil/contracts';
import { formatNumber, formatPriceShort, type Lang, localePath, useLang, useTranslation } from '@manzil/i18n';
import { Button, bareList, VisuallyHidden, vars } from '@manzil/ui';
import { ListingImage } from '@manzil/ui/listing';
import { DEFAULT_MAP_SETTINGS, fetchMapSettings, leafletBaseCss, MapAttribution } from '@manzil/ui/map';
import { SegmentedControl } from '@manzil/ui/panel';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { fetchPins, pinsQueryKey } from './api.ts';
import { MAP_NS } from './i18n.ts';
import { createMap, type MapHandle } from './leaflet-map.ts';
import { MAP_HEIGHT, type MapSearchProps } from './MapSearch.tsx';
import { boxAround, boxesDiffer, type Pin, pinsInBox } from './map-state.ts';

/** The pins in view the list beside the map names one by one; past this it says how many more. */
const LIST_LIMIT = 30;
/** Where the map opens when nothing matches: around the spec's default coordinates (Abu Dhabi). */
const ABU_DHABI: MapBox = {
  minLng: DEFAULT_COORDINATES.lng - 0.15,
  minLat: DEFAULT_COORDINATES.lat - 0.1,
  maxLng: DEFAULT_COORDINATES.lng + 0.15,
  maxLat: DEFAULT_COORDINATES.lat + 0.1,
};

/** A pin's label: the short price without the currency ('1.2M', '750K' / '1.2 مليون'). */
export function pinPrice(amount: number, lang: Lang): string {
  return formatPriceShort(amount, lang)
    .replace(/^AED\u00a0/, '')
    .replace(/\u00a0د\.إ$/, '');
}

const Layout = styled.div<{ $show: 'map' | 'list' }>`
  display: grid;
  gap: ${vars.space[4]};

  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }

  /* Phones: a Map / List switch shows one at a time. */
  @media (max-width: 959px) {
    ${(p) =>
      p.$show === 'map'
        ? css`
            [data-part='list'] {
              display: none;
            }
          `
        : css`
            [data-part='map'] {
              display: none;
            }
          `}
  }
`;

/** Phones: "Map | List" switches between the map and the list beside it on wide screens. */
const Switch = styled(SegmentedControl)`
  justify-self: start;

  button {
    min-width: 88px;
  }

  @media (min-width: 960px) {
    display: none;
  }
`;

const MapArea = styled.div`
  position: relative;
  height: ${MAP_HEIGHT};
  min-height: 360px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  overflow: hidden;
  background: ${vars.color.surfaceAlt};
`;

/*
 * Leaflet's own stylesheet, the rules this map uses (its panes are placed with left/top and transforms, which must
 * not be mirrored in Arabic: the map is geography, west stays left). Tiles are dimmed in dark mode.
 */
const Canvas = styled.div`
  position: absolute;
  inset: 0;
  background: ${vars.color.surfaceAlt};
  font: inherit;
  overflow: hidden;
  -webkit-tap-highlight-color: transparent;

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: -3px;
  }

  ${leafletBaseCss}
  .leaflet-overlay-pane {
    z-index: 400;
  }
  .leaflet-tile,
  .leaflet-marker-icon {
    -webkit-user-drag: none;
  }
  .leaflet-tile {
    filter: inherit;
  }
  .leaflet-zoom-animated {
    /*! @noflip */
    transform-origin: 0 0;
  }
  .leaflet-zoom-anim .leaflet-zoom-animated {
    transition: transform 0.25s cubic-bezier(0, 0, 0.25, 1);
  }
  .leaflet-zoom-anim .leaflet-tile,
  .leaflet-pan-anim .leaflet-tile {
    transition: none;
  }
  .leaflet-zoom-anim .leaflet-zoom-hide {
    visibility: hidden;
  }
  &.leaflet-touch-drag {
    touch-action: none;
  }
  .leaflet-grab {
    cursor: grab;
  }
  .leaflet-dragging .leaflet-grab {
    cursor: grabbing;
  }
  .leaflet-marker-icon.leaflet-interactive {
    pointer-events: auto;
    cursor: pointer;
  }

  .manzil-pin {
    width: auto !important;
    height: auto !important;
    transform-origin: 50% 100%;
  }
  .manzil-pin span {
    position: absolute;
    bottom: 6px;
    /*! @noflip */
    left: 0;
    /*! @noflip */
    transform: translateX(-50%);
    display: block;
    padding: 3px 8px;
    border: 1px solid ${vars.color.primary};
    border-radius: 999px;
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font-size: 13px;
    font-weight: 700;
    line-height: 1.3;
    white-space: nowrap;
    box-shadow: ${vars.shadow.sm};
  }
  .manzil-pin span::after {
    content: '';
    position: absolute;
    bottom: -6px;
    /*! @noflip */
    left: calc(50% - 5px);
    border: 5px solid transparent;
    border-bottom: 0;
    border-top-color: ${vars.color.primary};
  }
  .manzil-pin.is-selected span,
  .manzil-pin:hover span {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  .manzil-pin:focus-visible,
  .manzil-cluster:focus-visible {
    outline: none;
  }
  .manzil-pin:focus-visible span,
  .manzil-cluster:focus-visible span {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  .manzil-cluster span {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 3px solid ${vars.color.surface};
    border-radius: 50%;
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
    font-weight: 800;
    box-shadow: ${vars.shadow.md};
  }
`;

/* The controls sit at the top right in English and the top left in Arabic (the page's mirror); their arrows
   point to the compass directions they move the map, which do not mirror. */
const Controls = styled.div`
  position: absolute;
  z-index: 1000;
  top: ${vars.space[3]};
  right: ${vars.space[3]};
  display: grid;
  gap: ${vars.space[2]};
  justify-items: center;
`;

const ControlGroup = styled.div`
  display: grid;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};
  overflow: hidden;

  & > button + button {
    border-top: 1px solid ${vars.color.border};
  }
`;

const Pad = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 40px);
  grid-template-rows: repeat(3, 40px);
  /* The pad is a compass: west on the left in both languages. */
  /*! @noflip */
  direction: ltr;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};

  button[data-dir='north'] {
    grid-area: 1 / 2;
  }
  button[data-dir='west'] {
    grid-area: 2 / 1;
  }
  button[data-dir='east'] {
    grid-area: 2 / 3;
  }
  button[data-dir='south'] {
    grid-area: 3 / 2;
  }

  @media (max-width: 599px) {
    grid-template-columns: repeat(3, 34px);
    grid-template-rows: repeat(3, 34px);
  }
`;

const ControlButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: 22px;
  font-weight: 700;
  line-height: 1;
  cursor: pointer;

  ${Pad} & {
    width: 100%;
    height: 100%;
    border-radius: ${vars.radius.sm};
    background: transparent;
  }

  &:hover {
    background: ${vars.color.surfaceAlt};
  }

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: -3px;
  }
`;

const SearchAreaButton = styled(Button)`
  position: absolute;
  z-index: 1000;
  top: ${vars.space[3]};
  left: 50%;
  /* Centred: the RTL plugin mirrors both the offset and the shift. */
  transform: translateX(-50%);
  box-shadow: ${vars.shadow.md};
  white-space: nowrap;
`;

const Card = styled.section`
  position: absolute;
  z-index: 1100;
  left: ${vars.space[3]};
  right: ${vars.space[3]};
  bottom: ${vars.space[8]};
  display: grid;
  grid-template-columns: 112px minmax(0, 1fr);
  gap: ${vars.space[3]};
  max-width: 420px;
  margin-inline: auto;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};

  & > div:first-child {
    border-radius: ${vars.radius.md};
    overflow: hidden;
    align-self: start;
  }

  h3 {
    margin: 0 0 ${vars.space[1]};
    padding-right: 36px;
    font-size: ${vars.fontSize.md};
    line-height: 1.3;
  }

  h3 a {
    color: inherit;
    text-decoration: none;
  }

  h3 a::after {
    /* The whole card is the link's target area. */
    content: '';
    position: absolute;
    inset: 0;
  }

  h3 a:focus-visible {
    outline: none;
  }

  &:focus-within {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }

  p {
    margin: 0;
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.textMuted};
  }

  strong {
    display: block;
    color: ${vars.color.text};
    font-size: ${vars.fontSize.lg};
  }
`;

const CloseButton = styled.button`
  position: absolute;
  z-index: 1;
  top: ${vars.space[2]};
  right: ${vars.space[2]};
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: ${vars.color.surfaceAlt};
  color: ${vars.color.text};
  font-size: 20px;
  cursor: pointer;
`;

const Side = styled.aside`
  display: grid;
  gap: ${vars.space[3]};
  align-content: start;

  @media (min-width: 960px) {
    max-height: ${MAP_HEIGHT};
    overflow: auto;
    padding-right: ${vars.space[1]};
  }

  h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }

  ul {
    display: grid;
    gap: ${vars.space[2]};
    ${bareList}
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Item = styled.li<{ $selected: boolean }>`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]};
  border: 1px solid ${(p) => (p.$selected ? vars.color.primary : vars.color.border)};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  a {
    color: ${vars.color.text};
    font-weight: 600;
  }

  span {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }

  div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[2]};
  }

  strong {
    font-size: ${vars.fontSize.md};
  }
`;

function Arrow({ rotate }: { rotate: number }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 5l-6 7h4v7h4v-7h4z" fill="currentColor" transform={`rotate(${rotate} 12 12)`} />
    </svg>
  );
}

const PAN_STEP = 0.35;
const PANS = [
  { dir: 'north', x: 0, y: -PAN_STEP, rotate: 0 },
  { dir: 'west', x: -PAN_STEP, y: 0, rotate: -90 },
  { dir: 'east', x: PAN_STEP, y: 0, rotate: 90 },
  { dir: 'south', x: 0, y: PAN_STEP, rotate: 180 },
] as const;

/**
 * The map view: price pins (clustered) for every match of the page's search, a card for the chosen pin, "Search
 * this area", zoom and pan by buttons and keys, and the list of the pins in view for keyboard and screen-reader
 * users (and phones, with the Map / List switch).
 */
export default function MapPanel({ api, box, onSearchArea }: MapSearchProps) {
  const { t } = useTranslation(MAP_NS);
  const lang = useLang();
  const uid = useId();
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const cardRef = useRef<HTMLElement>(null);
  const [show, setShow] = useState<'map' | 'list'>('map');
  const [view, setView] = useState<MapBox | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  // The box the pins shown answer: the URL's, or (without one) the view the map opened on.
  const [shownBox, setShownBox] = useState<MapBox | null>(box);
  const fitNext = useRef(box === null);
  const focusCard = useRef(false);

  const settings = useQuery({
    queryKey: ['map-settings'],
    queryFn: () => fetchMapSettings(),
    staleTime: Infinity,
  });
  const pins = useQuery({ queryKey: pinsQueryKey(api), queryFn: () => fetchPins(api) });
  const allPins = pins.data?.pins ?? [];
  const byId = useMemo(() => new Map(allPins.map((pin) => [pin.id, pin])), [allPins]);

  const labels = useRef({ t, lang });
  labels.current = { t, lang };
  const pinText = useCallback((pin: Pin) => pinPrice(pin.property.price, labels.current.lang), []);
  const titleOf = useCallback(
    (pin: Pin) => (labels.current.lang === 'ar' ? pin.property.titleAr : pin.property.titleEn),
    [],
  );

  // The map starts once the tile source is known and (without a box in the URL) the first pins are in.
  const ready = settings.isSuccess && (box !== null || pins.isSuccess || pins.isError);
  const startBox = box ?? boxAround(allPins) ?? ABU_DHABI;
  const startRef = useRef(startBox);
  startRef.current = startBox;
  const tileUrl = settings.data?.tileUrl ?? DEFAULT_MAP_SETTINGS.tileUrl;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; later changes go through the handle
  useEffect(() => {
    if (!ready || !element.current || handle.current) return;
    const map = createMap(element.current, {
      tileUrl,
      box: startRef.current,
      onViewChange: (next, nextZoom) => {
        setView(next);
        setZoom(nextZoom);
      },
      onPinSelect: (id, byKeyboard) => {
        if (byKeyboard) focusCard.current = true;
        setSelected(id);
      },
      pinText,
      pinLabel: (pin) =>
        labels.current.t('pinLabel', {
          price: formatPriceShort(pin.property.price, labels.current.lang),
          title: titleOf(pin),
        }),
      clusterLabel: (count) => labels.current.t('cluster', { count }),
    });
    handle.current = map;
    const first = map.box();
    setView(first);
    setZoom(map.zoom());
    if (box === null) setShownBox(first);
    fitNext.current = false;
    return () => {
      map.destroy();
      handle.current = null;
    };
  }, [ready]);

  // New pins (a filter changed, or "Search this area"): drawn without moving the view, unless the URL lost its box.
  useEffect(() => {
    const map = handle.current;
    if (!map) return;
    map.setPins(allPins);
    if (fitNext.current && pins.isSuccess) {
      fitNext.current = false;
      const around = boxAround(allPins);
      if (around) map.showBox(around);
    }
  }, [allPins, pins.isSuccess]);

  // The URL's box changed from outside the map (back/forward, "Search everywhere").
  useEffect(() => {
    setShownBox((current) => (box ? box : current));
    if (box === null && handle.current) fitNext.current = true;
  }, [box]);

  useEffect(() => {
    handle.current?.select(selected);
  }, [selected]);

  useEffect(() => {
    if (show === 'map') handle.current?.resize();
  }, [show]);

  // The card takes focus when it opens, so a keyboard user who pressed a pin lands on the listing's link.
  useEffect(() => {
    if (selected !== null && focusCard.current) {
      focusCard.current = false;
      cardRef.current?.querySelector<HTMLElement>('h3 a')?.focus();
    }
  }, [selected]);

  const inView = useMemo(() => pinsInBox(allPins, view), [allPins, view]);
  const moved = view !== null && boxesDiffer(shownBox, view);
  const selectedPin = selected === null ? undefined : byId.get(selected);

  const searchArea = () => {
    const current = handle.current?.box() ?? view;
    if (!current) return;
    setShownBox(current);
    onSearchArea(current);
  };

  const clearArea = () => {
    fitNext.current = true;
    setShownBox(null);
    onSearchArea(null);
  };

  const showOnMap = (pin: Pin) => {
    setShow('map');
    focusCard.current = true;
    setSelected(pin.id);
    handle.current?.showPin(pin);
  };

  const closeCard = () => {
    setSelected(null);
    element.current?.focus();
  };

  const settingsData = settings.data ?? DEFAULT_MAP_SETTINGS;
  const count = inView.length;
  const hintId = `${uid}-keys`;

  return (
    <Layout $show={show}>
      <Switch $round role="group" aria-label={t('switchLabel')}>
        <button type="button" aria-pressed={show === 'map'} onClick={() => setShow('map')}>
          {t('showMap')}
        </button>
        <button type="button" aria-pressed={show === 'list'} onClick={() => setShow('list')}>
          {t('showList')}
        </button>
      </Switch>
      <MapArea data-part="map" data-testid="map-area" data-zoom={zoom ?? undefined}>
        <Canvas
          ref={element}
          // The map itself is geography: laid out left to right in both languages.
          dir="ltr"
          role="region"
          aria-roledescription={t('roleDescription')}
          aria-label={t('region')}
          aria-describedby={hintId}
          data-testid="map"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && selected !== null) closeCard();
          }}
        />
        <VisuallyHidden id={hintId}>{t('keysHint')}</VisuallyHidden>
        <Controls role="group" aria-label={t('controls')}>
          <ControlGroup>
            <ControlButton
              type="button"
              aria-label={t('zoomIn')}
              title={t('zoomIn')}
              onClick={() => handle.current?.zoomIn()}
            >
              +
            </ControlButton>
            <ControlButton
              type="button"
              aria-label={t('zoomOut')}
              title={t('zoomOut')}
              onClick={() => handle.current?.zoomOut()}
            >
              −
            </ControlButton>
          </ControlGroup>
          <Pad>
            {PANS.map((pan) => {
              const label = t(`pan${pan.dir[0]?.toUpperCase()}${pan.dir.slice(1)}`);
              return (
                <ControlButton
                  key={pan.dir}
                  type="button"
                  data-dir={pan.dir}
                  aria-label={label}
                  title={label}
                  onClick={() => handle.current?.pan(pan.x, pan.y)}
                >
                  <Arrow rotate={pan.rotate} />
                </ControlButton>
              );
            })}
          </Pad>
        </Controls>
        {moved ? (
          <SearchAreaButton $variant="primary" $size="sm" onClick={searchArea}>
            {t('searchArea')}
          </SearchAreaButton>
        ) : null}
        {selectedPin ? (
          <Card
            ref={cardRef}
            aria-label={t('card')}
            data-testid="map-card"
            onKeyDown={(event) => {
              if (event.key === 'Escape') closeCard();
            }}
          >
            <ListingImage
              image={selectedPin.property.images[0]}
              alt=""
              sizes="112px"
              ratio="1 / 1"
              placeholderLabel={t('noPhoto')}
            />
            <div>
              <h3>
                <Link to={localePath(`/property/${selectedPin.id}`, lang)}>{titleOf(selectedPin)}</Link>
              </h3>
              <strong>
                <bdi>{formatPriceShort(selectedPin.property.price, lang)}</bdi>
              </strong>
              <p>{facts(selectedPin, t)}</p>
              <p>{lang === 'ar' ? selectedPin.property.areaNameAr : selectedPin.property.areaName}</p>
            </div>
            <CloseButton type="button" aria-label={t('close')} title={t('close')} onClick={closeCard}>
              ×
            </CloseButton>
          </Card>
        ) : null}
        <MapAttribution settings={settingsData} />
      </MapArea>
      <Side data-part="list" aria-labelledby={`${uid}-list`}>
        <h2 id={`${uid}-list`}>{t('listHeading')}</h2>
        <Note role="status" data-testid="map-in-view">
          {pins.isSuccess ? t('inView', { count }) : t('loading')}
        </Note>
        {box ? (
          <div>
            <Note>{t('areaApplied')}</Note>
            <Button $variant="secondary" $size="sm" onClick={clearArea}>
              {t('clearArea')}
            </Button>
          </div>
        ) : null}
        {pins.data?.capped ? (
          <Note>
            {t('capped', {
              count: formatNumber(pins.data.pins.length, lang),
              total: formatNumber(pins.data.total, lang),
            })}
          </Note>
        ) : null}
        {pins.isSuccess && count === 0 ? <Note>{t('noneInView')}</Note> : null}
        {pins.isError ? (
          <div role="alert">
            <Note>{t('pinsError')}</Note>
            <Button $variant="secondary" $size="sm" onClick={() => pins.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : null}
        <ul data-testid="map-pin-list">
          {inView.slice(0, LIST_LIMIT).map((pin) => (
            <Item key={pin.id} $selected={pin.id === selected}>
              <Link to={localePath(`/property/${pin.id}`, lang)}>{titleOf(pin)}</Link>
              <span>{facts(pin, t)}</span>
              <div>
                <strong>
                  <bdi>{formatPriceShort(pin.property.price, lang)}</bdi>
                </strong>
                <Button
                  $variant="ghost"
                  $size="sm"
                  aria-label={`${t('showOnMap')}: ${titleOf(pin)}`}
                  onClick={() => showOnMap(pin)}
                >
                  {t('showOnMap')}
                </Button>
              </div>
            </Item>
          ))}
        </ul>
        {count > LIST_LIMIT ? <Note>{t('more', { count: count - LIST_LIMIT })}</Note> : null}
      </Side>
    </Layout>
  );
}

function facts(pin: Pin, t: (key: string, options?: Record<string, unknown>) => string): string {
  const { bedrooms, bathrooms } = pin.property;
  const parts: string[] = [];
  if (bedrooms !== null) parts.push(bedrooms === 0 ? t('studio') : t('beds', { count: bedrooms }));
  if (bathrooms !== null) parts.push(t('baths', { count: bathrooms }));
  return parts.join(' · ');
}
