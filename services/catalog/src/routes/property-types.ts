import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PropertyTypeList } from '@manzil/contracts';
import type { CatalogDb } from '../db.ts';

/** `GET /api/properties/property-types`: enabled types in their display order. */
export const propertyTypeRoutes: FastifyPluginAsyncTypebox<{ db: CatalogDb }> = async (app, { db }) => {
  app.get('/api/properties/property-types', { schema: { response: { 200: PropertyTypeList } } }, () =>
    db.propertyType.findMany({
      where: { enabled: true },
      select: { id: true, nameEn: true, nameAr: true, slug: true, category: true },
      orderBy: [{ sortOrder: 'asc' }, { nameEn: 'asc' }],
    }),
  );
};
