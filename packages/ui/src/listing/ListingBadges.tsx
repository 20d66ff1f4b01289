import { isClosedStatus, type Property, priceReduction } from '@manzil/contracts';
import { formatNumber, formatPriceShort, useLang, useTranslation } from '@manzil/i18n';
import { Badge, ShieldIcon, StarIcon, vars } from '@manzil/ui';
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { LISTING_NS, statusKey } from './texts.ts';

type PillTone = 'check' | 'broker' | 'reduced' | 'closed';
const PILL_BACKGROUND: Record<PillTone, string> = {
  check: vars.color.successBg,
  broker: vars.color.surface,
  reduced: vars.color.dangerBg,
  closed: vars.color.text,
};
const PILL_TEXT: Record<PillTone, string> = {
  check: vars.color.success,
  broker: vars.color.primary,
  reduced: vars.color.danger,
  closed: vars.color.bg,
};

/** A badge over a photo: a raised pill. */
const Pill = styled.span<{ $tone: PillTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  font-size: ${vars.fontSize.xs};
  font-weight: 700;
  line-height: 1.4;
  box-shadow: ${vars.shadow.sm};
  background: ${(p) => PILL_BACKGROUND[p.$tone]};
  color: ${(p) => PILL_TEXT[p.$tone]};
`;

const Row = styled.div<{ $variant: ListingBadgesVariant }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => (p.$variant === 'overlay' ? vars.space[1] : vars.space[2])};
`;

export type ListingBadgesVariant = 'overlay' | 'inline';

export type ListingBadgeFacts = Pick<
  Property,
  'status' | 'lastPriceChange' | 'truCheck' | 'truBroker' | 'listingType'
>;

export interface ListingBadgesProps extends HTMLAttributes<HTMLDivElement> {
  listing: ListingBadgeFacts;
  /**
   * `overlay` (a result card's photo): Sold or Rented, else a recent price reduction; then TruCheck and
   * TruBroker. `inline` (the listing page): the listing type and the status always, then the same badges.
   */
  variant?: ListingBadgesVariant;
}

/** A listing's badges: sale or rent, status, sold or rented, price reduced (with the old price), TruCheck, TruBroker. */
export function ListingBadges({ listing, variant = 'overlay', ...rest }: ListingBadgesProps) {
  const { t } = useTranslation(LISTING_NS);
  const { t: tc } = useTranslation();
  const lang = useLang();
  const closed = isClosedStatus(listing.status);
  const reduction = closed ? null : priceReduction(listing.lastPriceChange);
  const reducedText = reduction ? t('reduced', { percent: formatNumber(reduction.percent, lang) }) : '';
  const reducedHint = reduction
    ? t('reducedHint', { price: formatPriceShort(reduction.previousPrice, lang) })
    : undefined;

  if (variant === 'inline') {
    return (
      <Row $variant={variant} {...rest}>
        <Badge $tone={listing.listingType === 'rent' ? 'primary' : 'accent'}>
          {tc(`listingType.${listing.listingType}`)}
        </Badge>
        <Badge $tone={closed ? 'danger' : listing.status === 'under_construction' ? 'warning' : 'success'}>
          {t(statusKey(listing.status))}
        </Badge>
        {reduction ? (
          <Badge $tone="danger" title={reducedHint}>
            {reducedText}
          </Badge>
        ) : null}
        {listing.truCheck ? (
          <Badge $tone="success" title={t('truCheckHint')}>
            <ShieldIcon size={14} />
            {t('truCheck')}
          </Badge>
        ) : null}
        {listing.truBroker ? (
          <Badge $tone="neutral" title={t('truBrokerHint')}>
            <StarIcon size={12} />
            {t('truBroker')}
          </Badge>
        ) : null}
      </Row>
    );
  }

  return (
    <Row $variant={variant} {...rest}>
      {closed ? <Pill $tone="closed">{t(statusKey(listing.status))}</Pill> : null}
      {reduction ? (
        <Pill $tone="reduced" title={reducedHint}>
          {reducedText}
        </Pill>
      ) : null}
      {listing.truCheck ? (
        <Pill $tone="check" title={t('truCheckHint')}>
          <ShieldIcon size={14} />
          {t('truCheck')}
        </Pill>
      ) : null}
      {listing.truBroker ? (
        <Pill $tone="broker" title={t('truBrokerHint')}>
          <StarIcon size={12} />
          {t('truBroker')}
        </Pill>
      ) : null}
    </Row>
  );
}
