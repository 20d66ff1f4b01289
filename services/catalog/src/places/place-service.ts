import type { CATALOG_EVENTS } from '@manzil/contracts';
import { ConflictError, NotFoundError } from '@manzil/service-kit';
import { type AdminDeps, republishListings, slugOf, slugTaken, type Tx } from '../changes/admin-support.ts';
import { commit } from '../changes/commit.ts';
import type { CatalogDb } from '../db.ts';
import { writeEvent } from '../events/catalog-events.ts';
import type { Prisma } from '../generated/prisma/client.ts';

/** What every place (emirate, area) and property type has. */
export interface PlaceRow {
  id: number;
  nameEn: string;
  nameAr: string;
  slug: string;
  enabled: boolean;
  version: number;
}

type PlaceDeleted =
  | typeof CATALOG_EVENTS.emirateDeleted
  | typeof CATALOG_EVENTS.areaDeleted
  | typeof CATALOG_EVENTS.propertyTypeDeleted;

/** What every place's admin payload has. */
export interface PlaceInput {
  nameEn: string;
  nameAr: string;
  slug?: string;
  enabled?: boolean;
}

/** The part of a Prisma model delegate (`db.emirate`, `tx.area`...) the generic steps use. */
export interface PlaceTable<Stored> {
  findUnique(args: { where: { id: number } }): Promise<Stored | null>;
  findFirst(args: {
    where: { slug: string; id?: { not: number } };
    select: { id: true };
  }): Promise<{ id: number } | null>;
  delete(args: { where: { id: number } }): Promise<unknown>;
}

/**
 * One kind of place, and what sets it apart: its table and the rows it answers with, its events, what an
 * update of it changes elsewhere, and what still uses it (which a delete refuses).
 */
export interface PlaceKind<Input extends PlaceInput, Stored extends PlaceRow, Row extends Stored, Admin> {
  /** Names the kind in messages: `emirate`, `area`, `property type`. */
  noun: string;
  /** 404 message. */
  notFound: string;
  table(client: CatalogDb | Tx): PlaceTable<Stored>;
  list(db: CatalogDb): Promise<Row[]>;
  /** Checks of the payload before the slug's (an area's emirate exists): throws the 400. */
  check?(db: CatalogDb, input: Input): Promise<void>;
  create(tx: Tx, input: Input, slug: string): Promise<Row>;
  update(tx: Tx, before: Stored, input: Input, slug: string): Promise<Row>;
  toAdmin(row: Row): Admin;
  /** Writes the row's upserted event. */
  upserted(tx: Tx, row: Row): Promise<unknown>;
  deleted: { type: PlaceDeleted; key(id: number): string };
  /** The listings that show the place: republished when what they show of it, or whether they are seen, changes. */
  listings(id: number): Prisma.PropertyWhereInput;
  /** Whether an update changed more that its listings show than names, slug and state (an area's emirate). */
  movedListings?(before: Stored, after: Row): boolean;
  /** What else an update changes in its transaction, before its listings are republished. */
  afterUpdate?(tx: Tx, before: Stored, after: Row): Promise<void>;
  /** What still uses a place: a delete refuses while `count` is above 0. */
  inUse: {
    count(db: CatalogDb, id: number): Promise<number>;
    refusal(row: Stored, count: number): string;
    /** The refusal when a row came into use between the count and the delete (the foreign key refused). */
    raced(row: Stored): string;
  };
}

const shownChange = (before: PlaceRow, after: PlaceRow) =>
  after.nameEn !== before.nameEn ||
  after.nameAr !== before.nameAr ||
  after.slug !== before.slug ||
  after.enabled !== before.enabled;

/**
 * A kind of place as the admin changes it: each change, its events and the listings it shows in, in one commit
 * (see `commit`). 404 for an unknown id, 409 for a slug taken or a place still in use.
 */
export function placeService<Input extends PlaceInput, Stored extends PlaceRow, Row extends Stored, Admin>(
  kind: PlaceKind<Input, Stored, Row, Admin>,
  deps: AdminDeps,
) {
  const { db } = deps;
  const taken = (slug: string) => () => slugTaken(kind.noun, slug);

  async function find(id: number): Promise<Stored> {
    const row = await kind.table(db).findUnique({ where: { id } });
    if (!row) throw new NotFoundError(kind.notFound);
    return row;
  }

  /** The payload's own checks, then its slug, which no other row of the kind may use. */
  async function freeSlug(input: Input, id?: number): Promise<string> {
    await kind.check?.(db, input);
    const slug = slugOf(input.slug, input.nameEn);
    const clash = await kind.table(db).findFirst({
      where: { slug, ...(id === undefined ? {} : { id: { not: id } }) },
      select: { id: true },
    });
    if (clash) throw taken(slug)();
    return slug;
  }

  return {
    async list(): Promise<Admin[]> {
      return (await kind.list(db)).map(kind.toAdmin);
    },

    async create(input: Input): Promise<Admin> {
      const slug = await freeSlug(input);
      const row = await commit(
        deps,
        async (tx) => {
          const created = await kind.create(tx, input, slug);
          await kind.upserted(tx, created);
          return created;
        },
        { unique: taken(slug) },
      );
      return kind.toAdmin(row);
    },

    async update(id: number, input: Input): Promise<Admin> {
      const before = await find(id);
      const slug = await freeSlug(input, id);
      const row = await commit(
        deps,
        async (tx) => {
          const updated = await kind.update(tx, before, input, slug);
          await kind.upserted(tx, updated);
          await kind.afterUpdate?.(tx, before, updated);
          if (shownChange(before, updated) || kind.movedListings?.(before, updated)) {
            await republishListings(tx, kind.listings(id));
          }
          return updated;
        },
        { unique: taken(slug) },
      );
      return kind.toAdmin(row);
    },

    async remove(id: number): Promise<void> {
      const row = await find(id);
      const users = await kind.inUse.count(db, id);
      if (users > 0) throw new ConflictError(kind.inUse.refusal(row, users));
      await commit(
        deps,
        async (tx) => {
          await kind.table(tx).delete({ where: { id } });
          await writeEvent(tx, kind.deleted.type, kind.deleted.key(id), row.version + 1, { id });
        },
        { inUse: () => new ConflictError(kind.inUse.raced(row)) },
      );
    },
  };
}

/** What every place's upserted event says of it. */
export const placeEventFields = ({ id, nameEn, nameAr, slug, enabled }: PlaceRow) => ({
  id,
  nameEn,
  nameAr,
  slug,
  enabled,
});

/**
 * Names, slug, state and display order of a place the admin orders (emirates, property types): what the payload
 * leaves out is `kept` (a new place: enabled and last; an edit: as it was).
 */
export const orderedFields = (
  input: PlaceInput & { sortOrder?: number },
  slug: string,
  kept: { enabled: boolean; sortOrder: number },
) => ({
  nameEn: input.nameEn.trim(),
  nameAr: input.nameAr.trim(),
  slug,
  enabled: input.enabled ?? kept.enabled,
  sortOrder: input.sortOrder ?? kept.sortOrder,
});

/** The place after the last one in display order. */
export const nextInOrder = (last: { _max: { sortOrder: number | null } }) => ({
  enabled: true,
  sortOrder: (last._max.sortOrder ?? 0) + 1,
});

/** The times of a row as the admin API answers them. */
export const isoTimes = <R extends { createdAt: Date; updatedAt: Date }>(row: R) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
