import { COMPARE_LIMIT, useCompare } from '@manzil/api-client/compare';
import { useTranslation } from '@manzil/i18n';
import { toast, vars } from '@manzil/ui';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 0 ${vars.space[3]} 0 ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.md};
  font: inherit;
  font-size: ${vars.fontSize.xs};
  font-weight: 700;
  cursor: pointer;

  /* A checkbox drawn in CSS: ticked when chosen. */
  &::before {
    content: '';
    width: 14px;
    height: 14px;
    border: 2px solid ${vars.color.borderStrong};
    border-radius: 4px;
    background: ${vars.color.surface};
  }

  &[aria-pressed='true'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }

  &[aria-pressed='true']::before {
    border-color: ${vars.color.onPrimary};
    background: ${vars.color.onPrimary};
    box-shadow: inset 0 0 0 2px ${vars.color.primary};
  }

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

/** "Compare" on a listing: adds it to the compare list (up to four), or takes it off. */
export function CompareToggle({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation(NS);
  const [chosen, toggle] = useCompare(id);
  return (
    <Toggle
      type="button"
      aria-pressed={chosen}
      aria-label={t('compare.toggleLabel', { title })}
      onClick={() => {
        if (toggle() === 'full') {
          toast({ title: t('compare.full', { count: COMPARE_LIMIT }), tone: 'info' });
        }
      }}
    >
      {t('compare.toggle')}
    </Toggle>
  );
}
