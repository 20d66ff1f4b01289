import styled from 'styled-components';
import { vars, zIndex } from '../tokens/index.ts';

/**
 * A floating round button in a bottom corner. `start` is bottom left in English and bottom right in Arabic
 * (stylis-plugin-rtl flips it), `end` the other way round. Colour it with `styled(Fab)`.
 */
export const Fab = styled.button<{ $corner: 'start' | 'end' }>`
  position: fixed;
  bottom: ${vars.space[5]};
  ${(p) => (p.$corner === 'start' ? 'left' : 'right')}: ${vars.space[5]};
  z-index: ${zIndex.floating};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
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
    width: 58px;
    height: 58px;
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
