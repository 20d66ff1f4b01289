import {
  ADMIN_ALERTS_PATH,
  ADMIN_MAIL_PATH,
  type AdminAlertsResponse,
  type AdminMailResponse,
} from '@manzil/contracts';
import { call } from '../api/admin-api.ts';

/** Outgoing messages per page of the mail list. */
export const MAIL_PAGE = 20;

/** The saved-search alerts (issue 21), answered by the notifications service. */
export const alertsApi = {
  list: async () => (await call<AdminAlertsResponse>(ADMIN_ALERTS_PATH)).data,
  remove: async (id: string) =>
    (await call<void>(`${ADMIN_ALERTS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' })).data,
  /** Newest first; `before`: the id of the last message of the previous page. */
  mail: async (before?: string, limit = MAIL_PAGE) => {
    const params = new URLSearchParams({ limit: String(limit) });
    if (before) params.set('before', before);
    return (await call<AdminMailResponse>(`${ADMIN_MAIL_PATH}?${params}`)).data;
  },
};

export const alertKeys = {
  alerts: ['admin', 'alerts'] as const,
  mail: ['admin', 'mail'] as const,
};
