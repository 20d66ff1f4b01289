import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../icons/index.tsx';
import { vars } from '../tokens/index.ts';
import { IconButton } from './Button.tsx';

/** `sm` a short dialog (filters, a question); `md` a form; `lg` a wide form or table. */
export type DialogSize = 'sm' | 'md' | 'lg';

// Forms (md, lg) take nearly the whole width of a phone, with a rule under the title and tighter padding.
const Panel = styled.dialog`
  width: min(560px, calc(100vw - 2rem));
  max-height: calc(100vh - 4rem);
  /* The body scrolls inside, both ways; the title and the footer (with its buttons) stay put. */
  overflow: hidden;
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};

  &[open] {
    display: flex;
    flex-direction: column;
  }

  &:not([data-size='sm']) {
    width: min(600px, calc(100vw - 1rem));
    max-height: calc(100dvh - 2rem);
  }

  &[data-size='lg'] {
    width: min(960px, calc(100vw - 1rem));
  }

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

  :not([data-size='sm']) > & {
    padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[2]} ${vars.space[5]};
    border-bottom: 1px solid ${vars.color.border};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.xl};
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  min-height: 0;
  padding: ${vars.space[2]} ${vars.space[6]} ${vars.space[6]};
  overflow: auto;
  overscroll-behavior: contain;

  :not([data-size='sm']) > & {
    padding: ${vars.space[5]};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[5]};
  border-top: 1px solid ${vars.color.border};
`;

export interface DialogProps {
  open: boolean;
  /** Called when the user closes it: Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  children: ReactNode;
  /** Buttons under the body that stay in reach while a long body scrolls (a form's Cancel and Save). */
  footer?: ReactNode;
  /** Width: `sm` (default) 560 px, `md` 600 px, `lg` 960 px, never wider than the screen. */
  size?: DialogSize;
  /** While true, the dialog tells assistive technology that it is working (a save or a delete under way). */
  busy?: boolean;
}

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
 * closes on Escape and returns focus to the opener. With a `footer`, the body scrolls between the title and
 * the footer, so a long form keeps its buttons in reach on a phone.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  size = 'sm',
  busy,
}: DialogProps) {
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    // Named only while open: its title is drawn only then, and a page hydrated from the server's markup keeps the
    // server's attributes, so a name set while closed would point at the server's id, not the title's.
    <Panel
      {...dialog}
      aria-labelledby={open ? titleId : undefined}
      aria-busy={busy || undefined}
      data-size={size}
    >
      {open ? (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            <IconButton label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Header>
          <Body>{children}</Body>
          {footer ? <Footer>{footer}</Footer> : null}
        </>
      ) : null}
    </Panel>
  );
}
