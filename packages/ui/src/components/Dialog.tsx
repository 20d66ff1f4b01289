import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../icons/index.tsx';
import { vars } from '../tokens/index.ts';
import { IconButton } from './Button.tsx';

const Panel = styled.dialog`
  width: min(560px, calc(100vw - 2rem));
  max-height: calc(100vh - 4rem);
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};

  &::backdrop {
    background: ${vars.color.overlay};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[4]} ${vars.space[2]} ${vars.space[6]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.xl};
`;

const Body = styled.div`
  padding: ${vars.space[2]} ${vars.space[6]} ${vars.space[6]};
  overflow: auto;
`;

export interface DialogProps {
  open: boolean;
  /** Called when the user closes it: Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, makes the page behind inert,
 * closes on Escape and returns focus to the opener.
 */
/**
 * Opens and closes a native <dialog> as a modal with `open`, and reports Escape (the 'cancel' event) and a
 * click on the backdrop to `onClose`, leaving the parent in charge of the state.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    if (event.target === event.currentTarget) onCloseRef.current();
  };

  return { ref, onClick: onBackdropClick };
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, makes the page behind inert,
 * closes on Escape and returns focus to the opener.
 */
export function Dialog({ open, onClose, title, closeLabel, children }: DialogProps) {
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    <Panel {...dialog} aria-labelledby={titleId}>
      {open ? (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            <IconButton label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Header>
          <Body>{children}</Body>
        </>
      ) : null}
    </Panel>
  );
}
