import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmirateList } from '@manzil/contracts';
import type { CatalogDb } from '../db.ts';

/** `GET /api/properties/emirates`: enabled emirates, Abu Dhabi first (the agency's home), then by sort order. */
export const emirateRoutes: FastifyPluginAsyncTypebox<{ db: CatalogDb }> = async (app, { db }) => {
  app.get('/api/properties/emirates', { schema: { response: { 200: EmirateList } } }, () =>
    db.emirate.findMany({
      where: { enabled: true },
      select: { id: true, nameEn: true, nameAr: true, slug: true },
      orderBy: [{ sortOrder: 'asc' }, { nameEn: 'asc' }],
    }),
  );
};
