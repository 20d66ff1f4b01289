import type { ConflictError } from '@manzil/service-kit';
import { type AdminDeps, TX_OPTIONS, type Tx, uniqueViolation } from './admin-support.ts';

export interface CommitConflicts {
  /** A unique constraint refused the write (a slug taken in a race the pre-check did not see). */
  unique?: () => ConflictError;
  /** A foreign key refused it (a row still in use, e.g. an area added to an emirate being deleted). */
  inUse?: () => ConflictError;
}

/**
 * The one way a place or a type changes: `work` writes the rows and their outbox events in one transaction, the
 * database's refusals become 409s, and the relay is woken once it committed so the events go out now.
 */
export async function commit<T>(
  { db, published }: AdminDeps,
  work: (tx: Tx) => Promise<T>,
  conflicts: CommitConflicts = {},
): Promise<T> {
  const result = await db
    .$transaction((tx) => work(tx as Tx), TX_OPTIONS)
    .catch((error: unknown) => {
      const code = (error as { code?: string })?.code;
      if (code === 'P2002' && conflicts.unique) uniqueViolation(error, conflicts.unique);
      if (code === 'P2003' && conflicts.inUse) throw conflicts.inUse();
      throw error;
    });
  published();
  return result;
}
