import type { SiteContent } from '@manzil/api-client';
import { MailIcon, MapPinIcon, PhoneIcon, vars, WhatsAppIcon } from '@manzil/ui';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { telHref, whatsappHref } from '../layout/sections.ts';
import { Section } from './Section.tsx';

const Grid = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  gap: ${vars.space[3]};
  align-items: flex-start;
  padding: ${vars.space[5]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  svg {
    flex: none;
    color: ${vars.color.primary};
  }

  h3 {
    font-size: ${vars.fontSize.md};
    margin: 0 0 ${vars.space[1]};
  }

  a,
  span {
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  margin: ${vars.space[8]} auto 0;
  max-width: 60ch;
  text-align: center;
  color: ${vars.color.textMuted};
`;

function Item({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<{ size?: number }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <Icon size={24} />
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </Card>
  );
}

/** Contact details; the form arrives with the contact issue. */
export function ContactSection({ content }: { content: SiteContent }) {
  const { t } = useTranslation('shell');
  const { company, whatsapp, contact } = content;
  return (
    <Section id="contact" title={contact.title} subtitle={contact.subtitle}>
      <Grid>
        <Item icon={PhoneIcon} title={t('contact.call')}>
          <a href={telHref(company.phone)}>
            <bdi dir="ltr">{company.phone}</bdi>
          </a>
        </Item>
        <Item icon={MailIcon} title={t('contact.email')}>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </Item>
        {whatsapp.enabled && whatsapp.number ? (
          <Item icon={WhatsAppIcon} title={t('contact.whatsapp')}>
            <a
              href={whatsappHref(whatsapp.number, t('whatsapp.message'))}
              target="_blank"
              rel="noopener noreferrer"
            >
              <bdi dir="ltr">{whatsapp.number}</bdi>
            </a>
          </Item>
        ) : null}
        <Item icon={MapPinIcon} title={t('contact.visit')}>
          <span>{company.address}</span>
        </Item>
      </Grid>
      <Note>{t('contact.formSoon')}</Note>
    </Section>
  );
}
