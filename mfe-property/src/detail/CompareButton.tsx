import { COMPARE_LIMIT, useCompare, useCompareList } from '@manzil/api-client/compare';
import { localePath, useLang, useTranslation } from '@manzil/i18n';
import { Button, createIcon, toast, vars } from '@manzil/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { ButtonLabel } from './ButtonLabel.ts';

const CompareIcon = createIcon(
  'Compare',
  <>
    <rect x="3" y="4" width="7" height="16" rx="1.5" />
    <rect x="14" y="4" width="7" height="16" rx="1.5" />
  </>,
  { strokeWidth: 2, sharp: true },
);

/**
 * "Compare" on the listing page: adds the listing to the homes chosen for comparison (up to four), or takes it
 * off.
 */
export function CompareButton({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const [chosen, toggle] = useCompare(id);
  return (
    <Button
      $variant="secondary"
      aria-pressed={chosen}
      aria-label={t('compare.label')}
      onClick={() => {
        if (toggle() === 'full') toast({ title: t('compare.full', { count: COMPARE_LIMIT }), tone: 'info' });
      }}
    >
      <CompareIcon size={18} />
      <ButtonLabel>{chosen ? t('compare.added') : t('compare.add')}</ButtonLabel>
    </Button>
  );
}

const Bar = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceAlt};

  a {
    color: ${vars.color.primary};
    font-weight: 700;
  }
`;

/** Once this listing and at least one other are chosen: how many, and the link to see them side by side. */
export function CompareBar({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const ids = useCompareList();
  if (!ids.includes(id) || ids.length < 2) return null;
  return (
    <Bar>
      <span>{t('compare.chosen', { count: ids.length, limit: COMPARE_LIMIT })}</span>
      <Link to={localePath(`/compare?ids=${ids.join(',')}`, lang)}>
        {t('compare.go', { count: ids.length })}
      </Link>
    </Bar>
  );
}
