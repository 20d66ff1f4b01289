import type { QueryResult } from '@manzil/api-client';
import type { Property, SearchResponse } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { Button, HydrationPart, renderWhenNear, Skeleton, VisuallyHidden, vars } from '@manzil/ui';
import { memo } from 'react';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { type SearchState, searchApiParams, type ViewMode, withPage } from '../lib/filters.ts';
import { MapSearch } from '../map/MapSearch.tsx';
import { boxFromParams, withBox } from '../map/map-state.ts';
import { Pagination } from './Pagination.tsx';
import { PropertyCard } from './PropertyCard.tsx';

const Results = styled.ul<{ $view: ViewMode }>`
  display: grid;
  gap: ${vars.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: ${(p) => (p.$view === 'grid' ? 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))' : '1fr')};

  /* Below the first screen on a phone from the third card on (the first starts near its bottom edge): laid out
     and painted only as they come near, with a card's usual height reserved until then. */
  > li:nth-child(n + 3) {
    ${renderWhenNear('580px')}
  }

  @media (min-width: 768px) {
    > li:nth-child(n + 3) {
      contain-intrinsic-block-size: auto 330px;
    }
  }
`;

const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[12]} ${vars.space[6]};
  text-align: center;
  background: ${vars.color.surface};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};

  h2 {
    margin: 0;
    font-size: ${vars.fontSize.xl};
  }

  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

const SkeletonCard = styled.div<{ $view: ViewMode }>`
  display: grid;
  gap: ${vars.space[3]};
  padding-bottom: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  overflow: hidden;

  ${(p) =>
    p.$view === 'list'
      ? `@media (min-width: 768px) {
          grid-template-columns: minmax(260px, 38%) 1fr;
          padding-bottom: 0;
        }`
      : ''}

  & > div:last-child {
    display: grid;
    gap: ${vars.space[3]};
    padding: ${vars.space[4]} ${vars.space[5]};
  }
`;
/**
 * One result. Its card hydrates on its own once the page is live and the visitor scrolls near it, or at once when
 * the visitor taps it (a phone's first screen shows one or two of the page's cards; the rest are drawn by the server
 * and hydrate as they come near). A navigation (another page of results, a filter) hydrates it first.
 */
const ResultItem = memo(function ResultItem({
  property,
  view,
  eager,
}: {
  property: Property;
  view: ViewMode;
  eager: boolean;
}) {
  // Drawn again only when its props change (memo), which is when the card is new anyway.
  const id = `result-${property.id}`;
  return (
    <li id={id}>
      <HydrationPart onView={id}>
        <PropertyCard property={property} view={view} eager={eager} />
      </HydrationPart>
    </li>
  );
});

export interface ResultsBodyProps {
  search: QueryResult<SearchResponse>;
  state: SearchState;
  params: URLSearchParams;
  setParams: (params: URLSearchParams) => void;
  onClearAll: () => void;
}

/**
 * The results page's results (spec 2): the cards and their pages, or the map of every match, or what shows while
 * they load, failed or matched nothing.
 */
export function ResultsBody({ search, state, params, setParams, onClearAll }: ResultsBodyProps) {
  const { t } = useTranslation(NS);

  if (state.view === 'map') {
    // The map shows every match (not this page of them) and loads its library only now.
    return (
      <MapSearch
        api={searchApiParams(state)}
        box={boxFromParams(params)}
        onSearchArea={(box) => setParams(withBox(params, box))}
      />
    );
  }
  if (search.isPending) {
    return (
      <Results $view={state.view} aria-busy="true" aria-label={t('results.loading')}>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} data-testid="result-skeleton">
            <SkeletonCard $view={state.view}>
              <Skeleton $height="auto" $radius="sm" style={{ aspectRatio: '4 / 3', height: 'auto' }} />
              <div>
                <Skeleton $width="40%" $height="1.6rem" />
                <Skeleton $width="85%" $height="1.2rem" />
                <Skeleton $width="60%" $height="1rem" />
                <Skeleton $width="70%" $height="1rem" />
              </div>
            </SkeletonCard>
          </li>
        ))}
      </Results>
    );
  }
  if (search.isError) {
    return (
      <Notice role="alert">
        <h2>{t('results.error')}</h2>
        <p>{t('results.errorText')}</p>
        <Button $variant="primary" onClick={() => search.refetch()}>
          {t('results.tryAgain')}
        </Button>
      </Notice>
    );
  }
  const properties = search.data?.properties ?? [];
  if (properties.length === 0) {
    return (
      <Notice>
        <h2>{t('results.emptyTitle')}</h2>
        <p>{t('results.emptyText')}</p>
        <Button $variant="primary" onClick={onClearAll}>
          {t('results.clearFilters')}
        </Button>
      </Notice>
    );
  }
  const hrefOf = (page: number) => {
    const query = withPage(params, page).toString();
    return query ? `?${query}` : '?';
  };
  return (
    <>
      {/* The cards' titles are h3: this keeps the outline h1 > h2 > h3. */}
      <VisuallyHidden as="h2">{t('results.heading')}</VisuallyHidden>
      <Results $view={state.view}>
        {properties.map((property, index) => (
          <ResultItem key={property.id} property={property} view={state.view} eager={index === 0} />
        ))}
      </Results>
      <Pagination page={state.page} totalPages={search.data?.totalPages ?? 0} hrefOf={hrefOf} />
    </>
  );
}
