import type { ChatFilters, ChatLanguage, ChatResponse, ChatTurn } from '@manzil/contracts';

/** An answer before the route signs its text. */
export type AssistantAnswer = Omit<ChatResponse, 'signature'>;

export interface AssistantInput {
  message: string;
  language: ChatLanguage;
  history: ChatTurn[];
}

export interface ReplyOptions {
  /** Pieces of the answer as they are written (the streaming route forwards them). */
  onDelta?: (text: string) => void;
  /** Aborted when the caller goes away. */
  signal?: AbortSignal;
}

/** Either assistant: the built-in one or the model-backed one. */
export interface Assistant {
  readonly kind: 'built-in' | 'model';
  reply(input: AssistantInput, options?: ReplyOptions): Promise<AssistantAnswer>;
}

/** The built-in assistant also runs a search the visitor changed (a removed chip), with no model involved. */
export interface BuiltInAssistant extends Assistant {
  readonly kind: 'built-in';
  search(filters: ChatFilters, language: ChatLanguage): Promise<AssistantAnswer>;
}
