import type { SiteContent } from '@manzil/api-client';
import { useTranslation } from '@manzil/i18n';
import { Button, bareList, MailIcon, MapPinIcon, PhoneIcon, vars, WhatsAppIcon } from '@manzil/ui';
import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { telHref } from '../layout/sections.ts';
import { useWhatsAppChatHref } from '../layout/whatsapp.ts';
import { ClockIcon } from '../lib/icons.tsx';
import { ContactForm } from './ContactForm.tsx';
import { HOME_NS } from './i18n/index.ts';
import { Section } from './Section.tsx';

const Layout = styled.div`
  display: grid;
  gap: ${vars.space[6]};

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 0.85fr) minmax(0, 1.15fr);
    gap: ${vars.space[8]};
    align-items: start;
  }
`;

const InfoCard = styled.div`
  display: grid;
  gap: ${vars.space[5]};
  padding: ${vars.space[6]};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.chrome};
  color: ${vars.color.onChrome};
  box-shadow: ${vars.shadow.md};

  @media (min-width: 768px) {
    padding: ${vars.space[8]};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  ${bareList}
`;

const Item = styled.li`
  display: flex;
  gap: ${vars.space[3]};
  align-items: flex-start;

  > span:first-child {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: ${vars.radius.md};
    background: ${vars.color.chromeAlt};
    color: ${vars.color.chromeAccent};
  }

  h3 {
    margin: 0 0 2px;
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.sm};
    font-weight: 600;
    color: ${vars.color.onChromeMuted};
  }

  a {
    color: ${vars.color.onChrome};
  }

  a,
  p {
    margin: 0;
    overflow-wrap: anywhere;
    font-weight: 600;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[5]};
  border-top: 1px solid ${vars.color.chromeAlt};

  > * {
    flex: 1 1 auto;
  }
`;

const WhatsAppButton = styled(Button)`
  background: ${vars.color.success};
  color: ${vars.color.onPrimary};

  &:hover:not(:disabled) {
    background: ${vars.color.success};
    filter: brightness(1.08);
  }
`;

const FormCard = styled.div`
  padding: ${vars.space[6]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};

  @media (min-width: 768px) {
    padding: ${vars.space[8]};
  }

  h3 {
    margin: 0 0 ${vars.space[5]};
    font-size: ${vars.fontSize.xl};
  }
`;

function Detail({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<{ size?: number }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <Item>
      <span aria-hidden="true">
        <Icon size={20} />
      </span>
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </Item>
  );
}

/** Spec 2: the contact section: how to reach the agency, WhatsApp and call buttons, and the form. */
export function ContactSection({ content }: { content: SiteContent }) {
  const { t } = useTranslation(HOME_NS);
  const { company, callButton, contact } = content;
  const whatsapp = useWhatsAppChatHref();
  const callNumber = callButton.enabled && callButton.number ? callButton.number : company.phone;
  return (
    <Section
      id="contact"
      // Laid out with the page, not when near: the form's fields would make the browser lay out the whole section
      // when the page finishes loading (renderWhenNear).
      height={null}
      eyebrow={t('contact.eyebrow')}
      title={contact.title}
      subtitle={contact.subtitle}
    >
      <Layout>
        <InfoCard>
          <List>
            <Detail icon={PhoneIcon} title={t('contact.call')}>
              <a href={telHref(company.phone)}>
                <bdi dir="ltr">{company.phone}</bdi>
              </a>
            </Detail>
            <Detail icon={MailIcon} title={t('contact.email')}>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </Detail>
            <Detail icon={MapPinIcon} title={t('contact.visit')}>
              <p>{company.address}</p>
            </Detail>
            <Detail icon={ClockIcon} title={t('contact.hoursTitle')}>
              <p>{t('contact.hours')}</p>
            </Detail>
          </List>
          <Buttons>
            {whatsapp ? (
              <WhatsAppButton as="a" href={whatsapp} target="_blank" rel="noopener noreferrer" $size="lg">
                <WhatsAppIcon size={20} />
                {t('contact.chatOnWhatsApp')}
              </WhatsAppButton>
            ) : null}
            <Button as="a" href={telHref(callNumber)} $variant="accent" $size="lg">
              <PhoneIcon size={20} />
              {t('contact.callNow')}
            </Button>
          </Buttons>
        </InfoCard>
        <FormCard>
          <h3>{contact.form.title}</h3>
          <ContactForm />
        </FormCard>
      </Layout>
    </Section>
  );
}
