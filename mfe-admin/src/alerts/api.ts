import { call } from '../api/admin-api.ts';

/** Outgoing messages per page of the mail list. */
export const MAIL_PAGE = 20;

/** The saved-search alerts (issue 21), answered by the notifications service. */
export const alertsApi = {
  list: async () => (await call('GET /api/admin/alerts')).data,
  remove: async (id: string) => (await call('DELETE /api/admin/alerts/:id', { params: { id } })).data,
  /** Newest first; `before`: the id of the last message of the previous page. */
  mail: async (before?: string, limit = MAIL_PAGE) => {
    const query = new URLSearchParams({ limit: String(limit) });
    if (before) query.set('before', before);
    return (await call('GET /api/admin/mail', { query })).data;
  },
};

export const alertKeys = {
  alerts: ['admin', 'alerts'] as const,
  mail: ['admin', 'mail'] as const,
};
