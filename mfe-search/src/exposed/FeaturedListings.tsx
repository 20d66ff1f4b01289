import { apiFetch, useQuery } from '@manzil/api-client';
import type { SearchResponse } from '@manzil/contracts';
import { localePath, useLang, useTranslation } from '@manzil/i18n';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  Container,
  HydrationPart,
  renderWhenNear,
  vars,
} from '@manzil/ui';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useScrollEdges } from '../components/useScrollEdges.ts';
import { NS } from '../i18n/index.ts';
import { PropertyCard } from '../properties/PropertyCard.tsx';

/** How many featured listings the row shows at most. */
export const FEATURED_LIMIT = 8;
export const featuredQueryKey = ['properties-featured', FEATURED_LIMIT] as const;

const Wrapper = styled.section`
  /* Below the home page's first screen: laid out and painted as it comes near, its usual height reserved (a row of
     cards is most of the page's elements). */
  ${renderWhenNear('753px', '725px')}
  padding: ${vars.space[12]} 0;
  background: ${vars.color.surfaceAlt};
  scroll-margin-top: ${vars.navHeight};

  @media (min-width: 768px) {
    padding: ${vars.space[20]} 0;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space[4]};
  margin-bottom: ${vars.space[8]};

  h2 {
    margin: 0 0 ${vars.space[2]};
    font-size: ${vars.fontSize['3xl']};
    color: ${vars.color.text};
  }

  p {
    margin: 0;
    max-width: 620px;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.lg};
  }
`;

const Eyebrow = styled.span`
  display: block;
  margin-bottom: ${vars.space[2]};
  color: ${vars.color.accentText};
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

const ViewAll = styled(Link)`
  margin-right: ${vars.space[2]};
  color: ${vars.color.primary};
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 3px;
`;

const StepButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.bg};
  }

  &:disabled {
    opacity: 0.4;
    cursor: default;
  }

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

/** One row that scrolls sideways (a swipe on phones), snapping to a card; the page's direction sets its start. */
const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: min(82vw, 320px);
  gap: ${vars.space[5]};
  margin: 0;
  padding: ${vars.space[1]} ${vars.space[1]} ${vars.space[4]};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 ${vars.space[1]};
  scrollbar-width: thin;
  -webkit-overflow-scrolling: touch;

  @media (min-width: 1024px) {
    grid-auto-columns: calc((100% - 3 * ${vars.space[5]}) / 4);
  }

  li {
    scroll-snap-align: start;
    min-width: 0;
  }
`;

/** Reads the featured listings: the search index's `featured=true` filter, newest first. */
export function fetchFeatured(): Promise<SearchResponse> {
  return apiFetch('GET /api/properties/search', {
    query: { featured: true, limit: FEATURED_LIMIT, sortBy: 'newest' },
  });
}

/**
 * The home page's "Featured properties" (spec 1): the listings the agency marked featured, as a row of cards
 * that scrolls sideways with previous and next buttons (a swipe on phones), mirrored in Arabic. No section at all
 * when no listing is featured, or while the search cannot answer (the rest of the home page does not need it).
 */
export default function FeaturedListings() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { data } = useQuery({ queryKey: featuredQueryKey, queryFn: fetchFeatured });
  const row = useRef<HTMLUListElement>(null);
  const properties = data?.properties ?? [];
  const edges = useScrollEdges(row, properties);
  // The cards hydrate on their own, after the section's heading and buttons, once the page's modules are live and
  // the visitor scrolls near the row: the home page answers taps once its modules' parts are live, and eight cards
  // would hold that back on a slow phone (about 2 s at a 1312 benchmark index), then keep its main thread busy
  // (0.6 s) for a row below the first screen; a tap on a card before then hydrates the cards first.
  const cards = useMemo(
    () =>
      (data?.properties ?? []).map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} view="grid" compact sizes="(min-width: 1024px) 300px, 82vw" />
        </li>
      )),
    [data?.properties],
  );
  if (properties.length === 0) return null;

  const step = (direction: 1 | -1) => {
    const list = row.current;
    if (!list) return;
    const card = list.querySelector('li');
    const amount = (card ? card.getBoundingClientRect().width : list.clientWidth * 0.8) + 20;
    // "Next" goes towards the row's end: to the left in Arabic.
    const sign = lang === 'ar' ? -1 : 1;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * sign * amount, behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <Wrapper id="featured" aria-labelledby="featured-title">
      <Container>
        <Header>
          <div>
            <Eyebrow>{t('featured.eyebrow')}</Eyebrow>
            <h2 id="featured-title">{t('featured.title')}</h2>
            <p>{t('featured.subtitle')}</p>
          </div>
          <Controls>
            <ViewAll to={localePath('/properties', lang)}>{t('featured.viewAll')}</ViewAll>
            <StepButton
              type="button"
              aria-label={t('featured.previous')}
              aria-controls="featured-row"
              disabled={edges.start}
              onClick={() => step(-1)}
            >
              <ChevronLeftIcon size={20} />
            </StepButton>
            <StepButton
              type="button"
              aria-label={t('featured.next')}
              aria-controls="featured-row"
              disabled={edges.end}
              onClick={() => step(1)}
            >
              <ChevronRightIcon size={20} />
            </StepButton>
          </Controls>
        </Header>
        <Row id="featured-row" ref={row} aria-label={t('featured.list')}>
          <HydrationPart onView="featured-row">{cards}</HydrationPart>
        </Row>
      </Container>
    </Wrapper>
  );
}
