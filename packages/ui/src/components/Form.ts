import styled from 'styled-components';
import { vars } from '../tokens/index.ts';

/** A label above its control, with an optional hint or error below. */
export const Field = styled.div`
  display: grid;
  gap: ${vars.space[1]};

  label {
    font-weight: 600;
    font-size: ${vars.fontSize.sm};
  }
`;

/** A text input in the design system's look (pair it with a <label>). */
export const Input = styled.input`
  min-height: 48px;
  padding: 0 ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  &::placeholder {
    color: ${vars.color.textMuted};
  }

  &:disabled {
    opacity: 0.6;
  }
`;
