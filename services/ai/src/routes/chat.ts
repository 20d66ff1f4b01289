import { PassThrough } from 'node:stream';
import {
  CHAT_FAILURE_MESSAGE,
  CHAT_STREAM_EVENTS,
  ChatRequest,
  ChatResponse,
  type ChatTurn,
} from '@manzil/contracts';
import {
  clientAddressOf,
  type KitServer,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from '@manzil/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Assistant, AssistantInput } from '../assistants/assistant.ts';
import { replyLanguage } from '../domain/language.ts';
import type { RateLimiter } from '../domain/rate-limit.ts';

export interface ChatRouteOptions {
  assistant: Assistant;
  limiter: RateLimiter;
}

const ErrorBody = { type: 'object', additionalProperties: true } as const;

/** Validates what the schema cannot say: a message of spaces only is empty. */
function inputOf(body: ChatRequest): AssistantInput {
  const message = body.message.trim();
  if (!message) {
    throw new ValidationError('Field "message" must not be empty.', [
      { location: 'body', field: 'message', message: 'must not be empty' },
    ]);
  }
  const history: ChatTurn[] = (body.history ?? []).filter((turn) => turn.content.trim());
  // The user's language: the page's, unless the message is clearly written in the other one.
  return { message, language: replyLanguage(message, body.language ?? 'en'), history };
}

function limit(limiter: RateLimiter, request: FastifyRequest): void {
  const wait = limiter.take(clientAddressOf(request));
  if (wait > 0) {
    throw new TooManyRequestsError(wait, 'Too many messages. Please wait a moment before sending another.');
  }
}

function failure(error: unknown): ServiceUnavailableError {
  return new ServiceUnavailableError(CHAT_FAILURE_MESSAGE, { cause: error });
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export async function chatRoutes(app: KitServer, { assistant, limiter }: ChatRouteOptions): Promise<void> {
  app.post(
    '/api/ai/chat',
    {
      schema: {
        body: ChatRequest,
        response: { 200: ChatResponse, '4xx': ErrorBody, '5xx': ErrorBody },
      },
    },
    async (request) => {
      const input = inputOf(request.body);
      limit(limiter, request);
      try {
        return await assistant.reply(input);
      } catch (error) {
        request.log.error({ err: error, assistant: assistant.kind }, CHAT_FAILURE_MESSAGE);
        throw failure(error);
      }
    },
  );

  // The same answer as server-sent events: `delta` pieces while it is written, then `done` (or `error`).
  app.post(
    '/api/ai/chat/stream',
    {
      schema: { body: ChatRequest },
      // Compression would hold the events back until the end (the gateway compresses other answers).
      ...({ compress: false } as object),
    },
    async (request, reply) => {
      const input = inputOf(request.body);
      limit(limiter, request);
      const stream = new PassThrough();
      const aborted = new AbortController();
      request.raw.on('close', () => {
        if (!reply.raw.writableFinished) aborted.abort();
      });
      void (async () => {
        try {
          const response = await assistant.reply(input, {
            onDelta: (text) => stream.write(sse(CHAT_STREAM_EVENTS.delta, { text })),
            signal: aborted.signal,
          });
          stream.write(sse(CHAT_STREAM_EVENTS.done, response));
        } catch (error) {
          request.log.error({ err: error, assistant: assistant.kind }, CHAT_FAILURE_MESSAGE);
          stream.write(
            sse(CHAT_STREAM_EVENTS.error, { error: 'service_unavailable', message: CHAT_FAILURE_MESSAGE }),
          );
        } finally {
          stream.end();
        }
      })();
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
}
