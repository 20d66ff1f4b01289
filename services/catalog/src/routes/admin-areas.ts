import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminArea, AdminAreaList, AreaInput, CATALOG_EVENTS, IdParams } from '@manzil/contracts';
import { ConflictError, NotFoundError } from '@manzil/service-kit';
import { eventKey, writeEvent } from '../events/catalog-events.ts';
import { areaEvent } from './admin-emirates.ts';
import {
  type AdminDeps,
  fieldError,
  republishListings,
  slugOf,
  slugTaken,
  TX_OPTIONS,
  type Tx,
  uniqueViolation,
} from './admin-support.ts';

interface AreaRecord {
  id: number;
  nameEn: string;
  nameAr: string;
  slug: string;
  emirateId: number;
  enabled: boolean;
  lat: number | null;
  lng: number | null;
  radiusM: number | null;
  version: number;
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

/** `GET /api/admin/areas-with-emirates`, `POST /api/admin/areas`, `PUT, DELETE /api/admin/areas/{id}`. */
export const adminAreaRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  const { db, published } = deps;
  app.addHook('onRequest', app.requireAdmin);

  app.get('/api/admin/areas-with-emirates', { schema: { response: { 200: AdminAreaList } } }, async () => {
    const rows = await db.area.findMany({
      include: { emirate: true },
      orderBy: [{ emirate: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { nameEn: 'asc' }],
    });
    return rows.map(toAdmin);
  });

  /** Checks shared by create and update: the emirate exists and the slug is free. */
  async function check(input: AreaInput, id?: number) {
    const emirate = await db.emirate.findUnique({ where: { id: input.emirateId }, select: { id: true } });
    if (!emirate) throw fieldError('emirateId', `There is no emirate with id ${input.emirateId}.`);
    const slug = slugOf(input.slug, input.nameEn);
    const clash = await db.area.findFirst({
      where: { slug, ...(id === undefined ? {} : { id: { not: id } }) },
      select: { id: true },
    });
    if (clash) throw slugTaken('area', slug);
    return slug;
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

  app.post(
    '/api/admin/areas',
    { schema: { body: AreaInput, response: { 201: AdminArea } } },
    async (request, reply) => {
      const slug = await check(request.body);
      const row = await db
        .$transaction(async (tx) => {
          const last = await tx.area.aggregate({
            where: { emirateId: request.body.emirateId },
            _max: { sortOrder: true },
          });
          const created = await tx.area.create({
            data: { ...fields(request.body, slug), sortOrder: (last._max.sortOrder ?? 0) + 1 },
            include: { emirate: true },
          });
          await areaEvent(tx as Tx, created);
          return created;
        }, TX_OPTIONS)
        .catch((error: unknown) => uniqueViolation(error, () => slugTaken('area', slug)));
      published();
      return reply.code(201).send(toAdmin(row));
    },
  );

  app.put(
    '/api/admin/areas/:id',
    { schema: { params: IdParams, body: AreaInput, response: { 200: AdminArea } } },
    async (request) => {
      const { id } = request.params;
      const before = await db.area.findUnique({ where: { id } });
      if (!before) throw new NotFoundError('Area not found.');
      const slug = await check(request.body, id);
      const row = await db
        .$transaction(async (tx) => {
          const updated = await tx.area.update({
            where: { id },
            data: { ...fields(request.body, slug), version: { increment: 1 } },
            include: { emirate: true },
          });
          await areaEvent(tx as Tx, updated);
          // Its listings show its names and slug, its emirate's names and slug, and whether the public sees them.
          const changed =
            updated.nameEn !== before.nameEn ||
            updated.nameAr !== before.nameAr ||
            updated.slug !== before.slug ||
            updated.emirateId !== before.emirateId ||
            updated.enabled !== before.enabled;
          if (changed) await republishListings(tx as Tx, { areaId: id });
          return updated;
        }, TX_OPTIONS)
        .catch((error: unknown) => uniqueViolation(error, () => slugTaken('area', slug)));
      published();
      return toAdmin(row);
    },
  );

  app.delete('/api/admin/areas/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params;
    const row = await db.area.findUnique({
      where: { id },
      include: { _count: { select: { properties: true } } },
    });
    if (!row) throw new NotFoundError('Area not found.');
    if (row._count.properties > 0) {
      throw new ConflictError(
        `${row.nameEn} still has ${row._count.properties} listing(s). Move or delete them before deleting the area.`,
      );
    }
    await db
      .$transaction(async (tx) => {
        await tx.area.delete({ where: { id } });
        await writeEvent(tx as Tx, CATALOG_EVENTS.areaDeleted, eventKey.area(id), row.version + 1, { id });
      }, TX_OPTIONS)
      .catch((error: unknown) => {
        if ((error as { code?: string })?.code === 'P2003')
          throw new ConflictError(`${row.nameEn} still has listings. Move or delete them first.`);
        throw error;
      });
    published();
    return reply.code(204).send();
  });
};
