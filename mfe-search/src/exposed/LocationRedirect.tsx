import { localePath, useLang } from '@manzil/i18n';
import { Button, Container, Spinner, vars } from '@manzil/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { fetchAreas } from '../properties/api.ts';

const Page = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${vars.space[4]};
  padding-top: ${vars.space[16]};
  padding-bottom: ${vars.space[16]};
  text-align: center;
`;

/**
 * /properties/location/{slug} (spec 2): finds the area by slug and redirects to the properties page with
 * areaId and location; 'Location Not Found' when no area has that slug.
 */
export default function LocationRedirect() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { slug = '' } = useParams();
  const areas = useQuery({ queryKey: ['areas'], queryFn: fetchAreas });

  if (areas.isPending) {
    return (
      <Page>
        <Spinner label={t('location.redirecting')} size={32} />
        <p>{t('location.redirecting')}</p>
      </Page>
    );
  }

  const area = areas.data?.find((candidate) => candidate.slug === slug);
  if (area) {
    const query = new URLSearchParams({ areaId: String(area.id), location: area.nameEn });
    return <Navigate replace to={`${localePath('/properties', lang)}?${query}`} />;
  }

  return (
    <Page>
      <h1>{t('location.notFoundTitle')}</h1>
      <p>{t('location.notFoundText')}</p>
      <Button as={Link} to={localePath('/', lang)} $variant="primary">
        {t('location.returnHome')}
      </Button>
    </Page>
  );
}
