import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors.ts';
import { isConnectionFailure, toErrorResponse } from './error-response.ts';

describe('a dependency whose connection is down', () => {
  it('answers 503 with Retry-After, not 500, whatever layer wrapped the driver error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Invalid `prisma.listing.findMany()` invocation', { cause: refused });
    for (const error of [
      refused,
      wrapped,
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('pool'), { code: 'P2024' }),
    ]) {
      expect(isConnectionFailure(error)).toBe(true);
      const response = toErrorResponse(error, 'req-1');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toMatchObject({ error: 'service_unavailable', requestId: 'req-1' });
    }
  });

  it('leaves bugs and expected outcomes alone', () => {
    expect(toErrorResponse(new TypeError('x is undefined'), 'r').statusCode).toBe(500);
    expect(toErrorResponse(new NotFoundError('No listing 4.'), 'r').statusCode).toBe(404);
    expect(isConnectionFailure(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
  });
});
