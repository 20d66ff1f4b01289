import type { ChatLanguage, ChatResponse, ChatTurn } from '@manzil/contracts';

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
  reply(input: AssistantInput, options?: ReplyOptions): Promise<ChatResponse>;
}
