import styled from 'styled-components';
import { vars } from '../tokens/index.ts';

/** A label above its control, with an optional hint or error below. */
export const Field = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  /* In a row of fields, one with an error line is taller: the others keep their label and input at the top
     instead of spreading them over the row's height (their inputs stay level with its input). */
  align-content: start;

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
