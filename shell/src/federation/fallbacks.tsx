import { useSiteContent } from '@manzil/api-client';
import { isolate, localePath, useLang, useTranslation } from '@manzil/i18n';
import { Button, PhoneIcon, SearchIcon, vars } from '@manzil/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { telHref } from '../layout/sections.ts';

const Box = styled.div<{ $minHeight?: string }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[4]};
  min-height: ${(p) => p.$minHeight ?? 'auto'};
  padding: ${vars.space[6]};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  text-align: center;

  p {
    margin: 0;
    max-width: 52ch;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[3]};
`;

function CallUs() {
  const { t } = useTranslation();
  const { content } = useSiteContent();
  const phone = content.company.phone;
  return (
    <Button as="a" href={telHref(phone)} $variant="secondary">
      <PhoneIcon size={18} />
      {t('errors.callUs', { phone: isolate(phone, 'ltr') })}
    </Button>
  );
}

/** Search is down: the properties page may still work, and the phone always does. */
export function SearchUnavailable({ minHeight }: { minHeight?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Box role="note" $minHeight={minHeight}>
      <p>{t('errors.searchUnavailable')}</p>
      <Actions>
        <Button as={Link} to={localePath('/properties', lang)} $variant="primary">
          <SearchIcon size={18} />
          {t('errors.browseProperties')}
        </Button>
        <CallUs />
      </Actions>
    </Box>
  );
}

export function CalculatorUnavailable() {
  const { t } = useTranslation();
  return (
    <Box role="note" $minHeight="320px">
      <p>{t('errors.calculatorUnavailable')}</p>
      <Actions>
        <CallUs />
      </Actions>
    </Box>
  );
}

/** A whole page (properties, property, admin) could not load. */
export function PageUnavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Box role="note" $minHeight="50vh">
      <p>{t('errors.pageUnavailable')}</p>
      <Actions>
        <Button onClick={retry} $variant="primary">
          {t('errors.tryAgain')}
        </Button>
        <Button as={Link} to={localePath('/', lang)} $variant="secondary">
          {t('notFound.backHome')}
        </Button>
        <CallUs />
      </Actions>
    </Box>
  );
}
