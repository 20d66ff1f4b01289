/**
 * The service map: which service answers which URL prefix, and on which port it listens when run alone.
 * The gateway mounts (embedded) or proxies (distributed) by this table; docker-compose and README follow it.
 * A longer prefix wins over a shorter one: `/api/properties/search` goes to search, the rest of
 * `/api/properties` to the catalog; `/api/admin/activity/<service>` goes to that service (its own audit entries),
 * `/api/admin/activity` itself to auth, which gathers them all (ADR 0009).
 */
export const SERVICES = {
  catalog: {
    port: 4101,
    prefixes: [
      '/api/properties',
      '/api/admin/emirates',
      '/api/admin/areas',
      '/api/admin/areas-with-emirates',
      '/api/admin/properties',
      '/api/admin/property-types',
      '/api/admin/activity/catalog',
    ],
  },
  search: { port: 4102, prefixes: ['/api/properties/search', '/api/search'] },
  content: { port: 4103, prefixes: ['/api/content', '/api/admin/activity/content'] },
  contact: { port: 4104, prefixes: ['/api/contact', '/api/admin/activity/contact'] },
  auth: { port: 4105, prefixes: ['/api/admin/auth', '/api/admin/activity'] },
  ai: { port: 4106, prefixes: ['/api/ai'] },
  media: { port: 4107, prefixes: ['/api/media', '/api/assets', '/media', '/api/admin/activity/media'] },
  notifications: {
    port: 4108,
    prefixes: ['/api/alerts', '/api/admin/alerts', '/api/admin/mail', '/api/admin/activity/notifications'],
  },
} as const;

export type BackendServiceName = keyof typeof SERVICES;

export const GATEWAY_DEFAULT_PORT = 3000;
