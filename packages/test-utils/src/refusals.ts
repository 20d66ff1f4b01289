import type { KitServer } from '@manzil/service-kit';
import { expect } from 'vitest';

/**
 * Asserts that `GET <path><query>` answers 400 with the `validation` error naming `field`, for each case (the
 * query is the assertion's label).
 */
export async function expectQueryRefusals(
  app: Pick<KitServer, 'inject'>,
  path: string,
  cases: ReadonlyArray<readonly [query: string, field: string]>,
): Promise<void> {
  for (const [query, field] of cases) {
    const response = await app.inject({ method: 'GET', url: `${path}${query}` });
    expect(response.statusCode, query).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation');
    expect(
      body.details.map((d: { field: string }) => d.field),
      query,
    ).toContain(field);
  }
}
