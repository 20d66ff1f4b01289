import styled from 'styled-components';
import { vars, zIndex } from '../tokens/index.ts';

/**
 * A floating round button in a bottom corner. `start` is bottom left in English and bottom right in Arabic
 * (stylis-plugin-rtl flips it), `end` the other way round. Colour it with `styled(Fab)`.
 */
/** The floating buttons' size and their distance from the bottom edge, below and above 768 px. */
const FAB_SIZE = { phone: '52px', wide: '58px' } as const;
const FAB_OFFSET = vars.space[5];

/**
 * The bottom offset that clears the floating buttons (with a gap), for what else floats at the bottom of the
 * screen (the toasts): they sit above the buttons' row on every width and in both directions.
 */
export const aboveFabs = `
  bottom: calc(${FAB_OFFSET} + ${FAB_SIZE.phone} + ${vars.space[3]});

  @media (min-width: 768px) {
    bottom: calc(${FAB_OFFSET} + ${FAB_SIZE.wide} + ${vars.space[3]});
  }
`;

export const Fab = styled.button<{ $corner: 'start' | 'end' }>`
  position: fixed;
  bottom: ${FAB_OFFSET};
  ${(p) => (p.$corner === 'start' ? 'left' : 'right')}: ${vars.space[5]};
  z-index: ${zIndex.floating};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${FAB_SIZE.phone};
  height: ${FAB_SIZE.phone};
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  box-shadow: ${vars.shadow.lg};
  cursor: pointer;
  transition: transform 0.15s ease;

  &:hover {
    transform: scale(1.05);
  }

  @media (min-width: 768px) {
    width: ${FAB_SIZE.wide};
    height: ${FAB_SIZE.wide};
  }
`;

/**
 * The property assistant's button, in the end corner: the shell draws it with the page (so it is there at once),
 * and the chat micro-frontend's widget, loaded when someone reaches for it, replaces it with the same button.
 */
export const AssistantFab = styled(Fab)`
  border: 2px solid ${vars.color.chromeAccent};
  background: ${vars.color.chrome};
  color: ${vars.color.chromeAccent};

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 3px;
  }
`;
