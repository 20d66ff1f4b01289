import { type DestinationStream, type Logger, pino } from 'pino';
import type { KitConfig } from '../config/kit-config.ts';

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
    },
    destination,
  );
}
