import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminEmirate,
  AdminEmirateList,
  type AreaUpsertedData,
  CATALOG_EVENTS,
  EmirateInput,
  IdParams,
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

interface EmirateRecord {
  id: number;
  nameEn: string;
  nameAr: string;
  slug: string;
  enabled: boolean;
  sortOrder: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const toAdmin = (row: EmirateRecord): AdminEmirate => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** `GET, POST /api/admin/emirates`, `PUT, DELETE /api/admin/emirates/{id}` (admin token). */
export const adminEmirateRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  const { db, published } = deps;
  // Before validation, so a caller without a token learns that first.
  app.addHook('onRequest', app.requireAdmin);

  app.get('/api/admin/emirates', { schema: { response: { 200: AdminEmirateList } } }, async () => {
    const rows = await db.emirate.findMany({ orderBy: [{ sortOrder: 'asc' }, { nameEn: 'asc' }] });
    return rows.map(toAdmin);
  });

  app.post(
    '/api/admin/emirates',
    { schema: { body: EmirateInput, response: { 201: AdminEmirate } } },
    async (request, reply) => {
      const input = request.body;
      const slug = slugOf(input.slug, input.nameEn);
      if (await db.emirate.findUnique({ where: { slug }, select: { id: true } }))
        throw slugTaken('emirate', slug);
      const row = await db
        .$transaction(async (tx) => {
          const last = await tx.emirate.aggregate({ _max: { sortOrder: true } });
          const created = await tx.emirate.create({
            data: {
              nameEn: input.nameEn.trim(),
              nameAr: input.nameAr.trim(),
              slug,
              enabled: input.enabled ?? true,
              sortOrder: input.sortOrder ?? (last._max.sortOrder ?? 0) + 1,
            },
          });
          await emirateEvent(tx as Tx, created);
          return created;
        }, TX_OPTIONS)
        .catch((error: unknown) => uniqueViolation(error, () => slugTaken('emirate', slug)));
      published();
      return reply.code(201).send(toAdmin(row));
    },
  );

  app.put(
    '/api/admin/emirates/:id',
    { schema: { params: IdParams, body: EmirateInput, response: { 200: AdminEmirate } } },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const before = await db.emirate.findUnique({ where: { id } });
      if (!before) throw new NotFoundError('Emirate not found.');
      const slug = slugOf(input.slug, input.nameEn);
      const clash = await db.emirate.findFirst({ where: { slug, id: { not: id } }, select: { id: true } });
      if (clash) throw slugTaken('emirate', slug);
      const row = await db
        .$transaction(async (tx) => {
          const updated = await tx.emirate.update({
            where: { id },
            data: {
              nameEn: input.nameEn.trim(),
              nameAr: input.nameAr.trim(),
              slug,
              enabled: input.enabled ?? before.enabled,
              sortOrder: input.sortOrder ?? before.sortOrder,
              version: { increment: 1 },
            },
          });
          await emirateEvent(tx as Tx, updated);
          const renamed = updated.nameEn !== before.nameEn || updated.nameAr !== before.nameAr;
          const switched = updated.enabled !== before.enabled;
          if (renamed || switched) {
            // Areas carry their emirate's names and state in their events.
            const areas = await tx.area.findMany({ where: { emirateId: id }, select: { id: true } });
            for (const area of areas) {
              const bumped = await tx.area.update({
                where: { id: area.id },
                data: { version: { increment: 1 } },
                include: { emirate: true },
              });
              await areaEvent(tx as Tx, bumped);
            }
          }
          // Its listings show its names and slug, and whether the public sees them.
          const reslugged = updated.slug !== before.slug;
          if (renamed || switched || reslugged)
            await republishListings(tx as Tx, { areaRef: { emirateId: id } });
          return updated;
        }, TX_OPTIONS)
        .catch((error: unknown) => uniqueViolation(error, () => slugTaken('emirate', slug)));
      published();
      return toAdmin(row);
    },
  );

  app.delete('/api/admin/emirates/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params;
    const row = await db.emirate.findUnique({
      where: { id },
      include: { _count: { select: { areas: true } } },
    });
    if (!row) throw new NotFoundError('Emirate not found.');
    if (row._count.areas > 0) {
      throw new ConflictError(
        `${row.nameEn} still has ${row._count.areas} area(s). Delete or move its areas before deleting the emirate.`,
      );
    }
    await db
      .$transaction(async (tx) => {
        await tx.emirate.delete({ where: { id } });
        await writeEvent(tx as Tx, CATALOG_EVENTS.emirateDeleted, eventKey.emirate(id), row.version + 1, {
          id,
        });
      }, TX_OPTIONS)
      .catch((error: unknown) => {
        // An area added meanwhile: the foreign key refuses the delete.
        if ((error as { code?: string })?.code === 'P2003')
          throw new ConflictError(`${row.nameEn} still has areas. Delete or move them first.`);
        throw error;
      });
    published();
    return reply.code(204).send();
  });
};

function emirateEvent(tx: Tx, row: EmirateRecord) {
  return writeEvent(tx, CATALOG_EVENTS.emirateUpserted, eventKey.emirate(row.id), row.version, {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    slug: row.slug,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
  });
}

export interface AreaWithEmirate {
  id: number;
  nameEn: string;
  nameAr: string;
  slug: string;
  enabled: boolean;
  lat: number | null;
  lng: number | null;
  emirateId: number;
  version: number;
  emirate: { nameEn: string; nameAr: string; enabled: boolean };
}

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
