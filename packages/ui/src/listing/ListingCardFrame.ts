import { vars } from '@manzil/ui';
import styled from 'styled-components';

/**
 * The frame of a listing card: a raised surface whose title link (`h3 a`) covers the whole card, so a click
 * anywhere opens the listing; controls above it need `position: relative; z-index: 2`.
 */
export const ListingCardFrame = styled.article<{ $titleSize?: 'md' | 'lg' }>`
  position: relative;
  display: grid;
  height: 100%;
  overflow: hidden;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.sm};

  &:focus-within {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }

  h3 {
    margin: 0;
    font-size: ${(p) => vars.fontSize[p.$titleSize ?? 'lg']};
    line-height: 1.35;
  }

  h3 a {
    color: ${vars.color.text};
    text-decoration: none;
  }

  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }

  h3 a:focus-visible {
    outline: none;
  }
`;
