import { useTranslation } from '@manzil/i18n';
import { ChatIcon, CloseIcon, Fab, vars } from '@manzil/ui';
import { lazy, Suspense, useCallback, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useChatStore } from '../chat/store.ts';
import { NS } from '../i18n/index.ts';

// The panel (conversation, cards, composer) is its own chunk, fetched on the first open or when the pointer
// or focus comes near the button: the page pays only for this button at load.
const loadPanel = () => import('../chat/ChatPanel.tsx');
const ChatPanel = lazy(loadPanel);

// The end corner (bottom right in English, bottom left in Arabic); the shell's WhatsApp button takes the other.
const Launcher = styled(Fab)`
  border: 2px solid ${vars.color.chromeAccent};
  background: ${vars.color.chrome};
  color: ${vars.color.chromeAccent};

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 3px;
  }
`;

/** The property assistant: a floating button that opens the chat panel (spec 2, AI chat widget). */
export default function ChatWidget() {
  const { t } = useTranslation(NS);
  const open = useChatStore((s) => s.open);
  const setOpen = useChatStore((s) => s.setOpen);
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, [setOpen]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close]);

  const preload = () => {
    void loadPanel();
  };

  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel panelId={panelId} onClose={close} />
        </Suspense>
      ) : null}
      <Launcher
        ref={launcherRef}
        $corner="end"
        type="button"
        // One name whatever the state (a disclosure button): aria-expanded says whether the panel is open.
        aria-label={t('open')}
        title={t('open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <CloseIcon size={26} /> : <ChatIcon size={28} />}
      </Launcher>
    </>
  );
}
