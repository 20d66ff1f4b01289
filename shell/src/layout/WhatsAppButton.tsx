import { useSiteContent } from '@manzil/api-client';
import { Fab, vars, WhatsAppIcon } from '@manzil/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { whatsappHref } from './sections.ts';

// The start corner (bottom left in English, bottom right in Arabic: spec, its placement follows the page
// direction); the chat widget takes the other corner.
const WhatsAppFab = styled(Fab)`
  background: ${vars.color.success};
  color: ${vars.color.surface};
`;

export function WhatsAppButton() {
  const { t } = useTranslation('shell');
  const { whatsapp } = useSiteContent().content;
  if (!whatsapp.enabled || !whatsapp.number) return null;
  return (
    <WhatsAppFab
      as="a"
      $corner="start"
      href={whatsappHref(whatsapp.number, t('whatsapp.message'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
      title={t('whatsapp.label')}
    >
      <WhatsAppIcon size={28} />
    </WhatsAppFab>
  );
}
