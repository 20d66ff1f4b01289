import { formatNumber, useLang, useTranslation } from '@manzil/i18n';
import { ChevronLeftIcon, ChevronRightIcon, vars } from '@manzil/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { pageWindow } from '../lib/filters.ts';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin-top: ${vars.space[8]};

  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const PageLink = styled(Link)<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${(p) => (p.$current ? vars.color.primary : vars.color.borderStrong)};
  border-radius: ${vars.radius.md};
  background: ${(p) => (p.$current ? vars.color.primary : vars.color.surface)};
  color: ${(p) => (p.$current ? vars.color.onPrimary : vars.color.text)};
  font-weight: 600;
  text-decoration: none;

  &[aria-disabled='true'] {
    opacity: 0.45;
    pointer-events: none;
  }
`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link of a page (the current query string with that page). */
  hrefOf: (page: number) => string;
}

/** Previous/Next and at most five numbered pages around the current one (spec 2 and 9). Links, so they share. */
export function Pagination({ page, totalPages, hrefOf }: PaginationProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  if (totalPages <= 1) return null;
  const first = page <= 1;
  const last = page >= totalPages;
  return (
    <Nav aria-label={t('results.pagination')}>
      <ul>
        <li>
          <PageLink
            to={hrefOf(Math.max(1, page - 1))}
            aria-disabled={first || undefined}
            tabIndex={first ? -1 : undefined}
            rel="prev"
          >
            <ChevronLeftIcon size={18} />
            {t('results.previous')}
          </PageLink>
        </li>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <PageLink
              to={hrefOf(number)}
              $current={number === page}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('results.page', { page: number })}
            >
              {formatNumber(number, lang)}
            </PageLink>
          </li>
        ))}
        <li>
          <PageLink
            to={hrefOf(Math.min(totalPages, page + 1))}
            aria-disabled={last || undefined}
            tabIndex={last ? -1 : undefined}
            rel="next"
          >
            {t('results.next')}
            <ChevronRightIcon size={18} />
          </PageLink>
        </li>
      </ul>
    </Nav>
  );
}
