import { vars } from '@manzil/ui';
import styled from 'styled-components';

/** The card the login and change-password forms share. */
export const Card = styled.form`
  display: grid;
  gap: ${vars.space[4]};
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: ${vars.space[6]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  box-shadow: ${vars.shadow.md};

  @media (min-width: 480px) {
    padding: ${vars.space[8]};
  }

  h1,
  h2 {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    font-size: ${vars.fontSize['2xl']};
    margin: 0;
  }

  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

export const ErrorText = styled.p`
  && {
    color: ${vars.color.danger};
    font-weight: 600;
  }
`;
