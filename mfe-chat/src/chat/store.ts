import {
  CHAT_HISTORY_MAX_CHARS,
  CHAT_HISTORY_MAX_TURNS,
  CHAT_HISTORY_TURN_MAX_LENGTH,
  type ChatFilterName,
  type ChatFilterNames,
  type ChatFilters,
  type ChatLanguage,
  type ChatListing,
  type ChatTurn,
} from '@manzil/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Spec 3: a chat message (id, content, isUser, timestamp) plus what an answer shows under its text. */
export interface ChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: number;
  /** The welcome message: its text follows the page language. */
  welcome?: boolean;
  /** The spec's error message (shown as an assistant message, translated at render). */
  error?: boolean;
  /** Still being written (streaming). */
  streaming?: boolean;
  listings?: ChatListing[];
  total?: number | null;
  searchUrl?: string | null;
  handoff?: 'whatsapp' | 'call' | null;
  /** The answer's language (a chip removed searches again in it). */
  language?: ChatLanguage;
  /** What the assistant understood (the chips), the search that ran and what it left out. */
  requestedFilters?: ChatFilters | null;
  filters?: ChatFilters | null;
  relaxed?: ChatFilterName[];
  filterNames?: ChatFilterNames;
  /** The server's signature of the answer, sent back with it in the history. */
  signature?: string;
  /** Searching again after a chip was removed. */
  refining?: boolean;
  /** The last search again failed (the answer shown is the one before). */
  refineError?: boolean;
}

interface ChatState {
  open: boolean;
  messages: ChatMessage[];
  pending: boolean;
  setOpen(open: boolean): void;
  /** Spec 4: the welcome message is added once, when the chat first opens. */
  ensureWelcome(): void;
  /** Back to the welcome message alone. */
  clear(): void;
  addUserMessage(content: string): ChatMessage;
  startReply(): string;
  appendToReply(id: string, text: string): void;
  finishReply(id: string, fields: Partial<ChatMessage>): void;
  failReply(id: string): void;
  /** A chip of answer `id` was removed: its search runs again (the answer stays until the new one comes). */
  startRefine(id: string): void;
  failRefine(id: string): void;
}

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

const welcomeMessage = (): ChatMessage => ({
  id: 'welcome',
  content: '',
  isUser: false,
  timestamp: Date.now(),
  welcome: true,
});

const update = (messages: ChatMessage[], id: string, change: (m: ChatMessage) => ChatMessage) =>
  messages.map((m) => (m.id === id ? change(m) : m));

/**
 * The conversation, kept for the browser tab (sessionStorage): it survives navigation between pages, also
 * the full page loads of the hero search.
 */
export const useChatStore = create<ChatState>()(
  persist(
    (set, get) => ({
      open: false,
      messages: [],
      pending: false,
      setOpen: (open) => set({ open }),
      ensureWelcome: () => {
        if (get().messages.length === 0) set({ messages: [welcomeMessage()] });
      },
      clear: () => set({ messages: [welcomeMessage()], pending: false }),
      addUserMessage: (content) => {
        const message: ChatMessage = { id: newId(), content, isUser: true, timestamp: Date.now() };
        set((state) => ({ messages: [...state.messages, message] }));
        return message;
      },
      startReply: () => {
        const id = newId();
        set((state) => ({
          pending: true,
          messages: [
            ...state.messages,
            { id, content: '', isUser: false, timestamp: Date.now(), streaming: true },
          ],
        }));
        return id;
      },
      appendToReply: (id, text) =>
        set((state) => ({
          messages: update(state.messages, id, (m) => ({ ...m, content: m.content + text })),
        })),
      finishReply: (id, fields) =>
        set((state) => ({
          pending: false,
          messages: update(state.messages, id, (m) => ({ ...m, ...fields, streaming: false })),
        })),
      failReply: (id) =>
        set((state) => ({
          pending: false,
          messages: update(state.messages, id, (m) => ({ ...m, content: '', error: true, streaming: false })),
        })),
      startRefine: (id) =>
        set((state) => ({
          pending: true,
          messages: update(state.messages, id, (m) => ({ ...m, refining: true, refineError: false })),
        })),
      failRefine: (id) =>
        set((state) => ({
          pending: false,
          messages: update(state.messages, id, (m) => ({ ...m, refining: false, refineError: true })),
        })),
    }),
    {
      name: 'manzil-chat',
      storage: createJSONStorage(() => sessionStorage),
      // A reply cut off by a page load is dropped rather than left half-written; the panel starts closed.
      partialize: (state) => ({
        messages: state.messages
          .filter((m) => !m.streaming)
          .map((m) => (m.refining ? { ...m, refining: false } : m)),
      }),
    },
  ),
);

/**
 * The recent conversation sent with a message (without the welcome and error messages): the newest turns that
 * fit the server's limits (turns and characters). An answer goes with its signature, unless it had to be cut.
 */
export function historyOf(messages: ChatMessage[]): ChatTurn[] {
  const turns: ChatTurn[] = [];
  let size = 0;
  const sendable = messages.filter((m) => !m.welcome && !m.error && !m.streaming && m.content.trim());
  for (let i = sendable.length - 1; i >= 0 && turns.length < CHAT_HISTORY_MAX_TURNS; i--) {
    const m = sendable[i] as ChatMessage;
    const content = m.content.slice(0, CHAT_HISTORY_TURN_MAX_LENGTH);
    if (size + content.length > CHAT_HISTORY_MAX_CHARS) break;
    size += content.length;
    const turn: ChatTurn = { role: m.isUser ? 'user' : 'assistant', content };
    if (!m.isUser && m.signature && content === m.content) turn.signature = m.signature;
    turns.unshift(turn);
  }
  return turns;
}
