import { createAdminFetch } from '@manzil/api-client/admin';
import type {
  AreaInput,
  EmirateInput,
  Property,
  PropertyInput,
  PropertyTypeInput,
  SiteContentPatch,
} from '@manzil/contracts';
import { useSession } from '../auth/session.ts';

/**
 * Every admin call (api-client's admin fetch): the session's bearer token; a 401 ends the session (back to the
 * login with a message). Answers the body and the headers; the answer's type comes from the route.
 */
export const call = createAdminFetch({
  token: () => useSession.getState().token,
  onSessionEnded: () => useSession.getState().expire(),
});

export const emiratesApi = {
  list: async () => (await call('GET /api/admin/emirates')).data,
  create: async (input: EmirateInput) => (await call('POST /api/admin/emirates', { body: input })).data,
  update: async (id: number, input: EmirateInput) =>
    (await call('PUT /api/admin/emirates/:id', { params: { id }, body: input })).data,
  remove: async (id: number) => (await call('DELETE /api/admin/emirates/:id', { params: { id } })).data,
};

export const areasApi = {
  list: async () => (await call('GET /api/admin/areas-with-emirates')).data,
  create: async (input: AreaInput) => (await call('POST /api/admin/areas', { body: input })).data,
  update: async (id: number, input: AreaInput) =>
    (await call('PUT /api/admin/areas/:id', { params: { id }, body: input })).data,
  remove: async (id: number) => (await call('DELETE /api/admin/areas/:id', { params: { id } })).data,
};

export const propertyTypesApi = {
  list: async () => (await call('GET /api/admin/property-types')).data,
  create: async (input: PropertyTypeInput) =>
    (await call('POST /api/admin/property-types', { body: input })).data,
  update: async (id: number, input: PropertyTypeInput) =>
    (await call('PUT /api/admin/property-types/:id', { params: { id }, body: input })).data,
  remove: async (id: number) => (await call('DELETE /api/admin/property-types/:id', { params: { id } })).data,
};

export interface PropertyPage {
  properties: Property[];
  total: number;
}

export const propertiesApi = {
  async list({ q, page, limit }: { q?: string; page: number; limit: number }): Promise<PropertyPage> {
    const query = new URLSearchParams({ page: String(page), limit: String(limit) });
    if (q?.trim()) query.set('q', q.trim());
    const answer = await call('GET /api/admin/properties', { query });
    const total = Number(answer.headers.get('x-total-count') ?? answer.data.length);
    return { properties: answer.data, total: Number.isFinite(total) ? total : answer.data.length };
  },
  create: async (input: PropertyInput) => (await call('POST /api/admin/properties', { body: input })).data,
  update: async (id: number, input: PropertyInput) =>
    (await call('PUT /api/admin/properties/:id', { params: { id }, body: input })).data,
  remove: async (id: number) => (await call('DELETE /api/admin/properties/:id', { params: { id } })).data,
};

export const contentApi = {
  /** The document as stored (no defaults merged in): what the editor shows and saves back. */
  get: async () => (await call('GET /api/content/site', { cache: 'no-store' })).data,
  save: async (patch: SiteContentPatch) => (await call('PUT /api/content/site', { body: patch })).data,
  versions: async () => (await call('GET /api/content/site/versions')).data,
  version: async (version: number) =>
    (await call('GET /api/content/site/versions/:version', { params: { version } })).data,
  restore: async (version: number) =>
    (await call('POST /api/content/site/versions/:version/restore', { params: { version } })).data,
};

export const messagesApi = {
  list: async (page = 1, limit = 20) =>
    (
      await call('GET /api/contact', {
        query: new URLSearchParams({ page: String(page), limit: String(limit) }),
      })
    ).data,
};

export interface ActivityFilter {
  user?: string;
  kind?: string;
  before?: string;
}

/** `GET /api/admin/activity`: the audit log of every service, newest first (read-only). */
export const activityApi = {
  list: async (filter: ActivityFilter, limit = 50) => {
    const query = new URLSearchParams({ limit: String(limit) });
    for (const [name, value] of Object.entries(filter)) if (value) query.set(name, value);
    return (await call('GET /api/admin/activity', { query })).data;
  },
};

/** Query keys of the admin lists (refreshed after each change). */
export const adminKeys = {
  emirates: ['admin', 'emirates'] as const,
  areas: ['admin', 'areas'] as const,
  propertyTypes: ['admin', 'property-types'] as const,
  properties: (q: string, page: number) => ['admin', 'properties', q, page] as const,
  allProperties: ['admin', 'properties'] as const,
  content: ['admin', 'content'] as const,
  versions: ['admin', 'content-versions'] as const,
  messages: (page: number) => ['admin', 'messages', page] as const,
  activity: (user: string, kind: string) => ['admin', 'activity', user, kind] as const,
};
