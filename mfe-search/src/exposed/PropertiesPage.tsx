import { useQuery } from '@manzil/api-client';
import type { SortBy } from '@manzil/contracts';
import { SORT_OPTIONS } from '@manzil/contracts';
import { formatNumber, useLang, useTranslation } from '@manzil/i18n';
import { Button, createIcon, HydrationPart, PageColumn, vars } from '@manzil/ui';
import { Activity, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AlertButton } from '../alerts/AlertButton.tsx';
import { CompareTray } from '../compare/CompareTray.tsx';
import { CountBadge, Select } from '../components/controls.ts';
import { SearchForm } from '../components/SearchForm.tsx';
import { NS } from '../i18n/index.ts';
import {
  clearedParams,
  countActiveFilters,
  type FilterKey,
  parseSearchState,
  withFilters,
  withIncludeClosed,
  withSort,
  withView,
} from '../lib/filters.ts';
import { formValuesOf, quickSearchParams } from '../lib/search-url.ts';
import { MAP_NS } from '../map/i18n.ts';
import { queryKeys, searchProperties } from '../properties/api.ts';
import { FiltersPanel } from '../properties/FiltersPanel.tsx';
import { ResultsBody } from '../properties/ResultsBody.tsx';

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize['3xl']};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

const ClosedToggle = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 44px;
  font-size: ${vars.fontSize.sm};
  font-weight: 600;

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${vars.color.primary};
  }
`;

const SortField = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-left: auto;

  label {
    font-size: ${vars.fontSize.sm};
    font-weight: 600;
    white-space: nowrap;
  }

  select {
    min-height: 44px;
    width: auto;
  }

  @media (max-width: 479px) {
    order: 3;
    width: 100%;
    margin-left: 0;

    select {
      flex: 1;
    }
  }
`;

