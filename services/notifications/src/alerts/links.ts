import { ALERT_CONFIRM_PATH, ALERT_UNSUBSCRIBE_PATH } from '@manzil/contracts';
import type { Links } from '../domain/messages.ts';

export const confirmUrl = (links: Links, token: string) =>
  `${links.publicUrl}${ALERT_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;

export const unsubscribeUrl = (links: Links, token: string) =>
  `${links.publicUrl}${ALERT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
