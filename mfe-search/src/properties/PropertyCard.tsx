import type { Property } from '@manzil/contracts';
import { formatNumber, formatPriceShort, localePath, useLang } from '@manzil/i18n';
import { AreaIcon, Badge, BathIcon, BedIcon, MapPinIcon, vars } from '@manzil/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';

const Card = styled.article`
  position: relative;
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[5]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.sm};
  transition: box-shadow 0.15s ease;

  &:hover {
    box-shadow: ${vars.shadow.md};
  }

  h3 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }

  /* The whole card is clickable through its title link. */
  h3 a {
    color: ${vars.color.text};
    text-decoration: none;
  }

  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Price = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: 700;
  color: ${vars.color.primary};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[4]};
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
  }
`;

export function PropertyCard({ property }: { property: Property }) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation();
  const lang = useLang();
  const ar = lang === 'ar';
  const place = [
    ar ? property.areaNameAr : property.areaName,
    ar ? property.emirateNameAr : property.emirateName,
  ]
    .filter(Boolean)
    .join(ar ? '، ' : ', ');
  return (
    <Card>
      <div>
        <Badge $tone={property.listingType === 'rent' ? 'primary' : 'accent'}>
          {tc(`listingType.${property.listingType}`)}
        </Badge>
      </div>
      <Price>
        <bdi>{formatPriceShort(property.price, lang)}</bdi>
      </Price>
      <h3>
        <Link to={localePath(`/property/${property.id}`, lang)}>
          {ar ? property.titleAr : property.titleEn}
        </Link>
      </h3>
      <Meta>
        <span>
          <MapPinIcon size={16} />
          {place}
        </span>
      </Meta>
      <Meta>
        {property.bedrooms !== null ? (
          <span>
            <BedIcon size={16} />
            {property.bedrooms === 0 ? t('results.studio') : t('results.beds', { count: property.bedrooms })}
          </span>
        ) : null}
        {property.bathrooms !== null ? (
          <span>
            <BathIcon size={16} />
            {t('results.baths', { count: property.bathrooms })}
          </span>
        ) : null}
        {property.area !== null ? (
          <span>
            <AreaIcon size={16} />
            <bdi>
              {t('results.area', {
                value: formatNumber(property.area, lang),
                unit: t(`results.${property.areaUnit}`),
              })}
            </bdi>
          </span>
        ) : null}
      </Meta>
    </Card>
  );
}
