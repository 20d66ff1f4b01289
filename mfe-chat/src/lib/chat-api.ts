import { routePath } from '@manzil/api-client';
import {
  CHAT_FAILURE_MESSAGE,
  CHAT_STREAM_EVENTS,
  type ChatFilters,
  type ChatLanguage,
  type ChatRequest,
  type ChatResponse,
  type ChatSearchRequest,
  type ChatStreamDelta,
  type RouteBody,
} from '@manzil/contracts';

/** Spec 8: the internal error of a failed answer (the user sees the localised message). */
export class ChatFailedError extends Error {
  constructor(readonly status?: number) {
    super(CHAT_FAILURE_MESSAGE);
    this.name = 'ChatFailedError';
  }
}

export interface StreamOptions {
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

interface ServerEvent {
  event: string;
  data: string;
}

/** Splits a server-sent-events buffer into complete events and the unfinished rest. */
export function parseEventBlocks(buffer: string): { events: ServerEvent[]; rest: string } {
  const normalized = buffer.replace(/\r\n/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .filter((block) => block.trim())
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      return { event, data: data.join('\n') };
    });
  return { events, rest };
}

type AssistantRoute = 'POST /api/ai/chat/stream' | 'POST /api/ai/search';

/**
 * Sends a question to the assistant: a network failure or a refusal rejects with ChatFailedError (an abort is
 * passed on as it is, the visitor asked for it).
 */
async function ask<R extends AssistantRoute>(
  route: R,
  body: RouteBody<R>,
  accept: string,
  options: Pick<StreamOptions, 'signal' | 'fetch'>,
): Promise<Response> {
  const fetcher = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await fetcher(routePath(route), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: accept },
      body: JSON.stringify(body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ChatFailedError();
  }
  if (!response.ok) throw new ChatFailedError(response.status);
  return response;
}

/**
 * Asks the assistant, streaming: `onDelta` gets the answer as it is written; resolves with the whole
 * response. Any failure (network, status, an `error` event, a stream that ends early) rejects with
 * ChatFailedError.
 */
export async function streamChat(request: ChatRequest, options: StreamOptions = {}): Promise<ChatResponse> {
  const response = await ask('POST /api/ai/chat/stream', request, 'text/event-stream', options);
  let done: ChatResponse | undefined;
  let failed = false;
  const handle = (events: ServerEvent[]) => {
    for (const { event, data } of events) {
      if (event === CHAT_STREAM_EVENTS.delta) options.onDelta?.((JSON.parse(data) as ChatStreamDelta).text);
      else if (event === CHAT_STREAM_EVENTS.done) done = JSON.parse(data) as ChatResponse;
      else if (event === CHAT_STREAM_EVENTS.error) failed = true;
    }
  };

  try {
    if (response.body && typeof response.body.getReader === 'function') {
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        const parsed = parseEventBlocks(buffer);
        buffer = parsed.rest;
        handle(parsed.events);
      }
      handle(parseEventBlocks(`${buffer}${decoder.decode()}\n\n`).events);
    } else {
      handle(parseEventBlocks(`${await response.text()}\n\n`).events);
    }
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ChatFailedError();
  }
  if (failed || !done) throw new ChatFailedError();
  return done;
}

/**
 * Runs an answer's search again with the filters the visitor kept (a chip removed): `POST /api/ai/search`,
 * answered like a chat message. Any failure rejects with ChatFailedError.
 */
export async function searchAgain(
  request: { filters: ChatFilters; language?: ChatLanguage },
  options: Pick<StreamOptions, 'signal' | 'fetch'> = {},
): Promise<ChatResponse> {
  // The filters are the assistant's own (`requestedFilters` of an answer): it only ever names the statuses the
  // route accepts (CHAT_LISTING_STATUSES), though ChatFilters allows every property status.
  const body = request as ChatSearchRequest;
  const response = await ask('POST /api/ai/search', body, 'application/json', options);
  try {
    return (await response.json()) as ChatResponse;
  } catch {
    throw new ChatFailedError();
  }
}
