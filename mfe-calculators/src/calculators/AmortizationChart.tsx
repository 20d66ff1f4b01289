import { formatNumber, useTranslation } from '@manzil/i18n';
import { colorProperty, vars } from '@manzil/ui';
import {
  Chart,
  type ChartConfiguration,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useFormatters } from '../components/format.ts';
import { NS } from '../i18n/index.ts';
import type { ScheduleRow } from '../lib/amortization.ts';

/*
 * Balance and cumulative interest by year, drawn with Chart.js (tree-shaken: line chart, linear scales,
 * tooltip). This module is loaded only when a schedule is shown (see ScheduleView), so the home page never
 * pays for it. Right to left: time runs from right to left (reversed x scale), the amount axis sits on the
 * right, and tooltips lay out right to left (Chart.js `rtl` / `textDirection`). The canvas takes its colours
 * from the design tokens' CSS variables and redraws when the colour scheme changes.
 */

Chart.register(LineController, LineElement, PointElement, LinearScale, Tooltip);

const HEIGHT = 260;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${vars.space[2]};
`;

const Canvas = styled.div`
  position: relative;
  height: ${HEIGHT}px;
  min-width: 0;

  canvas {
    display: block;
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

interface Palette {
  primary: string;
  accent: string;
  border: string;
  text: string;
  surface: string;
  font: string;
}

function readPalette(element: HTMLElement): Palette {
  const style = getComputedStyle(element);
  const color = (name: Parameters<typeof colorProperty>[0], fallback: string) =>
    style.getPropertyValue(colorProperty(name)).trim() || fallback;
  return {
    primary: color('primary', '#0F4C5C'),
    accent: color('accent', '#C9A45C'),
    border: color('border', '#DED4C3'),
    text: color('textMuted', '#4B5968'),
    surface: color('surface', '#FFFFFF'),
    font: style.fontFamily || 'system-ui, sans-serif',
  };
}

export interface AmortizationChartProps {
  years: ScheduleRow[];
  loanAmount: number;
}

export default function AmortizationChart({ years, loanAmount }: AmortizationChartProps) {
  const { t } = useTranslation(NS);
  const f = useFormatters();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'line', { x: number; y: number }[]> | null>(null);
  const [palette, setPalette] = useState<Palette | null>(null);

  // The colours of the tokens, read again when the system colour scheme changes (dark mode changes live).
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const read = () => setPalette(readPalette(element));
    read();
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    query.addEventListener?.('change', read);
    return () => query.removeEventListener?.('change', read);
  }, []);

  const lastYear = years.length;
  const totalInterest = years.at(-1)?.cumulativeInterest ?? 0;
  const balanceLabel = t('amortization.balance');
  const interestLabel = t('amortization.interestPaid');
  const yearLabel = t('amortization.year');

  useEffect(() => {
    const element = box.current;
    const target = canvas.current;
    if (!element || !target || !palette) return;
    const context = target.getContext('2d');
    if (!context) return; // no canvas (tests): the table below carries the same figures
    const rtl = getComputedStyle(element).direction === 'rtl';
    const balance = [{ x: 0, y: loanAmount }, ...years.map((row) => ({ x: row.period, y: row.balance }))];
    const interest = [{ x: 0, y: 0 }, ...years.map((row) => ({ x: row.period, y: row.cumulativeInterest }))];
    const font = { family: palette.font, size: 12 };
    const config: ChartConfiguration<'line', { x: number; y: number }[]> = {
      type: 'line',
      data: {
        datasets: [
          {
            label: balanceLabel,
            data: balance,
            borderColor: palette.primary,
            backgroundColor: palette.primary,
            borderWidth: 2.5,
            pointRadius: 0,
            pointHoverRadius: 5,
            pointHitRadius: 8,
          },
          {
            label: interestLabel,
            data: interest,
            borderColor: palette.accent,
            backgroundColor: palette.accent,
            borderWidth: 2.5,
            pointRadius: 0,
            pointHoverRadius: 5,
            pointHitRadius: 8,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        locale: f.lang === 'ar' ? 'ar-AE' : 'en-AE',
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: {
            type: 'linear',
            min: 0,
            max: Math.max(lastYear, 1),
            reverse: rtl,
            grid: { display: false },
            border: { color: palette.border },
            ticks: {
              color: palette.text,
              font,
              precision: 0,
              maxTicksLimit: 8,
              callback: (value) => formatNumber(Number(value), f.lang),
            },
          },
          y: {
            type: 'linear',
            min: 0,
            position: rtl ? 'right' : 'left',
            grid: { color: palette.border },
            border: { display: false },
            ticks: {
              color: palette.text,
              font,
              maxTicksLimit: 6,
              callback: (value) =>
                formatNumber(Number(value), f.lang, { notation: 'compact', maximumFractionDigits: 2 }),
            },
          },
        },
        plugins: {
          legend: { display: false },
          tooltip: {
            rtl,
            textDirection: rtl ? 'rtl' : 'ltr',
            backgroundColor: palette.surface,
            titleColor: palette.text,
            bodyColor: palette.text,
            borderColor: palette.border,
            borderWidth: 1,
            titleFont: font,
            bodyFont: font,
            callbacks: {
              title: (items) => `${yearLabel} ${formatNumber(Number(items[0]?.parsed.x ?? 0), f.lang)}`,
              label: (item) => `${item.dataset.label}: ${f.aed(Number(item.parsed.y))}`,
            },
          },
        },
      },
    };
    chart.current?.destroy();
    chart.current = new Chart(context, config);
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [years, loanAmount, lastYear, f, balanceLabel, interestLabel, yearLabel, palette]);

  const title = t('amortization.chartTitle', { count: lastYear });
  const summary = t('amortization.chartSummary', {
    loan: f.aed(loanAmount),
    years: lastYear,
    interest: f.aed(totalInterest),
  });

  return (
    <Figure>
      <Canvas ref={box}>
        <canvas ref={canvas} role="img" aria-label={`${title}. ${summary}`}>
          {summary}
        </canvas>
      </Canvas>
      <Legend>
        <span>
          <i style={{ background: vars.color.primary }} aria-hidden="true" />
          {balanceLabel}
        </span>
        <span>
          <i style={{ background: vars.color.accent }} aria-hidden="true" />
          {interestLabel}
        </span>
        <span>{t('amortization.chartUnit')}</span>
      </Legend>
    </Figure>
  );
}
