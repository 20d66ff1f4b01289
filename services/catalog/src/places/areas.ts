import { type AdminArea, type AreaInput, type AreaUpsertedData, CATALOG_EVENTS } from '@manzil/contracts';
import { ConflictError, NotFoundError } from '@manzil/service-kit';
import { eventKey, writeEvent } from '../events/catalog-events.ts';
import {
  type AdminDeps,
  fieldError,
  republishListings,
  slugOf,
  slugTaken,
  type Tx,
} from '../routes/admin-support.ts';
import { commit } from './commit.ts';

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

/** Areas as the admin changes them: each change, its event and the listings it shows in, in one commit. */
export function areaService(deps: AdminDeps) {
  const { db } = deps;
  const taken = (slug: string) => () => slugTaken('area', slug);

  /** Checks shared by create and update: the emirate exists and the slug is free. */
  async function check(input: AreaInput, id?: number) {
    const emirate = await db.emirate.findUnique({ where: { id: input.emirateId }, select: { id: true } });
    if (!emirate) throw fieldError('emirateId', `There is no emirate with id ${input.emirateId}.`);
    const slug = slugOf(input.slug, input.nameEn);
    const clash = await db.area.findFirst({
      where: { slug, ...(id === undefined ? {} : { id: { not: id } }) },
      select: { id: true },
    });
    if (clash) throw taken(slug)();
    return slug;
  }

  return {
    async list(): Promise<AdminArea[]> {
      const rows = await db.area.findMany({
        include: { emirate: true },
        orderBy: [{ emirate: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { nameEn: 'asc' }],
      });
      return rows.map(toAdmin);
    },

    async create(input: AreaInput): Promise<AdminArea> {
      const slug = await check(input);
      const row = await commit(
        deps,
        async (tx) => {
          const last = await tx.area.aggregate({
            where: { emirateId: input.emirateId },
            _max: { sortOrder: true },
          });
          const created = await tx.area.create({
            data: { ...fields(input, slug), sortOrder: (last._max.sortOrder ?? 0) + 1 },
            include: { emirate: true },
          });
          await areaEvent(tx, created);
          return created;
        },
        { unique: taken(slug) },
      );
      return toAdmin(row);
    },

    async update(id: number, input: AreaInput): Promise<AdminArea> {
      const before = await db.area.findUnique({ where: { id } });
      if (!before) throw new NotFoundError('Area not found.');
      const slug = await check(input, id);
      const row = await commit(
        deps,
        async (tx) => {
          const updated = await tx.area.update({
            where: { id },
            data: { ...fields(input, slug), version: { increment: 1 } },
            include: { emirate: true },
          });
          await areaEvent(tx, updated);
          // Its listings show its names and slug, its emirate's names and slug, and whether the public sees them.
          const changed =
            updated.nameEn !== before.nameEn ||
            updated.nameAr !== before.nameAr ||
            updated.slug !== before.slug ||
            updated.emirateId !== before.emirateId ||
            updated.enabled !== before.enabled;
          if (changed) await republishListings(tx, { areaId: id });
          return updated;
        },
        { unique: taken(slug) },
      );
      return toAdmin(row);
    },

    async remove(id: number): Promise<void> {
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
      await commit(
        deps,
        async (tx) => {
          await tx.area.delete({ where: { id } });
          await writeEvent(tx, CATALOG_EVENTS.areaDeleted, eventKey.area(id), row.version + 1, { id });
        },
        { inUse: () => new ConflictError(`${row.nameEn} still has listings. Move or delete them first.`) },
      );
    },
  };
}
