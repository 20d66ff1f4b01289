import { useTranslation } from '@manzil/i18n';
import { AssistantFab, ChatIcon, CloseIcon } from '@manzil/ui';
import { lazy, Suspense, useCallback, useEffect, useId, useRef } from 'react';
import { useChatStore } from '../chat/store.ts';
// The chat's own texts are registered with the widget, before the panel needs them.
import '../i18n/index.ts';

// The panel (conversation, cards, composer) is its own chunk, fetched on the first open or when the pointer
// or focus comes near the button: the page pays only for this button at load.
const loadPanel = () => import('../chat/ChatPanel.tsx');
const ChatPanel = lazy(loadPanel);

export interface ChatWidgetProps {
  /**
   * What the visitor did to the shell's stand-in button before this widget arrived: clicked it (`open` the panel
   * now) or moved the keyboard focus to it (`focus` this button, so the focus is not lost when it is replaced).
   */
  start?: 'open' | 'focus';
  /** Called once the widget is on the page, so the shell can take its stand-in away. */
  onReady?: () => void;
}

/**
 * The property assistant: a floating button that opens the chat panel (spec 2, AI chat widget), in the end corner
 * (bottom right in English, bottom left in Arabic; the shell's WhatsApp button takes the other).
 */
export default function ChatWidget({ start, onReady }: ChatWidgetProps = {}) {
  const { t: tc } = useTranslation();
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

  // Once, when the widget arrives: carry on with what the visitor started on the stand-in button.
  const startedWith = useRef({ start, onReady });
  useEffect(() => {
    const { start: first, onReady: arrived } = startedWith.current;
    if (first === 'open') setOpen(true);
    else if (first === 'focus') launcherRef.current?.focus();
    arrived?.();
  }, [setOpen]);

  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel panelId={panelId} onClose={close} />
        </Suspense>
      ) : null}
      <AssistantFab
        ref={launcherRef}
        $corner="end"
        type="button"
        // One name whatever the state (a disclosure button): aria-expanded says whether the panel is open.
        aria-label={tc('assistant.open')}
        title={tc('assistant.open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <CloseIcon size={26} /> : <ChatIcon size={28} />}
      </AssistantFab>
    </>
  );
}
