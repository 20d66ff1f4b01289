import { vars } from '@manzil/ui';
import styled, { css } from 'styled-components';

/**
 * Two or more buttons side by side, the pressed one (`aria-pressed="true"`) filled: "Map | List", "Yearly |
 * Monthly". Give it `role="group"` and an `aria-label`. `$round`: a pill with a border instead of a rounded box.
 */
export const SegmentedControl = styled.div<{ $round?: boolean }>`
  display: inline-flex;
  padding: ${(p) => (p.$round ? '3px' : vars.space[1])};
  border-radius: ${(p) => (p.$round ? '999px' : vars.radius.md)};
  background: ${vars.color.surfaceAlt};
  ${(p) =>
    p.$round
      ? css`
          border: 1px solid ${vars.color.border};
        `
      : ''}

  button {
    min-height: 40px;
    padding: 0 ${vars.space[4]};
    border: 0;
    border-radius: ${(p) => (p.$round ? 'inherit' : vars.radius.sm)};
    background: transparent;
    color: ${vars.color.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }

  button:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;
