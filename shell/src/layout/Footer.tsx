import { localizeSiteContent, type SocialPlatform, useSiteContent } from '@manzil/api-client';
import { localePath, useLang, useTranslation } from '@manzil/i18n';
import {
  Container,
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  LogoMark,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  renderWhenNear,
  SnapchatIcon,
  TikTokIcon,
  vars,
} from '@manzil/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AppleIcon, GooglePlayIcon } from '../lib/icons.tsx';
import { Tooltip } from '../lib/Tooltip.tsx';
import { useCompanyNames } from './company.ts';
import { FOOTER_SECTIONS, telHref } from './sections.ts';

const SOCIAL_ICONS: Record<SocialPlatform, ComponentType<{ size?: number }>> = {
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  facebook: FacebookIcon,
  tiktok: TikTokIcon,
  snapchat: SnapchatIcon,
};

const Wrapper = styled.footer`
  /* Below the first screen on every page: laid out and painted as it comes near, its usual height reserved. */
  ${renderWhenNear('779px', '332px')}
  scroll-margin-top: ${vars.navHeight};
  background: ${vars.color.chrome};
  color: ${vars.color.onChrome};
  /* Room at the bottom so the floating WhatsApp and assistant buttons never cover the last line. */
  padding: ${vars.space[12]} 0 96px;

  a {
    color: ${vars.color.onChrome};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${vars.space[8]};
  grid-template-columns: 1fr;

  @media (min-width: 768px) {
    grid-template-columns: 2fr 1fr 1.5fr;
  }
`;

const About = styled.div`
  p {
    margin-top: ${vars.space[4]};
    color: ${vars.color.onChromeMuted};
    max-width: 42ch;
  }
`;

const BrandRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.xl};
  font-weight: 700;
  line-height: 1.2;

  small {
    display: block;
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.xs};
    font-weight: 400;
    letter-spacing: 0.04em;
    color: ${vars.color.onChromeMuted};
  }
`;

const Heading = styled.h2`
  font-size: ${vars.fontSize.md};
  color: ${vars.color.chromeAccent};
  letter-spacing: 0.04em;
  margin-bottom: ${vars.space[4]};
`;

const List = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
    color: ${vars.color.chromeAccent};
  }
`;

const ContactItem = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};

  svg {
    flex: none;
    margin-top: 3px;
    color: ${vars.color.chromeAccent};
  }
`;

const Social = styled.ul`
  display: flex;
  gap: ${vars.space[2]};
  margin: ${vars.space[4]} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 1px solid ${vars.color.chromeAlt};
    border-radius: ${vars.radius.pill};
  }

  a:hover {
    border-color: ${vars.color.chromeAccent};
    color: ${vars.color.chromeAccent};
  }
`;

const Stores = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin: ${vars.space[5]} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: 44px;
    padding: 0 ${vars.space[4]};
    border: 1px solid ${vars.color.onChromeMuted};
    border-radius: ${vars.radius.md};
    font-size: ${vars.fontSize.sm};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    border-color: ${vars.color.chromeAccent};
    color: ${vars.color.chromeAccent};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[10]};
  padding-top: ${vars.space[6]};
  border-top: 1px solid ${vars.color.chromeAlt};
  color: ${vars.color.onChromeMuted};
  font-size: ${vars.fontSize.sm};
`;

function AppStoreLinks({
  appStores,
}: {
  appStores: ReturnType<typeof useSiteContent>['content']['appStores'];
}) {
  const { t } = useTranslation('shell');
  const links = [
    { key: 'appStore', store: appStores.appStore, Icon: AppleIcon, label: t('footer.appStore') },
    { key: 'googlePlay', store: appStores.googlePlay, Icon: GooglePlayIcon, label: t('footer.googlePlay') },
  ].filter(({ store }) => store.enabled && store.url);
  if (links.length === 0) return null;
  return (
    <div>
      <Heading as="h3">{t('footer.getTheApp')}</Heading>
      <Stores>
        {links.map(({ key, store, Icon, label }) => (
          <li key={key}>
            <a href={store.url} target="_blank" rel="noopener noreferrer">
              <Icon size={20} />
              {label}
            </a>
          </li>
        ))}
      </Stores>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const lang = useLang();
  const content = localizeSiteContent(useSiteContent().content, lang);
  const { company } = content;
  const names = useCompanyNames();
  const home = localePath('/', lang);
  return (
    <Wrapper id="footer" aria-label={t('footer.label')}>
      <Container $width="wide">
        <Grid>
          <About>
            <BrandRow>
              <LogoMark size={36} />
              <span>
                {names.name}
                <small>{names.location}</small>
              </span>
            </BrandRow>
            <p>{company.description}</p>
            <Social>
              {company.socialMedia
                .filter((link) => link.enabled && link.url)
                .map((link) => {
                  const Icon = SOCIAL_ICONS[link.icon] ?? InstagramIcon;
                  return (
                    <li key={link.platform}>
                      <Tooltip label={link.platform}>
                        <a
                          href={link.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={link.platform}
                        >
                          <Icon size={20} />
                        </a>
                      </Tooltip>
                    </li>
                  );
                })}
            </Social>
            <AppStoreLinks appStores={content.appStores} />
          </About>
          <nav aria-labelledby="footer-quick-links">
            <Heading id="footer-quick-links">{t('footer.quickLinks')}</Heading>
            <List>
              {FOOTER_SECTIONS.map((section) => (
                <li key={section}>
                  <Link to={`${home}#${section}`}>{t(`nav.${section}`)}</Link>
                </li>
              ))}
              <li>
                <Link to={localePath('/properties', lang)}>{t('nav.properties')}</Link>
              </li>
            </List>
          </nav>
          <div>
            <Heading>{t('footer.contactUs')}</Heading>
            <List>
              <ContactItem>
                <PhoneIcon size={18} />
                <a href={telHref(company.phone)}>
                  <bdi dir="ltr">{company.phone}</bdi>
                </a>
              </ContactItem>
              <ContactItem>
                <MailIcon size={18} />
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </ContactItem>
              <ContactItem>
                <MapPinIcon size={18} />
                <span>{company.address}</span>
              </ContactItem>
            </List>
          </div>
        </Grid>
        <Bottom>
          <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
          <span>{company.license}</span>
        </Bottom>
      </Container>
    </Wrapper>
  );
}
