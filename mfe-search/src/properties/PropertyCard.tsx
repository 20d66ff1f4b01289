import {
  fullAddressOnUse,
  mailtoHref,
  telHref,
  track,
  useFavourite,
  useSiteContent,
  whatsappHref,
  whatsappNumber,
} from '@manzil/api-client';
import type { Property } from '@manzil/contracts';
import { formatDate, localePath, Trans, useLang, useTranslation } from '@manzil/i18n';
import { HeartIcon, MailIcon, PhoneIcon, vars, WhatsAppIcon } from '@manzil/ui';
import {
  ListingBadges,
  ListingCardFrame,
  ListingFacts,
  ListingImage,
  ListingPhotoSteps,
  ListingPrice,
  listingPlace,
  listingTitle,
  PhotoButton,
} from '@manzil/ui/listing';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CompareToggle } from '../compare/CompareToggle.tsx';
import { NS } from '../i18n/index.ts';
import type { ViewMode } from '../lib/filters.ts';

const Card = styled(ListingCardFrame)<{ $view: ViewMode }>`
  transition: box-shadow 0.15s ease;

  &:hover {
    box-shadow: ${vars.shadow.md};
  }

  ${(p) =>
    p.$view === 'list'
      ? `
    @media (min-width: 768px) {
      grid-template-columns: minmax(260px, 38%) 1fr;
    }
  `
      : `grid-template-rows: auto 1fr;`}
`;

const Media = styled.div`
  position: relative;
`;

/** Controls that sit above the card-wide link. */
const Above = styled.div`
  position: relative;
  z-index: 2;
`;

/** The badges over the photo, above the card-wide link. */
const Badges = styled(ListingBadges)`
  position: absolute;
  z-index: 2;
  top: ${vars.space[3]};
  left: ${vars.space[3]};
  max-width: calc(100% - 72px);
`;

/** The favourite heart over the photo. */
const Heart = styled(PhotoButton)`
  position: absolute;
  z-index: 2;
  top: ${vars.space[3]};
  right: ${vars.space[3]};
  width: 40px;
  height: 40px;
  opacity: 0.94;

  &:hover {
    opacity: 1;
  }

  &[aria-pressed='true'] {
    color: ${vars.color.danger};

    svg {
      fill: currentColor;
    }
  }
`;

const CompareSpot = styled(Above)`
  position: absolute;
  bottom: ${vars.space[2]};
  left: ${vars.space[2]};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} ${vars.space[5]} ${vars.space[5]};
  min-width: 0;
`;

const Small = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
`;

const Actions = styled(Above)`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${vars.space[2]};
  margin-top: auto;
  padding-top: ${vars.space[3]};
`;

const Action = styled.a<{ $tone?: 'whatsapp' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-height: 40px;
  padding: 0 ${vars.space[2]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${(p) => (p.$tone === 'whatsapp' ? vars.color.success : vars.color.text)};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${vars.color.surfaceAlt};
  }
`;

export interface PropertyCardProps {
  property: Property;
  view?: ViewMode;
  /** The first card on the page loads its photo at once; the others when scrolled near. */
  eager?: boolean;
  /** A card in a row (the home page's featured listings): without the contact buttons and the visit line. */
  compact?: boolean;
  /** The `sizes` of its photo when the row's cards are narrower than the results' (the featured row). */
  sizes?: string;
}

/**
 * A listing in the results (spec 2): photo carousel with counter, TruCheck and TruBroker badges, favourite
 * heart, price, title, area and emirate, type, beds, baths, size, permit, and Email, Call and WhatsApp buttons.
 * The title link covers the card, so a click anywhere opens the detail page in the current language.
 */
export function PropertyCard({
  property,
  view = 'list',
  eager = false,
  compact = false,
  sizes: rowSizes,
}: PropertyCardProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const ar = lang === 'ar';
  const { content } = useSiteContent();
  const [saved, toggleSaved] = useFavourite(property.id);
  const [photo, setPhoto] = useState(0);

  const title = listingTitle(property, lang);
  const place = listingPlace(property, lang);
  const typeName = ar ? property.propertyTypeNameAr : property.propertyTypeName;
  const href = localePath(`/property/${property.id}`, lang);
  const images = property.images ?? [];
  const image = images[photo];
  const count = images.length;
  const step = (delta: number) => setPhoto((current) => (current + delta + count) % count);
  const reference = property.reference;

  const sizes =
    rowSizes ??
    (view === 'grid'
      ? '(min-width: 1200px) 380px, (min-width: 768px) 50vw, 100vw'
      : '(min-width: 768px) 420px, 100vw');

  return (
    <Card $view={view} aria-labelledby={`property-${property.id}-title`}>
      <Media>
        <ListingImage
          image={image}
          alt={image ? (ar ? image.altAr || title : image.alt || title) : ''}
          sizes={sizes}
          eager={eager && photo === 0}
          placeholderLabel={t('card.noPhoto')}
        />
        <Badges listing={property} />
        <Heart
          type="button"
          aria-pressed={saved}
          aria-label={t('card.save', { title })}
          title={saved ? t('card.saved') : undefined}
          onClick={toggleSaved}
        >
          <HeartIcon size={20} />
        </Heart>
        <ListingPhotoSteps index={photo} count={count} onStep={step} />
        <CompareSpot>
          <CompareToggle id={property.id} title={title} />
        </CompareSpot>
      </Media>
      <Body>
        <ListingPrice price={property.price} priceType={property.priceType} size="xl" />
        <h3 id={`property-${property.id}-title`}>
          <Link to={href}>{title}</Link>
        </h3>
        <ListingFacts place={place} propertyType={typeName} />
        <ListingFacts
          bedrooms={property.bedrooms}
          bathrooms={property.bathrooms}
          area={property.area}
          areaUnit={property.areaUnit}
        />
        {property.permitNumber ? (
          <Small>
            <Trans
              t={t}
              i18nKey="card.permit"
              values={{ permit: property.permitNumber }}
              components={{ number: <bdi dir="ltr" /> }}
            />
          </Small>
        ) : null}
        {property.updatedAt && !compact ? (
          <Small>
            {t('card.lastVisited', { date: formatDate(property.updatedAt, lang, { dateStyle: 'medium' }) })}
          </Small>
        ) : null}
        {compact ? null : (
          <Actions>
            <Action
              href={mailtoHref(content.company.email, t('card.emailSubject', { title, reference }))}
              aria-label={t('card.emailLabel', { title })}
              onClick={() => track({ event: 'property_contact', propertyId: property.id, method: 'email' })}
            >
              <MailIcon size={16} />
              {t('card.email')}
            </Action>
            <Action
              href={telHref(content.company.phone)}
              aria-label={t('card.callLabel', { title })}
              onClick={() => track({ event: 'property_contact', propertyId: property.id, method: 'call' })}
            >
              <PhoneIcon size={16} />
              {t('card.call')}
            </Action>
            <Action
              $tone="whatsapp"
              {...fullAddressOnUse(
                (url) =>
                  whatsappHref(whatsappNumber(content), t('card.whatsappText', { title, reference, url })),
                href,
              )}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('card.whatsappLabel', { title })}
              onClick={() =>
                track({ event: 'property_contact', propertyId: property.id, method: 'whatsapp' })
              }
            >
              <WhatsAppIcon size={16} />
              {t('card.whatsapp')}
            </Action>
          </Actions>
        )}
      </Body>
    </Card>
  );
}
