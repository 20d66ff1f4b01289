import aiService from '@manzil/ai-service';
import authService from '@manzil/auth-service';
import catalogService from '@manzil/catalog-service';
import contactService from '@manzil/contact-service';
import contentService from '@manzil/content-service';
import mediaService from '@manzil/media-service';
import notificationsService from '@manzil/notifications-service';
import searchService from '@manzil/search-service';
import type { ServiceContext } from '@manzil/service-kit';
import type { FastifyInstance } from 'fastify';

/**
 * Embedded mode: every service plugin in this one process, sharing one context (one in-process bus, index and
 * storage). Order matters only for start-up: auth first (it creates the signing key others verify with), search
 * after catalog (it reindexes from the catalog when its index is empty).
 */
export async function registerEmbeddedServices(app: FastifyInstance, ctx: ServiceContext): Promise<void> {
  await app.register(authService, { ctx });
  await app.register(catalogService, { ctx });
  await app.register(searchService, { ctx });
  await app.register(contentService, { ctx });
  await app.register(contactService, { ctx });
  await app.register(mediaService, { ctx });
  await app.register(aiService, { ctx });
  await app.register(notificationsService, { ctx });
}
