import { formatAed, formatNumber, type Lang, useLang, useTranslation } from '@manzil/i18n';
import { useMemo } from 'react';
import { NS } from '../i18n/index.ts';
import type { FieldKind } from '../lib/fields.ts';

/** What the screens show for a figure that cannot be worked out: never NaN or Infinity. */
export const NO_FIGURE = '—';

export interface Formatters {
  lang: Lang;
  /** Whole dirhams: 'AED 4,169' / '4,169 د.إ'. */
  aed: (value: number) => string;
  /** A percentage from a percent number: 4.5 -> '4.5%'. */
  percent: (value: number, digits?: number) => string;
  /** A share 0-1 as a percentage: 0.25 -> '25%'. */
  share: (value: number, digits?: number) => string;
  years: (value: number) => string;
  months: (value: number) => string;
  /** A value of a field, with its unit. */
  field: (kind: FieldKind, value: number) => string;
  /** The bare number a field's input shows: '1,000,000', '4.5', '25'. */
  input: (kind: FieldKind, value: number) => string;
}

export function useFormatters(): Formatters {
  const { t } = useTranslation(NS);
  const lang = useLang();
  return useMemo(() => {
    const guard =
      (format: (value: number) => string) =>
      (value: number): string =>
        Number.isFinite(value) ? format(value) : NO_FIGURE;
    const percent = (value: number, digits = 2) =>
      guard((v) => formatNumber(v / 100, lang, { style: 'percent', maximumFractionDigits: digits }))(value);
    const years = guard((v) => t('value.years', { count: v }));
    const months = guard((v) => t('value.months', { count: v }));
    const aed = guard((v) => formatAed(v, lang));
    return {
      lang,
      aed,
      percent,
      share: (value: number, digits = 1) => percent(value * 100, digits),
      years,
      months,
      field: (kind, value) =>
        kind === 'aed'
          ? aed(value)
          : kind === 'percent'
            ? percent(value)
            : kind === 'years'
              ? years(value)
              : months(value),
      input: (kind, value) =>
        Number.isFinite(value)
          ? formatNumber(value, lang, {
              maximumFractionDigits: kind === 'aed' ? 2 : kind === 'percent' ? 3 : 0,
            })
          : '',
    };
  }, [t, lang]);
}
