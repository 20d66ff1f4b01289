import { type ReactNode, useId } from 'react';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from '../icons/index.tsx';
import { vars } from '../tokens/index.ts';
import { IconButton } from './Button.tsx';
import { useModalDialog } from './Dialog.tsx';

const slideInFromRight = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

// Written for English (the panel on the right); stylis-plugin-rtl puts it on the left in Arabic, the side
// the menu button sits on there, and mirrors the slide with it (the keyframes' translateX is flipped too, so no
// Arabic override: one would be flipped as well and slide the panel in from the right, across the screen).
const Panel = styled.dialog`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  left: auto;
  margin: 0;
  width: min(340px, 88vw);
  max-width: none;
  height: 100%;
  max-height: none;
  padding: 0;
  border: 0;
  background: ${vars.color.chrome};
  color: ${vars.color.onChrome};
  box-shadow: ${vars.shadow.lg};
  animation: ${slideInFromRight} 0.22s ease-out;

  &::backdrop {
    background: ${vars.color.overlay};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${vars.space[4]} ${vars.space[4]} ${vars.space[2]} ${vars.space[6]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  color: ${vars.color.onChrome};
`;

const Body = styled.div`
  padding: ${vars.space[2]} ${vars.space[6]} ${vars.space[8]};
`;

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A side panel for the navigation on small screens, on the native <dialog>: focus stays inside while it is
 * open, Escape and the backdrop close it, focus returns to the menu button.
 */
export function Drawer({ open, onClose, title, closeLabel, children }: DrawerProps) {
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    // Named only while open (its title is drawn only then; see Dialog).
    <Panel {...dialog} aria-labelledby={open ? titleId : undefined}>
      {open ? (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            <IconButton label={closeLabel} variant="onDark" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Header>
          <Body>{children}</Body>
        </>
      ) : null}
    </Panel>
  );
}
