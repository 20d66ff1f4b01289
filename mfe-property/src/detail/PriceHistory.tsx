import type { PriceChange } from '@manzil/contracts';
import { formatAed, formatDate, formatNumber, type Lang, useLang, useTranslation } from '@manzil/i18n';
import { vars } from '@manzil/ui';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';

const List = styled.ol`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px ${vars.space[4]};
    align-items: baseline;
    padding: ${vars.space[3]} 0;
    border-bottom: 1px solid ${vars.color.border};
  }

  li:last-child {
    border-bottom: 0;
  }

  time {
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.sm};
  }

  strong {
    font-size: ${vars.fontSize.md};
  }
`;

const Change = styled.span<{ $down: boolean }>`
  grid-column: 2;
  justify-self: end;
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
  color: ${(p) => (p.$down ? vars.color.success : vars.color.danger)};
`;

const Chart = styled.svg`
  display: block;
  width: 100%;
  height: 96px;
  overflow: visible;

  polyline {
    fill: none;
    stroke: ${vars.color.primary};
    stroke-width: 2.5;
    stroke-linejoin: round;
    vector-effect: non-scaling-stroke;
  }

  circle {
    fill: ${vars.color.surface};
    stroke: ${vars.color.primary};
    stroke-width: 2;
    vector-effect: non-scaling-stroke;
  }
`;

export interface PricePoint {
  price: number;
  at: string;
  /** Percent against the point before (none for the first). */
  percent: number | null;
}

/** The listing's prices over time: the first asking price at listing, then each change, oldest first. */
export function pricePoints(createdAt: string, history: readonly PriceChange[]): PricePoint[] {
  if (history.length === 0) return [];
  const first = history[0] as PriceChange;
  const points: PricePoint[] = [{ price: first.oldPrice, at: createdAt, percent: null }];
  for (const change of history) {
    const percent = change.oldPrice > 0 ? ((change.newPrice - change.oldPrice) / change.oldPrice) * 100 : 0;
    points.push({ price: change.newPrice, at: change.changedAt, percent: Math.round(percent * 10) / 10 });
  }
  return points;
}

const percentText = (percent: number, lang: Lang) =>
  `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${formatNumber(Math.abs(percent), lang)}%`;

/**
 * A line of the prices through time, drawn in the page's direction (the newest on the reading end). Only a
 * picture of the list below it, which says the same in words.
 */
function PriceChart({ points, rtl }: { points: PricePoint[]; rtl: boolean }) {
  const times = points.map((point) => Date.parse(point.at));
  const prices = points.map((point) => point.price);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [p0, p1] = [Math.min(...prices), Math.max(...prices)];
  const x = (time: number) => {
    const share = t1 === t0 ? 1 : (time - t0) / (t1 - t0);
    return 8 + (rtl ? 1 - share : share) * 284;
  };
  const y = (price: number) => (p1 === p0 ? 40 : 8 + (1 - (price - p0) / (p1 - p0)) * 64);
  const coordinates = points.map((point, i) => [x(times[i] as number), y(point.price)] as const);
  return (
    <Chart viewBox="0 0 300 80" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <polyline points={coordinates.map(([cx, cy]) => `${cx},${cy}`).join(' ')} />
      {coordinates.map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="4" />
      ))}
    </Chart>
  );
}

/** The listing page's price history: a small line and the list of changes with their dates and percentages. */
export function PriceHistory({ createdAt, history }: { createdAt: string; history: readonly PriceChange[] }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const points = pricePoints(createdAt, history);
  if (points.length === 0) return null;
  return (
    <>
      <PriceChart points={points} rtl={lang === 'ar'} />
      <List aria-label={t('priceHistory.list')}>
        {[...points].reverse().map((point) => (
          <li key={`${point.at}-${point.price}`}>
            <time dateTime={point.at}>
              {point.percent === null
                ? t('priceHistory.listedOn', { date: formatDate(point.at, lang, { dateStyle: 'medium' }) })
                : formatDate(point.at, lang, { dateStyle: 'medium' })}
            </time>
            <strong>
              <bdi>{formatAed(point.price, lang)}</bdi>
            </strong>
            {point.percent === null ? null : (
              <Change $down={point.percent < 0}>
                <bdi dir="ltr">{percentText(point.percent, lang)}</bdi>
              </Change>
            )}
          </li>
        ))}
      </List>
    </>
  );
}
