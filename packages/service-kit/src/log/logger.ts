import { type DestinationStream, type Logger, pino } from 'pino';
import type { KitConfig } from '../config/kit-config.ts';
import { currentRequestId } from '../http/request-context.ts';

export type { Logger } from 'pino';

/** Anything that may carry a credential is replaced before a log line is written. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'cookie',
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'token',
  '*.token',
  'secretKey',
  '*.secretKey',
  'masterKey',
  '*.masterKey',
  'apiKey',
  '*.apiKey',
  'privateKeyPem',
  '*.privateKeyPem',
];

const chindings = pino.symbols.chindingsSym;

/**
 * Adds the current request id (HTTP request or event being handled) to every line, unless the logger already
 * carries one (Fastify's `request.log` does): `ctx.log` inside a route or an event handler is traced too.
 */
function requestIdMixin(_merge: object, _level: number, logger: Logger): object {
  const requestId = currentRequestId();
  if (!requestId) return {};
  const bound = (logger as unknown as Record<symbol, string | undefined>)[chindings];
  return bound?.includes('"requestId":') ? {} : { requestId };
}

/** JSON logs on stdout (pretty printing is left to `pino-pretty` on the reading side). */
export function createLogger(
  config: Pick<KitConfig, 'service' | 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: config.service },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: requestIdMixin,
    },
    destination,
  );
}
