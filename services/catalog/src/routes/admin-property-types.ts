import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminPropertyType,
  AdminPropertyTypeList,
  CATALOG_EVENTS,
  IdParams,
  PropertyTypeInput,
} from '@manzil/contracts';
import { ConflictError, NotFoundError } from '@manzil/service-kit';
import { eventKey, writeEvent } from '../events/catalog-events.ts';
import {
  type AdminDeps,
  republishListings,
  slugOf,
  slugTaken,
  TX_OPTIONS,
  type Tx,
  uniqueViolation,
} from './admin-support.ts';

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

const toAdmin = (row: TypeRecord): AdminPropertyType => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function typeEvent(tx: Tx, row: TypeRecord) {
  return writeEvent(tx, CATALOG_EVENTS.propertyTypeUpserted, eventKey.propertyType(row.id), row.version, {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    slug: row.slug,
    category: row.category,
    enabled: row.enabled,
  });
}

/** `GET, POST /api/admin/property-types`, `PUT, DELETE /api/admin/property-types/{id}` (admin token). */
export const adminPropertyTypeRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  const { db, published } = deps;
  app.addHook('onRequest', app.requireAdmin);

  app.get('/api/admin/property-types', { schema: { response: { 200: AdminPropertyTypeList } } }, async () => {
    const rows = await db.propertyType.findMany({ orderBy: [{ sortOrder: 'asc' }, { nameEn: 'asc' }] });
    return rows.map(toAdmin);
  });

  app.post(
    '/api/admin/property-types',
    { schema: { body: PropertyTypeInput, response: { 201: AdminPropertyType } } },
    async (request, reply) => {
      const input = request.body;
      const slug = slugOf(input.slug, input.nameEn);
      if (await db.propertyType.findUnique({ where: { slug }, select: { id: true } }))
        throw slugTaken('property type', slug);
      const row = await db
        .$transaction(async (tx) => {
          const last = await tx.propertyType.aggregate({ _max: { sortOrder: true } });
          const created = await tx.propertyType.create({
            data: {
              nameEn: input.nameEn.trim(),
              nameAr: input.nameAr.trim(),
              slug,
              category: input.category ?? 'residential',
              enabled: input.enabled ?? true,
              sortOrder: input.sortOrder ?? (last._max.sortOrder ?? 0) + 1,
            },
          });
          await typeEvent(tx as Tx, created);
          return created;
        }, TX_OPTIONS)
        .catch((error: unknown) => uniqueViolation(error, () => slugTaken('property type', slug)));
      published();
      return reply.code(201).send(toAdmin(row));
    },
  );

  app.put(
    '/api/admin/property-types/:id',
    { schema: { params: IdParams, body: PropertyTypeInput, response: { 200: AdminPropertyType } } },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const before = await db.propertyType.findUnique({ where: { id } });
      if (!before) throw new NotFoundError('Property type not found.');
      const slug = slugOf(input.slug, input.nameEn);
      const clash = await db.propertyType.findFirst({
        where: { slug, id: { not: id } },
        select: { id: true },
      });
      if (clash) throw slugTaken('property type', slug);
      const row = await db
        .$transaction(async (tx) => {
          const updated = await tx.propertyType.update({
            where: { id },
            data: {
              nameEn: input.nameEn.trim(),
              nameAr: input.nameAr.trim(),
              slug,
              category: input.category ?? before.category,
              enabled: input.enabled ?? before.enabled,
              sortOrder: input.sortOrder ?? before.sortOrder,
              version: { increment: 1 },
            },
          });
          await typeEvent(tx as Tx, updated);
          // Its listings show its names and slug, and whether the public sees them.
          const changed =
            updated.nameEn !== before.nameEn ||
            updated.nameAr !== before.nameAr ||
            updated.slug !== before.slug ||
            updated.enabled !== before.enabled;
          if (changed) await republishListings(tx as Tx, { propertyTypeId: id });
          return updated;
        }, TX_OPTIONS)
        .catch((error: unknown) => uniqueViolation(error, () => slugTaken('property type', slug)));
      published();
      return toAdmin(row);
    },
  );

  app.delete('/api/admin/property-types/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params;
    const row = await db.propertyType.findUnique({
      where: { id },
      include: { _count: { select: { properties: true } } },
    });
    if (!row) throw new NotFoundError('Property type not found.');
    if (row._count.properties > 0) {
      throw new ConflictError(
        `${row.nameEn} is the type of ${row._count.properties} listing(s). Change or delete them before deleting the type.`,
      );
    }
    await db
      .$transaction(async (tx) => {
        await tx.propertyType.delete({ where: { id } });
        await writeEvent(
          tx as Tx,
          CATALOG_EVENTS.propertyTypeDeleted,
          eventKey.propertyType(id),
          row.version + 1,
          {
            id,
          },
        );
      }, TX_OPTIONS)
      .catch((error: unknown) => {
        if ((error as { code?: string })?.code === 'P2003')
          throw new ConflictError(`${row.nameEn} is still used by listings.`);
        throw error;
      });
    published();
    return reply.code(204).send();
  });
};
