import type { ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { Assistant } from './assistants/assistant.ts';
import { guardedAssistant } from './assistants/guarded.ts';
import { openAiAssistant } from './assistants/openai.ts';
import { ruleBasedAssistant } from './assistants/rule-based.ts';
import type { Toolbox } from './assistants/toolbox.ts';
import { type AiLimits, aiLimitsFromEnv, Gate, TokenBudget, TurnSigner } from './domain/budget.ts';
import { type AgencyPort, httpAgency } from './ports/agency.ts';
import { type CatalogPort, httpCatalog } from './ports/catalog.ts';
import { chatRoutes } from './routes/chat.ts';

export interface AiServiceOptions {
  ctx: ServiceContext;
  /** Replace the catalog/search clients (tests); default: their HTTP APIs through `ctx.serviceUrl`. */
  catalog?: CatalogPort;
  agency?: AgencyPort;
  /** Per-client limit: `max` messages per `windowMs` (default 20 a minute). */
  rateLimit?: { max: number; windowMs: number };
  /** Model call timeouts (default 30 s to start answering, 60 s in all) and retries (default 1). */
  model?: { timeoutMs?: number; deadlineMs?: number; maxRetries?: number };
  /** Pause between streamed pieces of a built-in answer (default 15 ms). */
  chunkDelayMs?: number;
  /** Timeout of each call to the catalog, search and content services (default 5 s). */
  upstreamTimeoutMs?: number;
  /**
   * Cost and misuse limits; default: AI_MAX_CONCURRENT_MODEL_CALLS, AI_MAX_OPEN_STREAMS, AI_DAILY_TOKEN_BUDGET
   * and AI_TURN_SECRET from the environment (see domain/budget.ts).
   */
  limits?: Partial<AiLimits>;
  /** The clock of the daily token budget (tests). */
  now?: () => number;
}

/** The ai service as a Fastify plugin: mounted by the gateway (embedded) or run alone by server.ts. */
const aiService: FastifyPluginAsync<AiServiceOptions> = async (app, options) => {
  const { ctx } = options;
  const log = ctx.log.child({ service: 'ai' });
  const limits: AiLimits = { ...aiLimitsFromEnv(process.env), ...options.limits };
  const tools: Toolbox = {
    catalog:
      options.catalog ??
      httpCatalog({
        catalogUrl: () => ctx.serviceUrl('catalog'),
        searchUrl: () => ctx.serviceUrl('search'),
        log,
        timeoutMs: options.upstreamTimeoutMs,
      }),
    agency:
      options.agency ??
      httpAgency({ contentUrl: () => ctx.serviceUrl('content'), log, timeoutMs: options.upstreamTimeoutMs }),
  };
  const builtIn = ruleBasedAssistant(tools, { chunkDelayMs: options.chunkDelayMs });
  const openai = ctx.config.openai;
  let assistant: Assistant = builtIn;
  if (openai) {
    const budget = new TokenBudget(limits.dailyTokens, options.now);
    const model = openAiAssistant(tools, {
      ...openai,
      ...options.model,
      onUsage: (tokens) => budget.spend(tokens),
      log,
    });
    assistant = guardedAssistant(model, builtIn, { gate: new Gate(limits.maxModelCalls), budget, log });
  }
  log.info(
    {
      assistant: assistant.kind,
      model: openai?.model,
      maxModelCalls: openai ? limits.maxModelCalls : undefined,
      dailyTokens: openai ? limits.dailyTokens : undefined,
      maxOpenStreams: limits.maxOpenStreams,
    },
    'ai assistant ready',
  );

  await chatRoutes(app, {
    assistant,
    builtIn,
    rateLimit: options.rateLimit ?? { max: 20, windowMs: 60_000 },
    streams: new Gate(limits.maxOpenStreams),
    signer: new TurnSigner(limits.turnSecret),
  });
};

export default aiService;
