import { Badge, ChatIcon, CloseIcon, Fab, IconButton, SparkleIcon, vars, zIndex } from '@manzil/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';

// The end corner (bottom right in English, bottom left in Arabic); the shell's WhatsApp button takes the other.
const Launcher = styled(Fab)`
  border: 2px solid ${vars.color.chromeAccent};
  background: ${vars.color.chrome};
  color: ${vars.color.chromeAccent};
`;

const Panel = styled.section`
  position: fixed;
  bottom: calc(${vars.space[5]} + 72px);
  right: ${vars.space[5]};
  z-index: ${zIndex.floating};
  display: flex;
  flex-direction: column;
  width: min(380px, calc(100vw - 2.5rem));
  max-height: min(560px, calc(100vh - 8rem));
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[5]};
  background: ${vars.color.chrome};
  color: ${vars.color.onChrome};

  h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    color: ${vars.color.onChrome};
  }

  button {
    margin-left: auto;
  }
`;

const Messages = styled.ol`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: ${vars.space[5]};
  overflow-y: auto;
  list-style: none;
`;

const Bubble = styled.li`
  justify-self: start;
  max-width: 85%;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  border-bottom-left-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceAlt};
`;

const Note = styled.p`
  margin: 0;
  padding: ${vars.space[4]} ${vars.space[5]};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** The assistant (first version): a floating button that opens a panel with the welcome message. */
export default function ChatWidget() {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        launcherRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      {open ? (
        <Panel id={panelId} aria-labelledby={titleId}>
          <Header>
            <SparkleIcon size={22} />
            <h2 id={titleId}>{t('name')}</h2>
            <Badge $tone="accent">{tc('status.beta')}</Badge>
            <IconButton
              ref={closeRef}
              label={t('close')}
              variant="onDark"
              size="sm"
              onClick={() => {
                setOpen(false);
                launcherRef.current?.focus();
              }}
            >
              <CloseIcon size={18} />
            </IconButton>
          </Header>
          <Messages aria-live="polite">
            <Bubble>{t('welcome')}</Bubble>
          </Messages>
          <Note>{t('soon')}</Note>
        </Panel>
      ) : null}
      <Launcher
        ref={launcherRef}
        $corner="end"
        type="button"
        aria-label={open ? t('close') : t('open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon size={26} /> : <ChatIcon size={28} />}
      </Launcher>
    </>
  );
}
