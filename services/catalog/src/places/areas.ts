import { type AdminArea, type AreaInput, type AreaUpsertedData, CATALOG_EVENTS } from '@manzil/contracts';
import { fieldError, type Tx } from '../changes/admin-support.ts';
import { eventKey, writeEvent } from '../events/catalog-events.ts';
import type { PlaceKind, PlaceRow } from './place-service.ts';

/** An area as stored (what `findUnique` answers). */
interface AreaRow extends PlaceRow {
  emirateId: number;
  lat: number | null;
  lng: number | null;
}

/** An area with its emirate's names and state (what its events carry). */
export interface AreaWithEmirate extends AreaRow {
  emirate: { nameEn: string; nameAr: string; enabled: boolean };
}

interface AreaRecord extends AreaRow {
  radiusM: number | null;
  createdAt: Date;
  updatedAt: Date;
  emirate: { id: number; nameEn: string; nameAr: string; slug: string; enabled: boolean };
}

const toAdmin = ({ lat, lng, emirate, ...row }: AreaRecord): AdminArea => ({
  ...row,
  center: lat === null || lng === null ? null : { lat, lng },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  emirate: { id: emirate.id, nameEn: emirate.nameEn, nameAr: emirate.nameAr, slug: emirate.slug },
});

/** An area's upserted event: it carries its emirate's names and state. */
export function areaEvent(tx: Tx, row: AreaWithEmirate) {
  const data: AreaUpsertedData = {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    slug: row.slug,
    enabled: row.enabled,
    center: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    emirateId: row.emirateId,
    emirateName: row.emirate.nameEn,
    emirateNameAr: row.emirate.nameAr,
    emirateEnabled: row.emirate.enabled,
  };
  return writeEvent(tx, CATALOG_EVENTS.areaUpserted, eventKey.area(row.id), row.version, data);
}

const fields = (input: AreaInput, slug: string) => ({
  nameEn: input.nameEn.trim(),
  nameAr: input.nameAr.trim(),
  slug,
  emirateId: input.emirateId,
  ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
  ...(input.center === undefined ? {} : { lat: input.center?.lat ?? null, lng: input.center?.lng ?? null }),
  ...(input.radiusM === undefined ? {} : { radiusM: input.radiusM }),
});

/**
 * Areas: each in an emirate (which must exist, and whose names and state its events carry); moved to another
 * emirate, its listings are republished; delete refuses while listings are in the area.
 */
export const areaKind: PlaceKind<AreaInput, AreaRow, AreaRecord, AdminArea> = {
  noun: 'area',
  notFound: 'Area not found.',
  table: (client) => client.area,
  list: (db) =>
    db.area.findMany({
      include: { emirate: true },
      orderBy: [{ emirate: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { nameEn: 'asc' }],
    }),

  async check(db, input) {
    const emirate = await db.emirate.findUnique({ where: { id: input.emirateId }, select: { id: true } });
    if (!emirate) throw fieldError('emirateId', `There is no emirate with id ${input.emirateId}.`);
  },

  async create(tx, input, slug) {
    const last = await tx.area.aggregate({
      where: { emirateId: input.emirateId },
      _max: { sortOrder: true },
    });
    return tx.area.create({
      data: { ...fields(input, slug), sortOrder: (last._max.sortOrder ?? 0) + 1 },
      include: { emirate: true },
    });
  },

  update: (tx, before, input, slug) =>
    tx.area.update({
      where: { id: before.id },
      data: { ...fields(input, slug), version: { increment: 1 } },
      include: { emirate: true },
    }),

  toAdmin,
  upserted: areaEvent,
  deleted: { type: CATALOG_EVENTS.areaDeleted, key: eventKey.area },

  // Its listings show its names and slug, its emirate's names and slug, and whether the public sees them.
  listings: (id) => ({ areaId: id }),
  movedListings: (before, after) => after.emirateId !== before.emirateId,

  inUse: {
    count: (db, id) => db.property.count({ where: { areaId: id } }),
    refusal: (row, count) =>
      `${row.nameEn} still has ${count} listing(s). Move or delete them before deleting the area.`,
    raced: (row) => `${row.nameEn} still has listings. Move or delete them first.`,
  },
};
