import type { ChatListing } from '@manzil/contracts';
import { type Lang, localePath, useTranslation } from '@manzil/i18n';
import { vars } from '@manzil/ui';
import {
  ListingImage,
  listingPlace,
  listingTitle,
  useListingFacts,
  useListingPrice,
} from '@manzil/ui/listing';
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

const Picture = styled(ListingImage)`
  width: 84px;
  height: 72px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceAlt};
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
  const title = listingTitle(listing, lang);
  const { price, suffix } = useListingPrice(listing.price, listing.priceType);
  const facts = useListingFacts(listing);
  const place = listingPlace(listing, lang);
  return (
    <Card to={localePath(`/property/${listing.id}`, lang)} onClick={onFollow}>
      <Picture
        image={listing.imageUrl ? { url: listing.imageUrl } : null}
        alt=""
        ratio="auto"
        fallbackWidth={84}
        fallbackHeight={72}
        placeholderIconSize={28}
      />
      <Body>
        <Price>
          <bdi>{price}</bdi>
          {suffix}
          {' · '}
          {listing.listingType === 'rent' ? t('forRent') : t('forSale')}
        </Price>
        <Title>{title}</Title>
        <Meta>{facts.map((fact) => fact.text).join(' · ')}</Meta>
        <Meta>{place}</Meta>
      </Body>
    </Card>
  );
}
