import { type AdminEmirate, CATALOG_EVENTS, type EmirateInput } from '@manzil/contracts';
import { ConflictError, NotFoundError } from '@manzil/service-kit';
import { eventKey, writeEvent } from '../events/catalog-events.ts';
import { type AdminDeps, republishListings, slugOf, slugTaken, type Tx } from '../routes/admin-support.ts';
import { areaEvent } from './areas.ts';
import { commit } from './commit.ts';

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

/** Emirates as the admin changes them: each change, its events and the listings it shows in, in one commit. */
export function emirateService(deps: AdminDeps) {
  const { db } = deps;
  const taken = (slug: string) => () => slugTaken('emirate', slug);
  return {
    async list(): Promise<AdminEmirate[]> {
      const rows = await db.emirate.findMany({ orderBy: [{ sortOrder: 'asc' }, { nameEn: 'asc' }] });
      return rows.map(toAdmin);
    },

    async create(input: EmirateInput): Promise<AdminEmirate> {
      const slug = slugOf(input.slug, input.nameEn);
      if (await db.emirate.findUnique({ where: { slug }, select: { id: true } })) throw taken(slug)();
      const row = await commit(
        deps,
        async (tx) => {
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
          await emirateEvent(tx, created);
          return created;
        },
        { unique: taken(slug) },
      );
      return toAdmin(row);
    },

    async update(id: number, input: EmirateInput): Promise<AdminEmirate> {
      const before = await db.emirate.findUnique({ where: { id } });
      if (!before) throw new NotFoundError('Emirate not found.');
      const slug = slugOf(input.slug, input.nameEn);
      const clash = await db.emirate.findFirst({ where: { slug, id: { not: id } }, select: { id: true } });
      if (clash) throw taken(slug)();
      const row = await commit(
        deps,
        async (tx) => {
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
          await emirateEvent(tx, updated);
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
              await areaEvent(tx, bumped);
            }
          }
          // Its listings show its names and slug, and whether the public sees them.
          const reslugged = updated.slug !== before.slug;
          if (renamed || switched || reslugged) await republishListings(tx, { areaRef: { emirateId: id } });
          return updated;
        },
        { unique: taken(slug) },
      );
      return toAdmin(row);
    },

    async remove(id: number): Promise<void> {
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
      await commit(
        deps,
        async (tx) => {
          await tx.emirate.delete({ where: { id } });
          await writeEvent(tx, CATALOG_EVENTS.emirateDeleted, eventKey.emirate(id), row.version + 1, { id });
        },
        // An area added meanwhile: the foreign key refuses the delete.
        { inUse: () => new ConflictError(`${row.nameEn} still has areas. Delete or move them first.`) },
      );
    },
  };
}
