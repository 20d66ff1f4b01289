import { useTranslation } from '@manzil/i18n';
import { ShieldIcon, vars } from '@manzil/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';

/** Fields on one side, results on the other on wide screens; stacked on a phone. */
export const CalculatorLayout = styled.div`
  display: grid;
  gap: ${vars.space[6]};

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${vars.space[5]};
`;

export const FieldGroup = styled.fieldset`
  display: grid;
  gap: ${vars.space[5]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${vars.space[3]};
    padding: 0;
    font-weight: 700;
    color: ${vars.color.accentText};
    font-size: ${vars.fontSize.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

export const Intro = styled.p`
  margin: 0 0 ${vars.space[5]};
  color: ${vars.color.textMuted};
`;

const ResultsBox = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

const Headline = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[5]} ${vars.space[6]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.chrome};
  color: ${vars.color.onChrome};

  span {
    color: ${vars.color.onChromeMuted};
    font-size: ${vars.fontSize.sm};
  }

  output {
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['2xl']};
    font-weight: 700;
    color: ${vars.color.chromeAccent};
    overflow-wrap: anywhere;
  }
`;

const FigureList = styled.dl`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
`;

const FigureRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${vars.space[1]} ${vars.space[3]};
  padding-bottom: ${vars.space[3]};
  border-bottom: 1px solid ${vars.color.border};

  dt {
    color: ${vars.color.textMuted};
  }

  dt small {
    display: block;
    font-size: ${vars.fontSize.xs};
  }

  dt small.caption {
    margin-top: ${vars.space[1]};
    max-width: 48ch;
    font-style: normal;
  }

  /* Isolated but in the page's direction (not <bdi>'s first-strong guess): a negative Arabic amount, which
     starts with a left-to-right mark, keeps its currency on the same side as a positive one. */
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    unicode-bidi: isolate;
  }
`;

const Notice = styled.p<{ $tone: 'error' | 'info' }>`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${(p) => (p.$tone === 'error' ? vars.color.dangerBg : vars.color.warningBg)};
  color: ${(p) => (p.$tone === 'error' ? vars.color.danger : vars.color.warning)};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;

export interface FigureProps {
  label: string;
  /** How the figure is worked out, under its label. */
  hint?: string;
  /** Why it differs from a figure beside it (the standard formula and the bank's view), under the hint. */
  caption?: string;
  value: string;
}

export function Figure({ label, hint, caption, value }: FigureProps) {
  return (
    <FigureRow>
      <dt>
        {label}
        {hint ? <small>{hint}</small> : null}
        {caption ? <small className="caption">{caption}</small> : null}
      </dt>
      <dd>{value}</dd>
    </FigureRow>
  );
}

export interface ResultsProps {
  /** The main figure's label and value. */
  label: string;
  value: string;
  /** False while a field has no usable number: the figures are replaced by a message. */
  valid: boolean;
  children?: ReactNode;
  /** Notes under the figures (warnings about the inputs). */
  notices?: { tone: 'error' | 'info'; text: string }[];
  bank?: ReactNode;
}

/** The results column: the main figure, the other figures, notes, and the bank's view. */
export function Results({ label, value, valid, children, notices = [], bank }: ResultsProps) {
  const { t } = useTranslation(NS);
  return (
    <ResultsBox aria-label={t('results.heading')}>
      <Headline>
        <span>{label}</span>
        <output aria-live="polite">
          <bdi>{valid ? value : t('results.unavailable')}</bdi>
        </output>
      </Headline>
      {valid ? (
        <>
          {children ? <FigureList>{children}</FigureList> : null}
          {notices.map((notice) => (
            <Notice key={notice.text} $tone={notice.tone}>
              {notice.text}
            </Notice>
          ))}
          {bank}
        </>
      ) : (
        <Notice $tone="error" role="alert">
          {t('results.invalid')}
        </Notice>
      )}
    </ResultsBox>
  );
}

const BankBox = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[5]};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceAlt};

  h3 {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    margin: 0;
    font-size: ${vars.fontSize.md};
    color: ${vars.color.text};
  }

  h3 svg {
    flex: none;
    color: ${vars.color.accentText};
  }

  > p {
    margin: 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.fontSize.xs};
  }
`;

export interface BankViewProps {
  title?: string;
  children: ReactNode;
  /** Notes in the bank's view (for example: the term is longer than a bank gives). */
  notices?: string[];
}

/** The bank-style figures, beside the spec's and clearly labelled as such. */
export function BankView({ title, children, notices = [] }: BankViewProps) {
  const { t } = useTranslation(NS);
  const heading = title ?? t('bank.heading');
  return (
    <BankBox aria-label={heading}>
      <h3>
        <ShieldIcon size={18} aria-hidden="true" />
        {heading}
      </h3>
      <FigureList>{children}</FigureList>
      {notices.map((notice) => (
        <Notice key={notice} $tone="info">
          {notice}
        </Notice>
      ))}
      <p>{t('bank.note')}</p>
    </BankBox>
  );
}
