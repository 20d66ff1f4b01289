import styled from 'styled-components';

/** A button's words, kept for screen readers but not shown on phones, where the icon alone fits the top bar. */
export const ButtonLabel = styled.span`
  @media (max-width: 479px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
