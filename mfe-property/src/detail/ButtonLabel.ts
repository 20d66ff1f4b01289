import { clippedAway } from '@manzil/ui';
import styled from 'styled-components';

/** A button's words, kept for screen readers but not shown on phones, where the icon alone fits the top bar. */
export const ButtonLabel = styled.span`
  @media (max-width: 479px) {
    ${clippedAway}
  }
`;
