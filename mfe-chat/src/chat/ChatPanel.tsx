import { useSiteContent } from '@manzil/api-client';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatResponse } from '@manzil/contracts';
import { localePath, useLang, useTranslation } from '@manzil/i18n';
import {
  Badge,
  CloseIcon,
  IconButton,
  PhoneIcon,
  SendIcon,
  SparkleIcon,
  VisuallyHidden,
  vars,
  WhatsAppIcon,
  zIndex,
} from '@manzil/ui';
import {
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { NS } from '../i18n/index.ts';
import { ChatFailedError, searchAgain, streamChat } from '../lib/chat-api.ts';
import { type Chip, withoutChip } from '../lib/chips.ts';
import { HANDOFF_DELAY_MS, mentionsHandoff, telUrl, whatsappUrl } from '../lib/handoff.ts';
import { FilterChips } from './FilterChips.tsx';
import { ListingCard } from './ListingCard.tsx';
import { type ChatMessage, historyOf, useChatStore } from './store.ts';

// ------------------------------------------------------------------------------------------ styles

const Panel = styled.section`
  position: fixed;
  right: ${vars.space[3]};
  bottom: calc(${vars.space[5]} + 64px);
  z-index: ${zIndex.floating};
  display: flex;
  flex-direction: column;
  width: calc(100vw - 1.5rem);
  /* Leaves the site header visible above the panel. */
  height: min(640px, calc(100dvh - 12rem));
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};

  @media (min-width: 480px) {
    right: ${vars.space[5]};
    width: 400px;
  }

  @media (min-width: 768px) {
    bottom: calc(${vars.space[5]} + 72px);
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[4]};
  background: ${vars.color.chrome};
  color: ${vars.color.onChrome};
`;

const Avatar = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 38px;
  height: 38px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.chromeAlt};
  color: ${vars.color.chromeAccent};
`;

const Titles = styled.div`
  display: grid;
  min-width: 0;
  margin-right: auto;

  h2 {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    margin: 0;
    color: ${vars.color.onChrome};
    font-size: ${vars.fontSize.lg};
    line-height: 1.2;
  }

  /* The role line only: the Beta badge inside the heading is a span with its own colours. */
  & > span {
    color: ${vars.color.onChromeMuted};
    font-size: ${vars.fontSize.xs};
  }
`;

const ClearButton = styled.button`
  flex: none;
  min-height: 36px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.onChromeMuted};
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.onChrome};
  font-size: ${vars.fontSize.xs};
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.chromeAlt};
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Scroller = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${vars.space[4]};
`;

const MessageList = styled.ol`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $user: boolean }>`
  display: grid;
  gap: ${vars.space[2]};
  justify-items: ${(p) => (p.$user ? 'end' : 'start')};
`;

const Bubble = styled.div<{ $user: boolean; $error?: boolean }>`
  max-width: 88%;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  ${(p) => (p.$user ? 'border-bottom-right-radius' : 'border-bottom-left-radius')}: ${vars.radius.sm};
  background: ${(p) => (p.$user ? vars.color.primary : p.$error ? vars.color.dangerBg : vars.color.surface)};
  color: ${(p) => (p.$user ? vars.color.onPrimary : p.$error ? vars.color.danger : vars.color.text)};
  border: 1px solid ${(p) => (p.$user ? 'transparent' : vars.color.border)};
  font-size: ${vars.fontSize.sm};
  line-height: 1.55;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Cards = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 36px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.primary};
  border-radius: ${vars.radius.pill};
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${vars.color.surfaceAlt};
  }
`;

const ExternalAction = styled.a<{ $tone?: 'whatsapp' }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 36px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${(p) => (p.$tone === 'whatsapp' ? vars.color.success : vars.color.primary)};
  border-radius: ${vars.radius.pill};
  color: ${(p) => (p.$tone === 'whatsapp' ? vars.color.success : vars.color.primary)};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${vars.color.surfaceAlt};
  }
`;

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: ${vars.space[3]} 0 0;
  padding: 0;
  list-style: none;
`;

const Suggestion = styled.button`
  min-height: 36px;
  padding: ${vars.space[1]} ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.fontSize.xs};
  text-align: left;
  cursor: pointer;

  &:hover {
    border-color: ${vars.color.primary};
    color: ${vars.color.primary};
  }
`;

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.4; }
  40% { transform: translateY(-4px); opacity: 1; }
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 4px;
  padding: 4px 0;

  span {
    width: 7px;
    height: 7px;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.textMuted};
    animation: ${bounce} 1.2s infinite ease-in-out;
  }

  span:nth-child(2) { animation-delay: 0.15s; }
  span:nth-child(3) { animation-delay: 0.3s; }

  @media (prefers-reduced-motion: reduce) {
    span { animation: none; opacity: 0.7; }
  }
`;

const Composer = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};

  textarea {
    flex: 1;
    min-height: 44px;
    max-height: 120px;
    padding: ${vars.space[2]} ${vars.space[3]};
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bg};
    color: ${vars.color.text};
    font: inherit;
    font-size: ${vars.fontSize.md};
    line-height: 1.4;
    resize: none;
    overflow-y: auto;
  }

  textarea::placeholder {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  textarea:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }

  textarea:disabled {
    opacity: 0.7;
  }
`;

