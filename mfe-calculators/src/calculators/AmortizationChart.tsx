import { formatNumber } from '@manzil/i18n';
import { vars } from '@manzil/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormatters } from '../components/format.ts';
import { NS } from '../i18n/index.ts';
import type { ScheduleRow } from '../lib/amortization.ts';
import { niceTicks } from '../lib/ticks.ts';

/*
 * Balance and cumulative interest by year, as a small hand-drawn SVG line chart (no charting library: this is
 * a few kilobytes). In right-to-left pages time runs from right to left and the amount axis sits on the right;
 * text anchors are logical ("end" is the side facing the plot in both directions), so labels stay readable.
 */

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${vars.space[2]};

  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
    font-size: 12px;
  }
`;

const Legend = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[5]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
  }

  i {
    display: inline-block;
    width: 18px;
    height: 3px;
    border-radius: 2px;
  }
`;

const HEIGHT = 260;
const MARGIN = { start: 64, end: 16, top: 22, bottom: 30 };

export interface AmortizationChartProps {
  years: ScheduleRow[];
  loanAmount: number;
}

export function AmortizationChart({ years, loanAmount }: AmortizationChartProps) {
  const { t } = useTranslation(NS);
  const f = useFormatters();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const [rtl, setRtl] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    setRtl(getComputedStyle(element).direction === 'rtl');
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const lastYear = years.length;
  const totalInterest = years.at(-1)?.cumulativeInterest ?? 0;
  const points = [
    { year: 0, balance: loanAmount, interest: 0 },
    ...years.map((row) => ({ year: row.period, balance: row.balance, interest: row.cumulativeInterest })),
  ];
  const yTicks = niceTicks(Math.max(loanAmount, totalInterest, 1), 4);
  const yMax = yTicks.at(-1) ?? 1;
  const xTicks = niceTicks(Math.max(lastYear, 1), width < 480 ? 4 : 7).filter((year) => year <= lastYear);
  const plotWidth = Math.max(40, width - MARGIN.start - MARGIN.end);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (year: number) => {
    const offset = MARGIN.start + (year / Math.max(lastYear, 1)) * plotWidth;
    return rtl ? width - offset : offset;
  };
  const y = (amount: number) => MARGIN.top + plotHeight - (amount / yMax) * plotHeight;
  const line = (key: 'balance' | 'interest') =>
    points.map((point) => `${x(point.year).toFixed(1)},${y(point[key]).toFixed(1)}`).join(' ');
  const axisX = rtl ? width - MARGIN.start : MARGIN.start;
  const labelX = rtl ? axisX + 8 : axisX - 8;

  return (
    <Figure ref={box}>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width={width}
        height={HEIGHT}
      >
        <title id={`${id}-title`}>{t('amortization.chartTitle', { count: lastYear })}</title>
        <desc id={`${id}-desc`}>
          {t('amortization.chartSummary', {
            loan: f.aed(loanAmount),
            years: lastYear,
            interest: f.aed(totalInterest),
          })}
        </desc>
        <g>
          {yTicks.map((tick) => (
            <g key={`y${tick}`}>
              <line
                x1={x(0)}
                x2={x(lastYear)}
                y1={y(tick)}
                y2={y(tick)}
                stroke={vars.color.border}
                strokeDasharray={tick === 0 ? undefined : '3 4'}
              />
              <text x={labelX} y={y(tick)} dy="0.32em" textAnchor="end" fill={vars.color.textMuted}>
                {formatNumber(tick, f.lang, { notation: 'compact', maximumFractionDigits: 2 })}
              </text>
            </g>
          ))}
          <text x={labelX} y={9} textAnchor="end" fill={vars.color.textMuted} fontWeight={700}>
            {t('units.aed')}
          </text>
          {xTicks.map((year) => (
            <text key={`x${year}`} x={x(year)} y={HEIGHT - 8} textAnchor="middle" fill={vars.color.textMuted}>
              {year}
            </text>
          ))}
          <polyline
            points={line('interest')}
            fill="none"
            stroke={vars.color.accent}
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
          <polyline
            points={line('balance')}
            fill="none"
            stroke={vars.color.primary}
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
        </g>
        {lastYear <= 40
          ? points.map((point) => (
              <g key={point.year}>
                <circle cx={x(point.year)} cy={y(point.balance)} r={3} fill={vars.color.primary}>
                  <title>{`${t('amortization.year')} ${point.year}: ${t('amortization.balance')} ${f.aed(point.balance)}`}</title>
                </circle>
                <circle cx={x(point.year)} cy={y(point.interest)} r={3} fill={vars.color.accent}>
                  <title>{`${t('amortization.year')} ${point.year}: ${t('amortization.interestPaid')} ${f.aed(point.interest)}`}</title>
                </circle>
              </g>
            ))
          : null}
      </svg>
      <Legend aria-hidden="true">
        <span>
          <i style={{ background: vars.color.primary }} />
          {t('amortization.balance')}
        </span>
        <span>
          <i style={{ background: vars.color.accent }} />
          {t('amortization.interestPaid')}
        </span>
      </Legend>
    </Figure>
  );
}
