import { useTranslation } from '@manzil/i18n';
import { Skeleton, vars } from '@manzil/ui';
import { SegmentedControl } from '@manzil/ui/panel';
import { lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useFormatters } from '../components/format.ts';
import { NS } from '../i18n/index.ts';
import { type ScheduleRow, yearlySchedule } from '../lib/amortization.ts';

// The chart library loads only when a schedule is shown, after the figures and the table.
const AmortizationChart = lazy(() => import('./AmortizationChart.tsx'));

const Section = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  margin-top: ${vars.space[8]};

  h3 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

const TableScroll = styled.div`
  max-height: 26rem;
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
  }

  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    font-size: ${vars.fontSize.sm};
  }

  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }

  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    text-align: right;
    white-space: nowrap;
    border-bottom: 1px solid ${vars.color.border};
  }

  th:first-child,
  td:first-child {
    text-align: left;
  }

  thead th {
    position: sticky;
    top: 0;
    background: ${vars.color.surfaceAlt};
    color: ${vars.color.text};
    font-weight: 700;
  }

  tbody tr:nth-child(even) {
    background: ${vars.color.bg};
  }
`;

export interface ScheduleViewProps {
  /** The monthly schedule (with the early payment applied). */
  rows: ScheduleRow[];
  loanAmount: number;
}

/** The amortization schedule as a chart and a table: yearly rows by default, monthly on demand. */
export function ScheduleView({ rows, loanAmount }: ScheduleViewProps) {
  const { t } = useTranslation(NS);
  const f = useFormatters();
  const [monthly, setMonthly] = useState(false);
  const years = useMemo(() => yearlySchedule(rows), [rows]);
  const shown = monthly ? rows : years;
  const hasEarly = rows.some((row) => row.earlyPayment > 0);

  return (
    <Section aria-labelledby="amortization-schedule-title">
      <h3 id="amortization-schedule-title">{t('amortization.schedule')}</h3>
      <Suspense fallback={<Skeleton $height="292px" $radius="md" />}>
        <AmortizationChart years={years} loanAmount={loanAmount} />
      </Suspense>
      <Header>
        <SegmentedControl role="group" aria-label={t('amortization.rowsLabel')}>
          <button type="button" aria-pressed={!monthly} onClick={() => setMonthly(false)}>
            {t('amortization.yearly')}
          </button>
          <button type="button" aria-pressed={monthly} onClick={() => setMonthly(true)}>
            {t('amortization.monthly')}
          </button>
        </SegmentedControl>
      </Header>
      <TableScroll tabIndex={0} role="region" aria-label={t('amortization.schedule')}>
        <table>
          <caption>{t('amortization.schedule')}</caption>
          <thead>
            <tr>
              <th scope="col">{monthly ? t('amortization.month') : t('amortization.year')}</th>
              <th scope="col">{t('amortization.payment')}</th>
              <th scope="col">{t('amortization.principal')}</th>
              <th scope="col">{t('amortization.interest')}</th>
              {hasEarly ? <th scope="col">{t('amortization.early')}</th> : null}
              <th scope="col">{t('amortization.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.period}>
                <th scope="row">{row.period}</th>
                <td>
                  <bdi>{f.aed(row.payment)}</bdi>
                </td>
                <td>
                  <bdi>{f.aed(row.principal)}</bdi>
                </td>
                <td>
                  <bdi>{f.aed(row.interest)}</bdi>
                </td>
                {hasEarly ? (
                  <td>
                    <bdi>{row.earlyPayment > 0 ? f.aed(row.earlyPayment) : '—'}</bdi>
                  </td>
                ) : null}
                <td>
                  <bdi>{f.aed(row.balance)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Section>
  );
}