const RefineError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.xs};
`;

const Disclaimer = styled.p`
  margin: 0;
  padding: 0 ${vars.space[3]} ${vars.space[2]};
  background: ${vars.color.surface};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  text-align: center;
`;

// ------------------------------------------------------------------------------------------ component

export interface ChatPanelProps {
  panelId: string;
  onClose: () => void;
}

/** The store's actions and latest state, outside React's render (events, async replies). */
const chat = () => useChatStore.getState();

/** What an answer shows, from the assistant's response. */
const answerFields = (response: ChatResponse): Partial<ChatMessage> => ({
  content: response.response,
  language: response.language,
  listings: response.listings,
  total: response.total,
  searchUrl: response.searchUrl,
  handoff: response.handoff,
  requestedFilters: response.requestedFilters,
  filters: response.filters,
  relaxed: response.relaxed,
  filterNames: response.filterNames,
  signature: response.signature,
  refining: false,
  refineError: false,
});

const isSmallScreen = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches;

/** The assistant's panel (loaded on first open): conversation, suggested prompts, composer. */
export default function ChatPanel({ panelId, onClose }: ChatPanelProps) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation();
  const lang = useLang();
  const titleId = useId();
  const hintId = useId();
  const { content } = useSiteContent();
  const messages = useChatStore((s) => s.messages);
  const pending = useChatStore((s) => s.pending);
  const [input, setInput] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const handoffTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const whatsapp = content.whatsapp;

  // In the commit that shows the panel, so it appears with its welcome message and the box focused (a passive
  // effect ran a moment later: a quick keyboard user, or a test, could find the box empty and unfocused).
  useLayoutEffect(() => {
    chat().ensureWelcome();
    inputRef.current?.focus();
  }, []);

  useEffect(
    () => () => {
      abortRef.current?.abort();
      clearTimeout(handoffTimer.current);
    },
    [],
  );

  // Keep the newest message in view; the welcome message alone is read from its start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new messages and streamed text trigger the scroll
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = messages.length <= 1 ? 0 : scroller.scrollHeight;
  }, [messages, pending]);

  // The message box grows with its text, up to its maximum height.
  useLayoutEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    // Empty: one line (the placeholder never grows the box).
    box.style.height = '';
    if (!input) return;
    box.style.height = 'auto';
    box.style.height = `${box.scrollHeight + 2}px`;
  }, [input]);

  // Input comes back after an answer.
  useEffect(() => {
    if (!pending) inputRef.current?.focus();
  }, [pending]);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || chat().pending) return;
      const history = historyOf(chat().messages);
      chat().addUserMessage(message);
      setInput('');
      const id = chat().startReply();
      setAnnouncement(t('typing'));
      const controller = new AbortController();
      abortRef.current = controller;
      try {
        const response = await streamChat(
          { message, language: lang, history },
          { onDelta: (piece) => chat().appendToReply(id, piece), signal: controller.signal },
        );
        chat().finishReply(id, answerFields(response));
        setAnnouncement(response.response);
        if (mentionsHandoff(response.response) && whatsapp.enabled && whatsapp.number) {
          const url = whatsappUrl(whatsapp.number, t('whatsappMessage'));
          clearTimeout(handoffTimer.current);
          handoffTimer.current = setTimeout(() => {
            window.open(url, '_blank', 'noopener,noreferrer');
          }, HANDOFF_DELAY_MS);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error instanceof ChatFailedError ? error.message : 'Failed to get AI response', error);
        chat().failReply(id);
        setAnnouncement(t('error'));
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
      }
    },
    [lang, t, whatsapp.enabled, whatsapp.number],
  );

  // A chip removed: the answer's search runs again without it, and the answer shows the new search.
  const removeChip = useCallback(
    async (id: string, chip: Chip) => {
      const message = chat().messages.find((m) => m.id === id);
      if (!message?.requestedFilters || chat().pending) return;
      chat().startRefine(id);
      setAnnouncement(t('searching'));
      const controller = new AbortController();
      abortRef.current = controller;
      try {
        const response = await searchAgain(
          { filters: withoutChip(message.requestedFilters, chip), language: message.language ?? lang },
          { signal: controller.signal },
        );
        chat().finishReply(id, answerFields(response));
        setAnnouncement(response.response);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error instanceof ChatFailedError ? error.message : 'Failed to get AI response', error);
        chat().failRefine(id);
        setAnnouncement(t('refineError'));
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
      }
    },
    [lang, t],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(input);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(input);
    }
  };

  const clear = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    clearTimeout(handoffTimer.current);
    chat().clear();
    setAnnouncement('');
    inputRef.current?.focus();
  };

  const followLink = () => {
    if (isSmallScreen()) onClose();
  };

  const onlyWelcome = messages.length <= 1;
  const suggestions = t('suggestions', { returnObjects: true }) as string[];
  const phone =
    content.callButton.enabled && content.callButton.number
      ? content.callButton.number
      : content.company.phone;

  return (
    <Panel id={panelId} aria-labelledby={titleId}>
      <Header>
        <Avatar aria-hidden="true">
          <SparkleIcon size={20} />
        </Avatar>
        <Titles>
          <h2 id={titleId}>
            {t('name')}
            <Badge $tone="accent">{tc('status.beta')}</Badge>
          </h2>
          <span>{t('role')}</span>
        </Titles>
        <ClearButton type="button" onClick={clear} disabled={onlyWelcome && !pending}>
          {t('clear')}
        </ClearButton>
        <IconButton label={t('close')} variant="onDark" size="sm" onClick={onClose}>
          <CloseIcon size={18} />
        </IconButton>
      </Header>

      <Scroller ref={scrollerRef}>
        <MessageList aria-label={t('name')}>
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              lang={lang}
              pending={pending}
              onRemoveChip={removeChip}
              onFollow={followLink}
              whatsapp={
                whatsapp.enabled && whatsapp.number
                  ? whatsappUrl(whatsapp.number, t('whatsappMessage'))
                  : null
              }
              phone={phone}
            />
          ))}
        </MessageList>
        {onlyWelcome && !pending ? (
          <Suggestions aria-label={t('suggestionsLabel')}>
            {suggestions.map((prompt) => (
              <li key={prompt}>
                <Suggestion type="button" onClick={() => void send(prompt)}>
                  {prompt}
                </Suggestion>
              </li>
            ))}
          </Suggestions>
        ) : null}
      </Scroller>

      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>

      <Composer onSubmit={onSubmit}>
        <VisuallyHidden as="label" htmlFor={`${panelId}-input`}>
          {t('inputLabel')}
        </VisuallyHidden>
        <textarea
          id={`${panelId}-input`}
          ref={inputRef}
          rows={1}
          value={input}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t('placeholder')}
          aria-describedby={hintId}
          disabled={pending}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <VisuallyHidden id={hintId}>{t('hint')}</VisuallyHidden>
        <IconButton label={t('send')} type="submit" variant="primary" disabled={pending || !input.trim()}>
          <SendIcon size={20} />
        </IconButton>
      </Composer>
      <Disclaimer>{t('disclaimer')}</Disclaimer>
    </Panel>
  );
}

interface MessageItemProps {
  message: ChatMessage;
  lang: 'en' | 'ar';
  pending: boolean;
  onRemoveChip: (id: string, chip: Chip) => void;
  onFollow: () => void;
  whatsapp: string | null;
  phone: string;
}

function MessageItem({ message, lang, pending, onRemoveChip, onFollow, whatsapp, phone }: MessageItemProps) {
  const { t } = useTranslation(NS);
  const typing = message.streaming && !message.content;
  const listings = message.listings ?? [];
  return (
    <Item $user={message.isUser} aria-busy={message.refining ? true : undefined}>
      <VisuallyHidden>{message.isUser ? t('you') : t('name')}: </VisuallyHidden>
      {/* dir="auto": an English answer on an Arabic page (or the reverse) reads in its own direction. */}
      <Bubble
        $user={message.isUser}
        $error={message.error}
        dir={message.welcome || message.error ? undefined : 'auto'}
      >
        {typing ? (
          <>
            <Dots aria-hidden="true">
              <span />
              <span />
              <span />
            </Dots>
            <VisuallyHidden>{t('typing')}</VisuallyHidden>
          </>
        ) : message.welcome ? (
          t('welcome')
        ) : message.error ? (
          t('error')
        ) : (
          message.content
        )}
      </Bubble>
      {!message.streaming && message.requestedFilters ? (
        <FilterChips
          requested={message.requestedFilters}
          relaxed={message.relaxed ?? []}
          names={message.filterNames ?? {}}
          lang={lang}
          disabled={pending}
          onRemove={(chip) => onRemoveChip(message.id, chip)}
        />
      ) : null}
      {message.refineError ? <RefineError role="alert">{t('refineError')}</RefineError> : null}
      {listings.length > 0 ? (
        <Cards aria-label={t('listingsLabel')}>
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} lang={lang} onFollow={onFollow} />
            </li>
          ))}
        </Cards>
      ) : null}
      {!message.streaming && (message.searchUrl || message.handoff) ? (
        <Actions>
          {message.searchUrl ? (
            <ActionLink to={localePath(message.searchUrl, lang)} onClick={onFollow}>
              {message.total ? t('seeAll', { count: message.total }) : t('browse')}
            </ActionLink>
          ) : null}
          {message.handoff === 'whatsapp' && whatsapp ? (
            <ExternalAction $tone="whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon size={18} />
              {t('whatsapp')}
            </ExternalAction>
          ) : null}
          {message.handoff === 'call' ? (
            <ExternalAction href={telUrl(phone)}>
              <PhoneIcon size={18} />
              {t('call')} <bdi dir="ltr">{phone}</bdi>
            </ExternalAction>
          ) : null}
        </Actions>
      ) : null}
    </Item>
  );
}
