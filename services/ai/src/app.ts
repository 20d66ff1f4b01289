import type { ServiceContext } from '@manzil/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import type { Assistant } from './assistants/assistant.ts';
import { openAiAssistant } from './assistants/openai.ts';
import { ruleBasedAssistant } from './assistants/rule-based.ts';
import type { Toolbox } from './assistants/toolbox.ts';
import { RateLimiter } from './domain/rate-limit.ts';
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
}

/** The ai service as a Fastify plugin: mounted by the gateway (embedded) or run alone by server.ts. */
const aiService: FastifyPluginAsync<AiServiceOptions> = async (app, options) => {
  const { ctx } = options;
  const log = ctx.log.child({ service: 'ai' });
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
  const openai = ctx.config.openai;
  const assistant: Assistant = openai
    ? openAiAssistant(tools, { ...openai, ...options.model, log })
    : ruleBasedAssistant(tools, { chunkDelayMs: options.chunkDelayMs });
  log.info({ assistant: assistant.kind, model: openai?.model }, 'ai assistant ready');

  const { max, windowMs } = options.rateLimit ?? { max: 20, windowMs: 60_000 };
  await chatRoutes(app, { assistant, limiter: new RateLimiter(max, windowMs) });
};

export default aiService;
