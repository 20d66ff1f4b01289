import {
  type AdminEmirate,
  CATALOG_EVENTS,
  type EmirateInput,
  type EmirateUpsertedData,
} from '@manzil/contracts';
import type { Tx } from '../changes/admin-support.ts';
import { eventKey, writeEvent } from '../events/catalog-events.ts';
import { areaEvent } from './areas.ts';
import { isoTimes, nextInOrder, orderedFields, type PlaceKind, placeEventFields } from './place-service.ts';

interface EmirateRecord extends EmirateUpsertedData {
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Emirates: their areas carry their names and state, and delete refuses while an emirate has areas. */
export const emirateKind: PlaceKind<EmirateInput, EmirateRecord, EmirateRecord, AdminEmirate> = {
  noun: 'emirate',
  notFound: 'Emirate not found.',
  table: (client) => client.emirate,
  list: (db) => db.emirate.findMany({ orderBy: [{ sortOrder: 'asc' }, { nameEn: 'asc' }] }),

  create: async (tx, input, slug) =>
    tx.emirate.create({
      data: orderedFields(
        input,
        slug,
        nextInOrder(await tx.emirate.aggregate({ _max: { sortOrder: true } })),
      ),
    }),

  update: (tx, before, input, slug) =>
    tx.emirate.update({
      where: { id: before.id },
      data: { ...orderedFields(input, slug, before), version: { increment: 1 } },
    }),

  toAdmin: isoTimes,

  upserted: (tx, row) =>
    writeEvent(tx, CATALOG_EVENTS.emirateUpserted, eventKey.emirate(row.id), row.version, {
      ...placeEventFields(row),
      sortOrder: row.sortOrder,
    }),
  deleted: { type: CATALOG_EVENTS.emirateDeleted, key: eventKey.emirate },

  listings: (id) => ({ areaRef: { emirateId: id } }),

  async afterUpdate(tx: Tx, before, after) {
    const renamed = after.nameEn !== before.nameEn || after.nameAr !== before.nameAr;
    if (!renamed && after.enabled === before.enabled) return;
    // Areas carry their emirate's names and state in their events.
    const areas = await tx.area.findMany({ where: { emirateId: after.id }, select: { id: true } });
    for (const area of areas) {
      const bumped = await tx.area.update({
        where: { id: area.id },
        data: { version: { increment: 1 } },
        include: { emirate: true },
      });
      await areaEvent(tx, bumped);
    }
  },

  inUse: {
    count: (db, id) => db.area.count({ where: { emirateId: id } }),
    refusal: (row, count) =>
      `${row.nameEn} still has ${count} area(s). Delete or move its areas before deleting the emirate.`,
    // An area added meanwhile: the foreign key refuses the delete.
    raced: (row) => `${row.nameEn} still has areas. Delete or move them first.`,
  },
};
