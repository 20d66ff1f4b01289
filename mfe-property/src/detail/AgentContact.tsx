import {
  type ContactMethod,
  fullAddressOnUse,
  mailtoHref,
  telHref,
  track,
  useSiteContent,
  whatsappHref,
  whatsappNumber,
} from '@manzil/api-client';
import type { Property } from '@manzil/contracts';
import { Trans, useTranslation } from '@manzil/i18n';
import { MailIcon, PhoneIcon, vars, WhatsAppIcon } from '@manzil/ui';
import { Panel } from '@manzil/ui/panel';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';

const Card = styled(Panel)`
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

const Buttons = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

const Action = styled.a<{ $tone: 'primary' | 'whatsapp' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: 48px;
  padding: 0 ${vars.space[4]};
  border: 1px solid ${(p) => (p.$tone === 'secondary' ? vars.color.borderStrong : 'transparent')};
  border-radius: ${vars.radius.md};
  font-weight: 700;
  text-decoration: none;
  background: ${(p) =>
    p.$tone === 'primary'
      ? vars.color.primary
      : p.$tone === 'whatsapp'
        ? vars.color.success
        : vars.color.surface};
  color: ${(p) => (p.$tone === 'secondary' ? vars.color.text : vars.color.onPrimary)};

  &:hover {
    filter: brightness(1.08);
  }
`;

/**
 * Call, Email and WhatsApp the agency about this listing; each contact is recorded (property_contact). `path`: the
 * listing's page, which the WhatsApp message and the email name with the site's full address.
 */
export function AgentContact({ property, title, path }: { property: Property; title: string; path: string }) {
  const { t } = useTranslation(NS);
  const { content } = useSiteContent();
  const reference = property.reference;
  const contact = (method: ContactMethod) => () =>
    track({ event: 'property_contact', propertyId: property.id, method });
  return (
    <Card $raised aria-labelledby="agent-contact-title">
      <h2 id="agent-contact-title">{t('agent.title')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="agent.text"
          values={{ reference }}
          components={{ ref: <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }} /> }}
        />
      </p>
      <Buttons>
        <Action $tone="primary" href={telHref(content.company.phone)} onClick={contact('call')}>
          <PhoneIcon size={18} />
          {t('agent.call')}
          <bdi dir="ltr">{content.company.phone}</bdi>
        </Action>
        <Action
          $tone="whatsapp"
          {...fullAddressOnUse(
            (url) =>
              whatsappHref(whatsappNumber(content), t('agent.whatsappText', { title, reference, url })),
            path,
          )}
          target="_blank"
          rel="noopener noreferrer"
          onClick={contact('whatsapp')}
        >
          <WhatsAppIcon size={18} />
          {t('agent.whatsapp')}
        </Action>
        <Action
          $tone="secondary"
          {...fullAddressOnUse(
            (url) =>
              mailtoHref(
                content.company.email,
                t('agent.emailSubject', { title, reference }),
                t('agent.emailBody', { title, reference, url }),
              ),
            path,
          )}
          onClick={contact('email')}
        >
          <MailIcon size={18} />
          {t('agent.email')}
        </Action>
      </Buttons>
    </Card>
  );
}
