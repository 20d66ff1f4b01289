import {
  ACTIVITY_PATH,
  type ActivityResponse,
  type AdminArea,
  type AdminEmirate,
  type AdminPropertyType,
  type AreaInput,
  CONTACT_PATH,
  type ContactEnquiryPage,
  type EmirateInput,
  type Property,
  type PropertyInput,
  SITE_CONTENT_PATH,
  SITE_CONTENT_VERSIONS_PATH,
  type SiteContent,
  type SiteContentPatch,
  type SiteContentVersion,
  type SiteContentVersionList,
} from '@manzil/contracts';
import { useSession } from '../auth/session.ts';
import { type AdminFetchInit, adminFetch, SessionEndedError } from '../lib/admin-fetch.ts';

/** Every admin call: the session's bearer token; a 401 ends the session (back to the login with a message). */
export async function call<T>(path: string, init: Omit<AdminFetchInit, 'token'> = {}) {
  try {
    return await adminFetch<T>(path, { ...init, token: useSession.getState().token });
  } catch (error) {
    if (error instanceof SessionEndedError) useSession.getState().expire();
    throw error;
  }
}

const data = async <T>(path: string, init?: Omit<AdminFetchInit, 'token'>) =>
  (await call<T>(path, init)).data;

export const emiratesApi = {
  list: () => data<AdminEmirate[]>('/api/admin/emirates'),
  create: (input: EmirateInput) => data<AdminEmirate>('/api/admin/emirates', { method: 'POST', body: input }),
  update: (id: number, input: EmirateInput) =>
    data<AdminEmirate>(`/api/admin/emirates/${id}`, { method: 'PUT', body: input }),
  remove: (id: number) => data<void>(`/api/admin/emirates/${id}`, { method: 'DELETE' }),
};

export const areasApi = {
  list: () => data<AdminArea[]>('/api/admin/areas-with-emirates'),
  create: (input: AreaInput) => data<AdminArea>('/api/admin/areas', { method: 'POST', body: input }),
  update: (id: number, input: AreaInput) =>
    data<AdminArea>(`/api/admin/areas/${id}`, { method: 'PUT', body: input }),
  remove: (id: number) => data<void>(`/api/admin/areas/${id}`, { method: 'DELETE' }),
};

export const propertyTypesApi = {
  list: () => data<AdminPropertyType[]>('/api/admin/property-types'),
};

export interface PropertyPage {
  properties: Property[];
  total: number;
}

export const propertiesApi = {
  async list({ q, page, limit }: { q?: string; page: number; limit: number }): Promise<PropertyPage> {
    const params = new URLSearchParams({ page: String(page), limit: String(limit) });
    if (q?.trim()) params.set('q', q.trim());
    const answer = await call<Property[]>(`/api/admin/properties?${params}`);
    const total = Number(answer.headers.get('x-total-count') ?? answer.data.length);
    return { properties: answer.data, total: Number.isFinite(total) ? total : answer.data.length };
  },
  create: (input: PropertyInput) => data<Property>('/api/admin/properties', { method: 'POST', body: input }),
  update: (id: number, input: PropertyInput) =>
    data<Property>(`/api/admin/properties/${id}`, { method: 'PUT', body: input }),
  remove: (id: number) => data<void>(`/api/admin/properties/${id}`, { method: 'DELETE' }),
};

export const contentApi = {
  /** The document as stored (no defaults merged in): what the editor shows and saves back. */
  get: () => data<SiteContent>(SITE_CONTENT_PATH, { cache: 'no-store' }),
  save: (patch: SiteContentPatch) => data<SiteContent>(SITE_CONTENT_PATH, { method: 'PUT', body: patch }),
  versions: () => data<SiteContentVersionList>(SITE_CONTENT_VERSIONS_PATH),
  version: (version: number) => data<SiteContentVersion>(`${SITE_CONTENT_VERSIONS_PATH}/${version}`),
  restore: (version: number) =>
    data<SiteContent>(`${SITE_CONTENT_VERSIONS_PATH}/${version}/restore`, { method: 'POST' }),
};

export const messagesApi = {
  list: (page = 1, limit = 20) => data<ContactEnquiryPage>(`${CONTACT_PATH}?page=${page}&limit=${limit}`),
};

export interface ActivityFilter {
  user?: string;
  kind?: string;
  before?: string;
}

/** `GET /api/admin/activity`: the audit log of every service, newest first (read-only). */
export const activityApi = {
  list: (filter: ActivityFilter, limit = 50) => {
    const params = new URLSearchParams({ limit: String(limit) });
    for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
    return data<ActivityResponse>(`${ACTIVITY_PATH}?${params}`);
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
