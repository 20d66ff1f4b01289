import type { ChatResponse } from '@manzil/contracts';
import type { ServicePlugin } from '@manzil/service-kit';
import { buildTestApp, type TestApp } from '@manzil/test-utils';
import aiService, { type AiServiceOptions } from '../src/app.ts';
import type { FakeUpstream } from './fixtures/fake-upstream.ts';

/** The ai service on a test context whose catalog, search and content services are `upstream`. */
export async function buildAiApp(
  upstream: FakeUpstream,
  options: Omit<AiServiceOptions, 'ctx'> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const plugin: ServicePlugin = async (app, { ctx }) => {
    await app.register(aiService, { ctx, chunkDelayMs: 0, ...options });
  };
  return buildTestApp(plugin, {
    env: {
      CATALOG_SERVICE_URL: upstream.url,
      SEARCH_SERVICE_URL: upstream.url,
      CONTENT_SERVICE_URL: upstream.url,
      ...env,
    },
  });
}

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Parses a server-sent-events body. */
export function parseEvents(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) };
    });
}

export type { ChatResponse };
