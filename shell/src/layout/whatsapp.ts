import { useSiteContent, whatsappHref } from '@manzil/api-client';
import { useTranslation } from '@manzil/i18n';

/**
 * The agency's WhatsApp chat with the spec's prefilled text in the page's language ('Hello! I'm interested in
 * your real estate services.'), for the floating button and the contact section; null when the admin turned
 * WhatsApp off or left its number empty.
 */
export function useWhatsAppChatHref(): string | null {
  const { t } = useTranslation('shell');
  const { whatsapp } = useSiteContent().content;
  if (!whatsapp.enabled || !whatsapp.number) return null;
  return whatsappHref(whatsapp.number, t('whatsapp.message'));
}
