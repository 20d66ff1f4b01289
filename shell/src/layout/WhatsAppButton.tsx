import { useTranslation } from '@manzil/i18n';
import { Fab, vars, WhatsAppIcon } from '@manzil/ui';
import styled from 'styled-components';
import { useTooltip } from '../lib/Tooltip.tsx';
import { useWhatsAppChatHref } from './whatsapp.ts';

// The start corner (bottom left in English, bottom right in Arabic: spec, its placement follows the page
// direction); the chat widget takes the other corner.
const WhatsAppFab = styled(Fab)`
  background: ${vars.color.success};
  color: ${vars.color.onPrimary};
`;

/** The floating WhatsApp button with the spec's default prefilled text. */
export function WhatsAppButton() {
  const { t } = useTranslation('shell');
  const href = useWhatsAppChatHref();
  const tooltip = useTooltip(t('whatsapp.label'), 'end');
  if (!href) return null;
  // In a landmark of its own, so nothing on the page sits outside one.
  return (
    <aside aria-label={t('whatsapp.region')}>
      <WhatsAppFab
        as="a"
        $corner="start"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('whatsapp.label')}
        data-testid="whatsapp-fab"
        {...tooltip.triggerProps}
      >
        <WhatsAppIcon size={28} />
        {tooltip.bubble}
      </WhatsAppFab>
    </aside>
  );
}
