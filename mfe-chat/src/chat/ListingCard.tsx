import type { ChatListing } from '@manzil/contracts';
import { formatNumber, formatPriceShort, type Lang, localePath, useTranslation } from '@manzil/i18n';
import { BuildingIcon, vars } from '@manzil/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';

const Card = styled(Link)`
  display: grid;
  grid-template-columns: 84px 1fr;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  text-decoration: none;
  transition: border-color 0.15s ease, box-shadow 0.15s ease;

  &:hover {
    border-color: ${vars.color.primary};
    box-shadow: ${vars.shadow.sm};
  }

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Picture = styled.div`
  display: grid;
  place-items: center;
  width: 84px;
  height: 72px;
  overflow: hidden;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceAlt};
  color: ${vars.color.textMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: 2px;
  min-width: 0;
`;

const Price = styled.span`
  color: ${vars.color.primary};
  font-weight: 700;
  font-size: ${vars.fontSize.sm};
`;

const Title = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  font-weight: 600;
  font-size: ${vars.fontSize.sm};
  line-height: 1.3;
`;

const Meta = styled.span`
  overflow: hidden;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export interface ListingCardProps {
  listing: ChatListing;
  lang: Lang;
  onFollow?: () => void;
}

/** A listing found by the assistant: opens its detail page in the current language. */
export function ListingCard({ listing, lang, onFollow }: ListingCardProps) {
  const { t } = useTranslation(NS);
  const title = lang === 'ar' ? listing.titleAr : listing.titleEn;
  const period =
    listing.priceType === 'yearly' ? t('perYear') : listing.priceType === 'monthly' ? t('perMonth') : '';
  const rooms = [
    listing.bedrooms === null
      ? null
      : listing.bedrooms === 0
        ? t('studio')
        : t('beds', { count: listing.bedrooms }),
    listing.bathrooms === null ? null : t('baths', { count: listing.bathrooms }),
    listing.area === null
      ? null
      : t(listing.areaUnit === 'sqm' ? 'sqm' : 'sqft', { value: formatNumber(listing.area, lang) }),
  ].filter(Boolean);
  const place =
    lang === 'ar'
      ? `${listing.areaNameAr}، ${listing.emirateNameAr}`
      : `${listing.areaName}, ${listing.emirateName}`;
  return (
    <Card to={localePath(`/property/${listing.id}`, lang)} onClick={onFollow}>
      <Picture>
        {listing.imageUrl ? (
          <img src={listing.imageUrl} alt="" loading="lazy" width={84} height={72} />
        ) : (
          <BuildingIcon size={28} />
        )}
      </Picture>
      <Body>
        <Price>
          <bdi>{formatPriceShort(listing.price, lang)}</bdi>
          {period}
          {' · '}
          {listing.listingType === 'rent' ? t('forRent') : t('forSale')}
        </Price>
        <Title>{title}</Title>
        <Meta>{rooms.join(' · ')}</Meta>
        <Meta>{place}</Meta>
      </Body>
    </Card>
  );
}
