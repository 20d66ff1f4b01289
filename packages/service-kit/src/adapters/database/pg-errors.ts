import { redactUrl } from '../../config/kit-config.ts';

interface PgLikeError {
  code?: string;
  message?: string;
}

/** A short reason for a failed PostgreSQL connection, e.g. `connection refused`. */
export function reasonOf(error: unknown): string {
  const { code, message } = (error ?? {}) as PgLikeError;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found';
    case 'ETIMEDOUT':
      return 'connection timed out';
    case '28P01':
    case '28000':
      return 'authentication failed';
    case '3D000':
      return 'the database does not exist';
    default:
      return (message ?? String(error)).split('\n')[0] ?? 'unknown error';
  }
}

/** `host:port/db` of a URL, without credentials, for messages. */
export function describeServer(url: string): string {
  return redactUrl(url).replace(/\/\/[^@/]*@/, '//');
}
