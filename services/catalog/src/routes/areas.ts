import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AreaList, AreasQuery } from '@manzil/contracts';
import type { CatalogDb } from '../db.ts';

/**
 * `GET /api/properties/areas?emirateId=`: enabled areas of enabled emirates (a disabled emirate hides its
 * areas too), in emirate order then the area's own order.
 */
export const areaRoutes: FastifyPluginAsyncTypebox<{ db: CatalogDb }> = async (app, { db }) => {
  app.get(
    '/api/properties/areas',
    { schema: { querystring: AreasQuery, response: { 200: AreaList } } },
    async (request) => {
      const rows = await db.area.findMany({
        where: { enabled: true, emirate: { enabled: true }, emirateId: request.query.emirateId },
        select: { id: true, nameEn: true, nameAr: true, slug: true, emirateId: true, lat: true, lng: true },
        orderBy: [{ emirate: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { nameEn: 'asc' }],
      });
      return rows.map(({ lat, lng, ...area }) => ({
        ...area,
        center: lat === null || lng === null ? null : { lat, lng },
      }));
    },
  );
};
