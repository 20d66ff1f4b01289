import { formatAed, formatPriceShort, useLang, useTranslation } from '@manzil/i18n';
import { vars } from '@manzil/ui';
import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { LISTING_NS, type PriceType, priceSuffixKey } from './texts.ts';

/** The price as text: in full (`AED 2,150,000`) or abbreviated K/M (spec 9), and its period for rents. */
export function useListingPrice(
  price: number,
  priceType: PriceType | null | undefined,
  format: 'short' | 'full' = 'short',
): { price: string; suffix: string } {
  const { t } = useTranslation(LISTING_NS);
  const lang = useLang();
  const key = priceSuffixKey(priceType);
  return {
    price: format === 'full' ? formatAed(price, lang) : formatPriceShort(price, lang),
    suffix: key ? t(key) : '',
  };
}

export type ListingPriceSize = 'inherit' | 'xl' | '2xl';

const sizes: Record<ListingPriceSize, ReturnType<typeof css>> = {
  inherit: css``,
  xl: css`
    font-size: ${vars.fontSize.xl};
    small {
      font-size: ${vars.fontSize.sm};
    }
  `,
  '2xl': css`
    font-size: ${vars.fontSize['2xl']};
    small {
      font-size: ${vars.fontSize.md};
    }
  `,
};

const Price = styled.p<{ $size: ListingPriceSize }>`
  margin: 0;
  font-weight: 800;
  color: ${vars.color.primary};

  small {
    font-weight: 600;
    color: ${vars.color.textMuted};
  }

  ${(p) => sizes[p.$size]}
`;

export interface ListingPriceProps extends HTMLAttributes<HTMLParagraphElement> {
  price: number;
  priceType?: PriceType | null;
  /** `short`: AED 2.2M, as cards show it; `full`: AED 2,150,000, as the listing page does. */
  format?: 'short' | 'full';
  size?: ListingPriceSize;
}

/** A listing's price in the primary colour, its period (/month, /year, /sq ft) smaller and muted after it. */
export function ListingPrice({
  price,
  priceType,
  format = 'short',
  size = 'inherit',
  ...rest
}: ListingPriceProps) {
  const text = useListingPrice(price, priceType, format);
  return (
    <Price $size={size} {...rest}>
      <bdi>{text.price}</bdi>
      {text.suffix ? <small> {text.suffix}</small> : null}
    </Price>
  );
}
