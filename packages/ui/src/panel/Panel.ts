import { type space, vars } from '@manzil/ui';
import styled, { css } from 'styled-components';

type Space = keyof typeof space;

export interface PanelProps {
  /** Space between the panel's blocks (default 4). */
  $gap?: Space;
  /** Inner space: one step for all sides, or [block, inline] (default 6). */
  $padding?: Space | [Space, Space];
  /** A light shadow, for a panel that stands out from the page (filters, the agent's card). */
  $raised?: boolean;
  /** The size of its `h2` (default lg). */
  $titleSize?: keyof typeof vars.fontSize;
  /** The colour of an icon in its `h2`. */
  $iconColor?: string;
}

const paddingOf = (padding: PanelProps['$padding']) =>
  Array.isArray(padding) ? `${vars.space[padding[0]]} ${vars.space[padding[1]]}` : vars.space[padding ?? 6];

/**
 * A bordered surface holding one block of a page (filters, the agent's card, the permit, the mortgage card),
 * with its `h2` title (an icon before it, if any). `@manzil/ui/panel`: an entry of its own, outside the shell's
 * start-up.
 */
export const Panel = styled.section<PanelProps>`
  display: grid;
  gap: ${(p) => vars.space[p.$gap ?? 4]};
  padding: ${(p) => paddingOf(p.$padding)};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  ${(p) =>
    p.$raised
      ? css`
          box-shadow: ${vars.shadow.sm};
        `
      : ''}

  h2 {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    margin: 0;
    font-size: ${(p) => vars.fontSize[p.$titleSize ?? 'lg']};
  }

  h2 svg {
    color: ${(p) => p.$iconColor ?? 'currentColor'};
  }
`;
