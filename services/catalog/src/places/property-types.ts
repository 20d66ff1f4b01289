import { type AdminPropertyType, CATALOG_EVENTS, type PropertyTypeInput } from '@manzil/contracts';
import { ConflictError, NotFoundError } from '@manzil/service-kit';
import { eventKey, writeEvent } from '../events/catalog-events.ts';
import { type AdminDeps, republishListings, slugOf, slugTaken, type Tx } from '../routes/admin-support.ts';
import { commit } from './commit.ts';

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

/** Property types as the admin changes them: each change, its event and its listings, in one commit. */
export function propertyTypeService(deps: AdminDeps) {
  const { db } = deps;
  const taken = (slug: string) => () => slugTaken('property type', slug);
  return {
    async list(): Promise<AdminPropertyType[]> {
      const rows = await db.propertyType.findMany({ orderBy: [{ sortOrder: 'asc' }, { nameEn: 'asc' }] });
      return rows.map(toAdmin);
    },

    async create(input: PropertyTypeInput): Promise<AdminPropertyType> {
      const slug = slugOf(input.slug, input.nameEn);
      if (await db.propertyType.findUnique({ where: { slug }, select: { id: true } })) throw taken(slug)();
      const row = await commit(
        deps,
        async (tx) => {
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
          await typeEvent(tx, created);
          return created;
        },
        { unique: taken(slug) },
      );
      return toAdmin(row);
    },

    async update(id: number, input: PropertyTypeInput): Promise<AdminPropertyType> {
      const before = await db.propertyType.findUnique({ where: { id } });
      if (!before) throw new NotFoundError('Property type not found.');
      const slug = slugOf(input.slug, input.nameEn);
      const clash = await db.propertyType.findFirst({
        where: { slug, id: { not: id } },
        select: { id: true },
      });
      if (clash) throw taken(slug)();
      const row = await commit(
        deps,
        async (tx) => {
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
          await typeEvent(tx, updated);
          // Its listings show its names and slug, and whether the public sees them.
          const changed =
            updated.nameEn !== before.nameEn ||
            updated.nameAr !== before.nameAr ||
            updated.slug !== before.slug ||
            updated.enabled !== before.enabled;
          if (changed) await republishListings(tx, { propertyTypeId: id });
          return updated;
        },
        { unique: taken(slug) },
      );
      return toAdmin(row);
    },

    async remove(id: number): Promise<void> {
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
      await commit(
        deps,
        async (tx) => {
          await tx.propertyType.delete({ where: { id } });
          await writeEvent(
            tx,
            CATALOG_EVENTS.propertyTypeDeleted,
            eventKey.propertyType(id),
            row.version + 1,
            {
              id,
            },
          );
        },
        { inUse: () => new ConflictError(`${row.nameEn} is still used by listings.`) },
      );
    },
  };
}
