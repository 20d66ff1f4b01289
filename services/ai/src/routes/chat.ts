import { PassThrough } from 'node:stream';
import {
  CHAT_FAILURE_MESSAGE,
  CHAT_HISTORY_MAX_CHARS,
  CHAT_SEARCH_PATH,
  CHAT_STREAM_EVENTS,
  ChatRequest,
  ChatResponse,
  ChatSearchFilters,
  ChatSearchRequest,
  type ChatTurn,
} from '@manzil/contracts';
import {
  clientRateLimits,
  type KitServer,
  ServiceUnavailableError,
  ValidationError,
} from '@manzil/service-kit';
import type {
  Assistant,
  AssistantAnswer,
  AssistantInput,
  BuiltInAssistant,
} from '../assistants/assistant.ts';
import type { Gate, TurnSigner } from '../domain/budget.ts';
import { replyLanguage } from '../domain/language.ts';

export interface ChatRouteOptions {
  assistant: Assistant;
  /** Runs the searches of `POST /api/ai/search` (no model). */
  builtIn: BuiltInAssistant;
  /** Per client: `max` requests per `windowMs`, counted over the three routes together. */
  rateLimit: { max: number; windowMs: number };
  /** Open answer streams (the whole process). */
  streams: Gate;
  signer: TurnSigner;
}

const ErrorBody = { type: 'object', additionalProperties: true } as const;

const SEARCH_FILTER_KEYS = new Set(Object.keys(ChatSearchFilters.properties));

export const BUSY_MESSAGE = 'The assistant is busy right now. Please try again in a moment.';

/**
 * Validates what the schema cannot say: a message of spaces only is empty, and the history as a whole has a
 * size limit. An assistant turn is kept only when it carries the signature its answer came with: a turn the
 * client wrote itself is never given to the model as the assistant's own words.
 */
function inputOf(body: ChatRequest, signer: TurnSigner): AssistantInput {
  const message = body.message.trim();
  if (!message) {
    throw new ValidationError('Field "message" must not be empty.', [
      { location: 'body', field: 'message', message: 'must not be empty' },
    ]);
  }
  const turns = body.history ?? [];
  const size = turns.reduce((sum, turn) => sum + turn.content.length, 0);
  if (size > CHAT_HISTORY_MAX_CHARS) {
    throw new ValidationError(
      `Field "history" must not have more than ${CHAT_HISTORY_MAX_CHARS} characters in all (it has ${size}); send the most recent turns only.`,
      [
        {
          location: 'body',
          field: 'history',
          message: `must have at most ${CHAT_HISTORY_MAX_CHARS} characters`,
        },
      ],
    );
  }
  const history: ChatTurn[] = turns
    .filter((turn) => turn.content.trim())
    .filter((turn) => turn.role === 'user' || signer.verify(turn.content, turn.signature))
    .map((turn) => ({ role: turn.role, content: turn.content }));
  // The user's language: the page's, unless the message is clearly written in the other one.
  return { message, language: replyLanguage(message, body.language ?? 'en'), history };
}

export const TOO_MANY_MESSAGES = 'Too many messages. Please wait a moment before sending another.';

function failure(error: unknown): ServiceUnavailableError {
  return new ServiceUnavailableError(CHAT_FAILURE_MESSAGE, { cause: error });
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export async function chatRoutes(
  app: KitServer,
  { assistant, builtIn, rateLimit, streams, signer }: ChatRouteOptions,
): Promise<void> {
  await clientRateLimits(app, TOO_MANY_MESSAGES);
  // One count per client for the three routes; it runs after the checks of the request (preHandler, added
  // after each route's own), so a refused request does not use up the client's messages.
  const checkInput = async (request: { body: ChatRequest }) => void inputOf(request.body, signer);
  const limited = {
    rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs, groupId: 'ai', hook: 'preHandler' },
  } as const;

  const signed = (answer: AssistantAnswer): ChatResponse => ({
    ...answer,
    signature: signer.sign(answer.response),
  });

  app.post(
    '/api/ai/chat',
    {
      config: limited,
      preHandler: checkInput,
      schema: {
        body: ChatRequest,
        response: { 200: ChatResponse, '4xx': ErrorBody, '5xx': ErrorBody },
      },
    },
    async (request) => {
      const input = inputOf(request.body, signer);
      try {
        return signed(await assistant.reply(input));
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
      config: limited,
      preHandler: checkInput,
      schema: { body: ChatRequest },
      // Compression would hold the events back until the end (the gateway compresses other answers).
      ...({ compress: false } as object),
    },
    async (request, reply) => {
      const input = inputOf(request.body, signer);
      const leave = streams.tryEnter();
      if (!leave) {
        request.log.warn({ maxOpenStreams: streams.max }, 'open answer streams at their limit');
        throw new ServiceUnavailableError(BUSY_MESSAGE, { retryAfterSeconds: 5 });
      }
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
          stream.write(sse(CHAT_STREAM_EVENTS.done, signed(response)));
        } catch (error) {
          request.log.error({ err: error, assistant: assistant.kind }, CHAT_FAILURE_MESSAGE);
          stream.write(
            sse(CHAT_STREAM_EVENTS.error, { error: 'service_unavailable', message: CHAT_FAILURE_MESSAGE }),
          );
        } finally {
          leave();
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

  // A search of an answer again with the filters the visitor kept (a chip removed): built-in, no model.
  app.post(
    CHAT_SEARCH_PATH,
    {
      // Unknown names are refused, not dropped: a filter the search would ignore is a mistake to report.
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | undefined;
        const filters = body?.filters;
        const unknown = [
          ...Object.keys(body && typeof body === 'object' ? body : {}).filter(
            (key) => key !== 'filters' && key !== 'language',
          ),
          ...Object.keys(filters && typeof filters === 'object' ? filters : {})
            .filter((key) => !SEARCH_FILTER_KEYS.has(key))
            .map((key) => `filters.${key}`),
        ];
        if (unknown.length > 0) {
          throw new ValidationError(`Unknown field "${unknown[0]}".`, [
            { location: 'body', field: unknown[0] as string, message: 'is not a known field' },
          ]);
        }
      },
      config: limited,
      preHandler: async (request) => {
        const { filters } = request.body;
        for (const [low, high] of [
          ['minPrice', 'maxPrice'],
          ['minArea', 'maxArea'],
        ] as const) {
          const min = filters[low];
          const max = filters[high];
          if (min !== undefined && max !== undefined && min > max) {
            throw new ValidationError(`Field "filters.${low}" must not be more than "filters.${high}".`, [
              { location: 'body', field: `filters.${low}`, message: `must not be more than ${high}` },
            ]);
          }
        }
      },
      schema: {
        body: ChatSearchRequest,
        response: { 200: ChatResponse, '4xx': ErrorBody, '5xx': ErrorBody },
      },
    },
    async (request) => {
      const { filters, language = 'en' } = request.body;
      try {
        return signed(await builtIn.search(filters, language));
      } catch (error) {
        request.log.error({ err: error }, CHAT_FAILURE_MESSAGE);
        throw failure(error);
      }
    },
  );
}
