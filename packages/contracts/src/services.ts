/**
 * The service map: which service answers which URL prefix, and on which port it listens when run alone.
 * The gateway mounts (embedded) or proxies (distributed) by this table; docker-compose and README follow it.
 * A longer prefix wins over a shorter one: `/api/properties/search` goes to search, the rest of
 * `/api/properties` to the catalog.
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
    ],
  },
  search: { port: 4102, prefixes: ['/api/properties/search', '/api/search'] },
  content: { port: 4103, prefixes: ['/api/content'] },
  contact: { port: 4104, prefixes: ['/api/contact'] },
  auth: { port: 4105, prefixes: ['/api/admin/auth'] },
  ai: { port: 4106, prefixes: ['/api/ai'] },
  media: { port: 4107, prefixes: ['/api/media', '/api/assets', '/media'] },
} as const;

export type BackendServiceName = keyof typeof SERVICES;

export const GATEWAY_DEFAULT_PORT = 3000;