const ViewToggle = styled.div`
  display: inline-flex;
  padding: 3px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceAlt};

  button {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 38px;
    padding: 0;
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.text};
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }

  /* Phones: grid and list look alike there, so the toggle is a List / Map switch. */
  @media (max-width: 767px) {
    button[data-view='grid'] {
      display: none;
    }
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const ICON = { strokeWidth: 2, sharp: true };
const GridIcon = createIcon(
  'Grid',
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
  </>,
  ICON,
);
const ListIcon = createIcon(
  'List',
  <>
    <rect x="4" y="4.5" width="6" height="6" rx="1" />
    <rect x="4" y="13.5" width="6" height="6" rx="1" />
    <path d="M13.5 6.5h7M13.5 9h4.5M13.5 15.5h7M13.5 18h4.5" />
  </>,
  ICON,
);
const MapIcon = createIcon(
  'Map',
  <path d="M9 4 3.5 6v14L9 18l6 2 5.5-2V4L15 6 9 4zM9 4v14M15 6v14" strokeLinejoin="round" />,
  ICON,
);
const FilterIcon = createIcon('Filter', <path d="M4 6h16M7 12h10M10 18h4" />, ICON);

/**
 * How long results count as fresh when the page opens with them in the cache (back from a listing): older ones
 * are shown and fetched again. Long enough that the results drawn on the server are not fetched a second time.
 */
const SEARCH_FRESH_MS = 10_000;

/**
 * The properties page (spec 2) at /properties and /ar/properties. Everything it shows follows from the query
 * string, so back/forward, reload and a shared link restore the same results.
 */
export default function PropertiesPage() {
  const { t } = useTranslation(NS);
  const { t: tMap } = useTranslation(MAP_NS);
  const lang = useLang();
  const uid = useId();
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the state
  const state = useMemo(() => parseSearchState(params), [key]);
  const formValues = useMemo(() => formValuesOf(state), [state]);
  const activeCount = countActiveFilters(state);
  const [filtersOpen, setFiltersOpen] = useState(activeCount > 0);
  // The button answers the tap at once; the panel shows in the render after (interruptible), so a tap while the
  // page is still busy hydrating does not wait for the whole panel to be drawn.
  const panelOpen = useDeferredValue(filtersOpen);
  const topRef = useRef<HTMLDivElement>(null);

  const searchKey = queryKeys.search(state);
  const search = useQuery({
    queryKey: searchKey,
    queryFn: () => searchProperties(state),
    staleTime: SEARCH_FRESH_MS,
  });

  // Results shown again from the cache (a sort changed and changed back, back and forward) are shown at once and
  // asked for again, so a listing deleted or changed since does not stay on the page (issue 25). The first
  // results of the page (drawn on the server, or just fetched) are not asked for twice.
  const searchHash = JSON.stringify(searchKey);
  const shownSearch = useRef(searchHash);
  const refetchSearch = search.refetch;
  useEffect(() => {
    if (shownSearch.current === searchHash) return;
    shownSearch.current = searchHash;
    refetchSearch();
  }, [searchHash, refetchSearch]);

  // A new page scrolls back to the top of the results.
  const firstPage = useRef(state.page);
  useEffect(() => {
    if (firstPage.current === state.page) return;
    firstPage.current = state.page;
    topRef.current?.scrollIntoView?.({ block: 'start' });
  }, [state.page]);

  // The page's parts are drawn again only when what they show changes: opening the filters or the alert dialog
  // draws the toolbar and the panel, not the results (a phone's first tap stays quick).
  const change = useCallback(
    (changes: Partial<Record<FilterKey, string>>) => setParams(withFilters(params, changes)),
    [params, setParams],
  );
  const clearAll = useCallback(() => setParams(clearedParams(params)), [params, setParams]);

  const properties = search.data?.properties ?? [];
  const total = search.data?.total ?? 0;
  const heading = state.listingType === 'rent' ? t('results.titleRent') : t('results.titleSale');

  const searchForm = useMemo(
    () => (
      <SearchForm
        variant="bar"
        initial={formValues}
        onSubmit={(values) => setParams(quickSearchParams(values, params))}
      />
    ),
    [formValues, params, setParams],
  );
  const filters = useMemo(
    () => (
      <FiltersPanel
        id={`${uid}-filters`}
        state={state}
        activeCount={activeCount}
        onChange={change}
        onClearAll={clearAll}
      />
    ),
    [uid, state, activeCount, change, clearAll],
  );
  const body = useMemo(
    () => (
      <ResultsBody
        search={search}
        state={state}
        params={params}
        setParams={setParams}
        onClearAll={clearAll}
      />
    ),
    [search, state, params, setParams, clearAll],
  );
  const compareTray = useMemo(() => <CompareTray />, []);

  return (
    <PageColumn $gap={5} $top={8}>
      <Title>{heading}</Title>
      <HydrationPart>{searchForm}</HydrationPart>
      <Toolbar ref={topRef}>
        <Button
          $variant={filtersOpen ? 'primary' : 'secondary'}
          aria-expanded={filtersOpen}
          // Only while the panel is there (a hydrated page keeps the server's attributes: set on opening, it names
          // the panel's id as the browser drew it).
          aria-controls={panelOpen ? `${uid}-filters` : undefined}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <FilterIcon size={18} />
          {t('filters.toggle')}
          {activeCount > 0 ? (
            <CountBadge aria-label={t('filters.activeCount', { count: activeCount })}>
              {formatNumber(activeCount, lang)}
            </CountBadge>
          ) : null}
        </Button>
        <AlertButton />
        <ViewToggle role="group" aria-label={t('results.view')}>
          {(['list', 'grid', 'map'] as const).map((view) => {
            const label = view === 'map' ? tMap('view') : t(`results.${view}`);
            return (
              <button
                key={view}
                type="button"
                data-view={view}
                aria-pressed={state.view === view}
                aria-label={label}
                title={label}
                onClick={() => setParams(withView(params, view))}
              >
                {view === 'list' ? (
                  <ListIcon size={18} />
                ) : view === 'grid' ? (
                  <GridIcon size={18} />
                ) : (
                  <MapIcon size={18} />
                )}
              </button>
            );
          })}
        </ViewToggle>
        <ClosedToggle>
          <input
            type="checkbox"
            id={`${uid}-closed`}
            checked={state.includeClosed === true}
            onChange={(event) => setParams(withIncludeClosed(params, event.target.checked))}
          />
          <label htmlFor={`${uid}-closed`}>{t('results.includeClosed')}</label>
        </ClosedToggle>
        <SortField>
          <label htmlFor={`${uid}-sort`}>{t('results.sortBy')}</label>
          <Select
            id={`${uid}-sort`}
            value={state.sortBy}
            onChange={(event) => setParams(withSort(params, event.target.value as SortBy))}
          >
            {SORT_OPTIONS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`options.sort.${sort}`)}
              </option>
            ))}
          </Select>
        </SortField>
      </Toolbar>
      {/* Drawn ahead while closed (after the page is live, when the browser is idle), so opening it only shows it. */}
      <Activity mode={panelOpen ? 'visible' : 'hidden'}>{filters}</Activity>
      <Count role="status">
        {search.isSuccess && properties.length > 0
          ? t('results.showing', {
              count: formatNumber(properties.length, lang),
              total: formatNumber(total, lang),
            })
          : ''}
      </Count>
      <HydrationPart>{body}</HydrationPart>
      <HydrationPart>{compareTray}</HydrationPart>
    </PageColumn>
  );
}
