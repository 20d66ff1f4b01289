import { formatNumber, useLang, useTranslation } from '@manzil/i18n';
import { ChevronLeftIcon, ChevronRightIcon, VisuallyHidden, vars } from '@manzil/ui';
import styled, { css } from 'styled-components';
import { LISTING_NS } from './texts.ts';

export type ListingPhotoStepsSize = 'card' | 'gallery';

/** A round raised button over a listing photo (the arrows here, a card's favourite heart). */
export const PhotoButton = styled.button`
  display: inline-grid;
  place-items: center;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.md};
  cursor: pointer;
`;

const Arrow = styled(PhotoButton)<{ $side: 'prev' | 'next'; $size: ListingPhotoStepsSize }>`
  position: absolute;
  top: 50%;
  ${(p) => (p.$side === 'prev' ? 'left' : 'right')}: ${(p) => (p.$size === 'card' ? vars.space[2] : vars.space[3])};
  transform: translateY(-50%);

  ${(p) =>
    p.$size === 'card'
      ? css`
          /* Above the card-wide link. */
          z-index: 2;
          width: 36px;
          height: 36px;
          opacity: 0.94;

          &:hover {
            opacity: 1;
          }
        `
      : css`
          width: 44px;
          height: 44px;
        `}
`;

const Counter = styled.span<{ $size: ListingPhotoStepsSize }>`
  position: absolute;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.overlay};
  color: #fff;
  font-weight: 600;

  ${(p) =>
    p.$size === 'card'
      ? css`
          z-index: 2;
          bottom: ${vars.space[2]};
          right: ${vars.space[2]};
          padding: 2px ${vars.space[2]};
          font-size: ${vars.fontSize.xs};
        `
      : css`
          bottom: ${vars.space[3]};
          right: ${vars.space[3]};
          padding: ${vars.space[1]} ${vars.space[3]};
          font-size: ${vars.fontSize.sm};
        `}
`;

export interface ListingPhotoStepsProps {
  /** The photo shown, from 0. */
  index: number;
  count: number;
  /** -1 for the previous photo, 1 for the next (the caller wraps around). */
  onStep: (delta: -1 | 1) => void;
  /** `card`: small controls over a result card's photo; `gallery`: the listing page's larger ones. */
  size?: ListingPhotoStepsSize;
  /** Announce the new position when it changes (a gallery the visitor moves through). */
  announce?: boolean;
}

/**
 * Over a listing photo: previous and next buttons (with two or more photos) and the counter ("2/7", read out as
 * "Photo 2 of 7"). Place inside a positioned frame (`ListingImage`'s children).
 */
export function ListingPhotoSteps({
  index,
  count,
  onStep,
  size = 'card',
  announce = false,
}: ListingPhotoStepsProps) {
  const { t } = useTranslation(LISTING_NS);
  const lang = useLang();
  const chevron = size === 'card' ? 18 : 22;
  const separator = size === 'card' ? '/' : ' / ';
  if (count === 0) return null;
  return (
    <>
      {count > 1 ? (
        <>
          <Arrow
            type="button"
            $side="prev"
            $size={size}
            aria-label={t('previousPhoto')}
            onClick={() => onStep(-1)}
          >
            <ChevronLeftIcon size={chevron} />
          </Arrow>
          <Arrow
            type="button"
            $side="next"
            $size={size}
            aria-label={t('nextPhoto')}
            onClick={() => onStep(1)}
          >
            <ChevronRightIcon size={chevron} />
          </Arrow>
        </>
      ) : null}
      <Counter $size={size}>
        <span aria-hidden="true">
          <bdi dir="ltr">{`${formatNumber(index + 1, lang)}${separator}${formatNumber(count, lang)}`}</bdi>
        </span>
        <VisuallyHidden aria-live={announce ? 'polite' : undefined}>
          {t('photoOf', { current: index + 1, total: count })}
        </VisuallyHidden>
      </Counter>
    </>
  );
}
