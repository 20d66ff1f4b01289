import { ConflictError, type RawSqlClient, ValidationError } from '@manzil/service-kit';
import type { CatalogDb } from '../db.ts';
import { slugify } from '../domain/slug.ts';
import { writeListingsUpserted } from '../events/catalog-events.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { readListings } from '../listings/listing-rows.ts';

/** What the admin routes write with and tell after a commit. */
export interface AdminDeps {
  db: CatalogDb;
  /** Wakes the outbox relay so events go out now rather than at the next poll. */
  published: () => void;
}

export type Tx = Prisma.TransactionClient & RawSqlClient;

/** Interactive transactions on a 2-core machine: allow for a busy database. */
export const TX_OPTIONS = { maxWait: 10_000, timeout: 60_000 };

/** The given slug, else the spec's slug of the English name; 400 on `slug` when neither gives one. */
export function slugOf(given: string | undefined, nameEn: string): string {
  const slug = given?.trim() || slugify(nameEn);
  if (!slug) {
    const message = 'The English name has no letters or digits to build a slug from; enter a slug.';
    throw new ValidationError(message, [{ location: 'body', field: 'slug', message }]);
  }
  return slug;
}

export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError(message, [{ location: 'body', field, message }]);
}

/** A unique constraint that failed in a race the pre-check did not see. */
export function uniqueViolation(error: unknown, conflict: () => ConflictError): never {
  if ((error as { code?: string })?.code === 'P2002') throw conflict();
  throw error;
}

export const slugTaken = (what: string, slug: string) =>
  new ConflictError(`Another ${what} already uses the slug "${slug}". Choose a different slug.`);

/** Listings read at a time when republishing: an emirate can hold tens of thousands, each a few KB of JSON. */
const REPUBLISH_BATCH = 500;

/**
 * Bumps the version of the listings `where` selects and writes an upserted event for each, in the caller's
 * transaction: after a place or a type changes what its listings show (names, slugs) or whether the public sees
 * them, consumers holding listing copies (the search index) get the new state.
 */
export async function republishListings(tx: Tx, where: Prisma.PropertyWhereInput): Promise<void> {
  const ids = (await tx.property.findMany({ where, select: { id: true } })).map((row) => row.id);
  if (ids.length === 0) return;
  await tx.property.updateMany({ where: { id: { in: ids } }, data: { version: { increment: 1 } } });
  for (let start = 0; start < ids.length; start += REPUBLISH_BATCH) {
    const batch = ids.slice(start, start + REPUBLISH_BATCH);
    await writeListingsUpserted(tx, await readListings(tx, batch));
  }
}
