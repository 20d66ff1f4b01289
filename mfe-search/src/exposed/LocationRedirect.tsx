import { useQuery } from '@manzil/api-client';
import { localePath, useLang, useTranslation } from '@manzil/i18n';
import { Button, Container, MapPinIcon, Spinner, vars } from '@manzil/ui';
import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { fetchAreas, queryKeys } from '../properties/api.ts';

const Page = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${vars.space[4]};
  padding-top: ${vars.space[16]};
  padding-bottom: ${vars.space[16]};
  text-align: center;

  h1 {
    margin: 0;
  }

  p {
    margin: 0;
    max-width: 52ch;
    color: ${vars.color.textMuted};
  }
`;

/** The spec's slug shape (lowercase letters, digits, single hyphens). Anything else is not a location page. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * /properties/location/{slug} (spec 2): finds the area by slug and redirects to the properties page with
 * areaId and location ('Redirecting to search results...' meanwhile); 'Location Not Found' with Return to Home
 * when no area has that slug; a path that cannot be a slug at all goes to /404.
 */
export default function LocationRedirect() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { slug = '' } = useParams();
  const valid = SLUG.test(slug);
  const areas = useQuery({ queryKey: queryKeys.areas, queryFn: fetchAreas, enabled: valid });

  if (!valid) return <Navigate replace to={localePath('/404', lang)} />;

  if (areas.isPending) {
    return (
      <Page aria-busy="true">
        <Spinner label={t('location.redirecting')} size={32} />
        <p aria-hidden="true">{t('location.redirecting')}</p>
      </Page>
    );
  }

  const area = areas.data?.find((candidate) => candidate.slug === slug);
  if (area) {
    const query = new URLSearchParams({
      areaId: String(area.id),
      location: lang === 'ar' ? area.nameAr : area.nameEn,
    });
    return <Navigate replace to={`${localePath('/properties', lang)}?${query}`} />;
  }

  return (
    <Page>
      <MapPinIcon size={40} />
      <h1>{t('location.notFoundTitle')}</h1>
      <p>{t('location.notFoundText')}</p>
      <Button as={Link} to={localePath('/', lang)} $variant="primary">
        {t('location.returnHome')}
      </Button>
    </Page>
  );
}
