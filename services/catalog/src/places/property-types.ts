import { type AdminPropertyType, CATALOG_EVENTS, type PropertyTypeInput } from '@manzil/contracts';
import { eventKey, writeEvent } from '../events/catalog-events.ts';
import { isoTimes, nextInOrder, orderedFields, type PlaceKind, placeEventFields } from './place-service.ts';

interface TypeRecord {
  id: number;
  nameEn: string;
  nameAr: string;
  slug: string;
  category: string;
  enabled: boolean;
  sortOrder: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Property types: a category each, and delete refuses while listings are of the type. */
export const propertyTypeKind: PlaceKind<PropertyTypeInput, TypeRecord, TypeRecord, AdminPropertyType> = {
  noun: 'property type',
  notFound: 'Property type not found.',
  table: (client) => client.propertyType,
  list: (db) => db.propertyType.findMany({ orderBy: [{ sortOrder: 'asc' }, { nameEn: 'asc' }] }),

  create: async (tx, input, slug) => {
    const last = await tx.propertyType.aggregate({ _max: { sortOrder: true } });
    const category = input.category ?? 'residential';
    return tx.propertyType.create({ data: { ...orderedFields(input, slug, nextInOrder(last)), category } });
  },

  update: (tx, before, input, slug) =>
    tx.propertyType.update({
      where: { id: before.id },
      data: {
        ...orderedFields(input, slug, before),
        category: input.category ?? before.category,
        version: { increment: 1 },
      },
    }),

  toAdmin: isoTimes,

  upserted: (tx, row) =>
    writeEvent(tx, CATALOG_EVENTS.propertyTypeUpserted, eventKey.propertyType(row.id), row.version, {
      ...placeEventFields(row),
      category: row.category,
    }),
  deleted: { type: CATALOG_EVENTS.propertyTypeDeleted, key: eventKey.propertyType },

  listings: (id) => ({ propertyTypeId: id }),

  inUse: {
    count: (db, id) => db.property.count({ where: { propertyTypeId: id } }),
    refusal: (row, count) =>
      `${row.nameEn} is the type of ${count} listing(s). Change or delete them before deleting the type.`,
    raced: (row) => `${row.nameEn} is still used by listings.`,
  },
};
