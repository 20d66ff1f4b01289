import { localePath, useLang } from '@manzil/i18n';
import { Button, Container, Skeleton, vars } from '@manzil/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { parseListingType } from '../lib/search-url.ts';
import { searchProperties } from '../properties/api.ts';
import { PropertyCard } from '../properties/PropertyCard.tsx';

const Page = styled(Container)`
  padding-top: ${vars.space[10]};
  padding-bottom: ${vars.space[16]};
`;

const Title = styled.h1`
  font-size: ${vars.fontSize['3xl']};
`;

const Count = styled.p`
  color: ${vars.color.textMuted};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${vars.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.div`
  padding: ${vars.space[12]} ${vars.space[6]};
  text-align: center;
  background: ${vars.color.surface};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};

  h2 {
    font-size: ${vars.fontSize.xl};
  }

  p {
    color: ${vars.color.textMuted};
  }
`;

/** The properties page (first version): heading by listing type and the first page of results. */
export default function PropertiesPage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const [params] = useSearchParams();
  const listingType = parseListingType(params.get('listingType'));
  const location = params.get('location') ?? undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const search = useQuery({
    queryKey: ['properties-search', { listingType, location, page }],
    queryFn: () => searchProperties({ listingType, location, page }),
  });

  const properties = search.data?.properties ?? [];
  return (
    <Page>
      <Title>{listingType === 'rent' ? t('results.titleRent') : t('results.titleSale')}</Title>
      {search.isPending ? (
        <Grid aria-busy="true" aria-label={t('results.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <Skeleton $height="200px" $radius="lg" />
            </li>
          ))}
        </Grid>
      ) : properties.length > 0 ? (
        <>
          <Count>{t('results.showing', { count: properties.length, total: search.data?.total ?? 0 })}</Count>
          <Grid>
            {properties.map((property) => (
              <li key={property.id}>
                <PropertyCard property={property} />
              </li>
            ))}
          </Grid>
        </>
      ) : (
        <Empty>
          <h2>{t('results.emptyTitle')}</h2>
          <p>{t('results.emptyText')}</p>
          <Button as={Link} to={localePath('/properties', lang)} $variant="secondary">
            {t('results.clearFilters')}
          </Button>
        </Empty>
      )}
    </Page>
  );
}
