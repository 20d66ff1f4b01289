import { useTranslation } from '@manzil/i18n';
import { AssistantFab, ChatIcon, toast } from '@manzil/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';

type Start = 'open' | 'focus' | undefined;

/** Rendered by the chat's slot when its remote cannot be loaded: the stand-in stays, and a click tries again. */
function Unavailable({ retry, onFailed }: { retry: () => void; onFailed: (retry: () => void) => void }) {
  useEffect(() => onFailed(retry), [retry, onFailed]);
  return null;
}

/**
 * The property assistant's button (spec 2, AI chat widget). The shell draws it with every page, on the server too,
 * and loads the chat micro-frontend only when someone reaches for it (the pointer on it, the keyboard focus, a
 * tap): a visit that never asks the assistant anything spends no network or main thread on it. The chat's widget
 * then takes over with the same button, carrying on with what was started: a click opens the panel, the keyboard
 * focus stays on the button. If the chat cannot be loaded, a click says so and tries again.
 */
export function AssistantButton() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const [start, setStart] = useState<Start>(undefined);
  const [ready, setReady] = useState(false);
  const failedRetry = useRef<(() => void) | null>(null);

  const onFailed = useCallback((retry: () => void) => {
    failedRetry.current = retry;
  }, []);

  const onClick = () => {
    setStart('open');
    setWanted(true);
    const retry = failedRetry.current;
    if (retry) {
      failedRetry.current = null;
      toast({ tone: 'error', title: t('errors.chatUnavailable') });
      retry();
    }
  };

  return (
    <>
      {ready ? null : (
        <AssistantFab
          $corner="end"
          type="button"
          aria-label={t('assistant.open')}
          title={t('assistant.open')}
          aria-expanded={false}
          onPointerEnter={() => setWanted(true)}
          onPointerDown={() => setWanted(true)}
          onFocus={() => {
            setStart((current) => current ?? 'focus');
            setWanted(true);
          }}
          onBlur={() => setStart((current) => (current === 'focus' ? undefined : current))}
          onClick={onClick}
        >
          <ChatIcon size={28} />
        </AssistantFab>
      )}
      {wanted ? (
        <RemoteSlot
          id="mfe_chat/ChatWidget"
          props={{ start, onReady: () => setReady(true) }}
          loading={null}
          fallback={(retry) => <Unavailable retry={retry} onFailed={onFailed} />}
        />
      ) : null}
    </>
  );
}
