import { useQuery } from '@manzil/api-client';
import { COMPARE_LIMIT, setCompare, toggleCompare, useCompareList } from '@manzil/api-client/compare';
import { localePath, useLang, useTranslation } from '@manzil/i18n';
import { CloseIcon, vars } from '@manzil/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { comparePath, compareQueryKey, fetchCompared } from './api.ts';

const Tray = styled.section`
  position: sticky;
  /* Above the floating WhatsApp and assistant buttons in the bottom corners. */
  bottom: 84px;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[6]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.lg};

  h2 {
    margin: 0;
    font-size: ${vars.fontSize.md};
  }
`;

const Chosen = styled.ul`
  display: flex;
  flex: 1 1 240px;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;

  li {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: ${vars.space[1]};
    max-width: 220px;
    padding: 2px 2px 2px ${vars.space[2]};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surfaceAlt};
    font-size: ${vars.fontSize.sm};
  }

  li span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  button {
    display: inline-grid;
    place-items: center;
    width: 32px;
    height: 32px;
    padding: 0;
    border: 0;
    border-radius: ${vars.radius.pill};
    background: transparent;
    color: ${vars.color.textMuted};
    cursor: pointer;
  }
`;

const Go = styled(Link)<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${vars.space[5]};
  border-radius: ${vars.radius.md};
  background: ${(p) => (p.$disabled ? vars.color.surfaceAlt : vars.color.primary)};
  color: ${(p) => (p.$disabled ? vars.color.textMuted : vars.color.onPrimary)};
  font-weight: 700;
  text-decoration: none;
  pointer-events: ${(p) => (p.$disabled ? 'none' : 'auto')};
`;

const Clear = styled.button`
  min-height: 44px;
  padding: 0 ${vars.space[3]};
  border: 0;
  background: transparent;
  color: ${vars.color.primary};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * The homes chosen for comparison, stuck to the bottom of the page while there is any: each with a way to take it
 * off, "Compare" (two or more) to the side-by-side page, and "Clear".
 */
export function CompareTray() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const ids = useCompareList();
  const { data } = useQuery({
    queryKey: compareQueryKey(ids),
    queryFn: () => fetchCompared(ids),
    enabled: ids.length > 0,
  });
  if (ids.length === 0) return null;
  const titles = new Map(
    (data ?? []).map((entry) => [
      entry.id,
      entry.property
        ? lang === 'ar'
          ? entry.property.titleAr || entry.property.titleEn
          : entry.property.titleEn
        : `#${entry.id}`,
    ]),
  );
  const ready = ids.length >= 2;
  return (
    <Tray aria-labelledby="compare-tray-title">
      <h2 id="compare-tray-title">{t('compare.trayTitle', { count: ids.length, limit: COMPARE_LIMIT })}</h2>
      <Chosen>
        {ids.map((id) => {
          const title = titles.get(id) ?? `#${id}`;
          return (
            <li key={id}>
              <span title={title}>{title}</span>
              <button
                type="button"
                aria-label={t('compare.remove', { title })}
                onClick={() => toggleCompare(id)}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          );
        })}
      </Chosen>
      <Go
        to={localePath(comparePath(ids), lang)}
        $disabled={!ready}
        aria-disabled={!ready}
        tabIndex={ready ? undefined : -1}
      >
        {ready ? t('compare.go', { count: ids.length }) : t('compare.chooseMore')}
      </Go>
      <Clear type="button" onClick={() => setCompare([])}>
        {t('compare.clear')}
      </Clear>
    </Tray>
  );
}
