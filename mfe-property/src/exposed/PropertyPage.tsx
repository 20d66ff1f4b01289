import { apiFetch, isApiError } from '@manzil/api-client';
import type { Property } from '@manzil/contracts';
import { formatAed, formatNumber, localePath, useLang } from '@manzil/i18n';
import { ArrowLeftIcon, Badge, Button, Container, MapPinIcon, Skeleton, vars } from '@manzil/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';

const Page = styled(Container)`
  display: grid;
  gap: ${vars.space[5]};
  padding-top: ${vars.space[8]};
  padding-bottom: ${vars.space[16]};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  justify-self: start;
  font-weight: 600;
`;

const Price = styled.p`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: 700;
  color: ${vars.color.primary};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[6]};
  margin: 0;
  padding: ${vars.space[5]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  dt {
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Place = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.textMuted};
`;

function fetchProperty(id: string): Promise<Property> {
  return apiFetch<Property>(`/api/properties/detail?id=${encodeURIComponent(id)}`);
}

/** The property detail page (first version): title, price, place and key facts. */
export default function PropertyPage() {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation();
  const lang = useLang();
  const ar = lang === 'ar';
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['property', id],
    queryFn: () => fetchProperty(id),
    enabled: id !== '',
  });
  const back = (
    <Back to={localePath('/properties', lang)}>
      <ArrowLeftIcon size={18} />
      {t('backToProperties')}
    </Back>
  );

  if (query.isPending) {
    return (
      <Page aria-busy="true" aria-label={t('loading')}>
        <Skeleton $width="60%" $height="2.5rem" />
        <Skeleton $width="30%" $height="2rem" />
        <Skeleton $height="320px" $radius="lg" />
      </Page>
    );
  }

  if (query.isError || !query.data) {
    const notFound =
      !query.isError ||
      (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));
    return (
      <Page>
        <h1>{notFound ? t('notFound') : t('failed')}</h1>
        {notFound ? <p>{t('notFoundText')}</p> : null}
        <Button as={Link} to={localePath('/properties', lang)} $variant="primary">
          {t('backToProperties')}
        </Button>
      </Page>
    );
  }

  const property = query.data;
  const unit = t(property.areaUnit);
  return (
    <Page>
      {back}
      <div>
        <Badge $tone={property.listingType === 'rent' ? 'primary' : 'accent'}>
          {tc(`listingType.${property.listingType}`)}
        </Badge>
      </div>
      <h1>{ar ? property.titleAr : property.titleEn}</h1>
      <Price>
        <bdi>{formatAed(property.price, lang)}</bdi>
      </Price>
      <Place>
        <MapPinIcon size={18} />
        {ar
          ? `${property.areaNameAr}، ${property.emirateNameAr}`
          : `${property.areaName}, ${property.emirateName}`}
      </Place>
      <Facts>
        {property.bedrooms !== null ? (
          <div>
            <dt>{t('bedrooms')}</dt>
            <dd>{property.bedrooms === 0 ? t('studio') : formatNumber(property.bedrooms, lang)}</dd>
          </div>
        ) : null}
        {property.bathrooms !== null ? (
          <div>
            <dt>{t('bathrooms')}</dt>
            <dd>{formatNumber(property.bathrooms, lang)}</dd>
          </div>
        ) : null}
        {property.area !== null ? (
          <div>
            <dt>{t('size')}</dt>
            <dd>
              <bdi>{`${formatNumber(property.area, lang)} ${unit}`}</bdi>
            </dd>
          </div>
        ) : null}
      </Facts>
      <p>
        <bdi>{t('reference', { reference: property.reference })}</bdi>
      </p>
      <section aria-labelledby="property-description">
        <h2 id="property-description">{t('description')}</h2>
        <p>{ar ? property.descriptionAr : property.descriptionEn}</p>
      </section>
    </Page>
  );
}
