import { type SiteContent, whatsappNumber } from '@manzil/api-client';
import { localePath, useLang, useTranslation } from '@manzil/i18n';
import {
  ArrowDownIcon,
  Button,
  Container,
  SearchIcon,
  Skeleton,
  VisuallyHidden,
  vars,
  WhatsAppIcon,
} from '@manzil/ui';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { SearchUnavailable } from '../federation/fallbacks.tsx';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { whatsappHref } from '../layout/sections.ts';
import { scrollToElement } from '../lib/motion.ts';
import { HeroVideo } from './HeroVideo.tsx';
import { HOME_NS } from './i18n/index.ts';
import { Stats } from './Stats.tsx';
import { useTypewriter } from './useTypewriter.ts';

const Wrapper = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  background: ${vars.gradient.hero};
  color: ${vars.color.onChrome};
  padding: ${vars.space[10]} 0 ${vars.space[12]};
  scroll-margin-top: ${vars.navHeight};

  @media (min-width: 1024px) {
    padding: ${vars.space[16]} 0 ${vars.space[20]};
    min-height: calc(100vh - ${vars.navHeight});
    min-height: calc(100svh - ${vars.navHeight});
    display: flex;
    align-items: center;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${vars.space[8]};
  align-items: center;

  @media (min-width: 1024px) {
    grid-template-columns: 1.15fr 1fr;
    gap: ${vars.space[12]};
  }
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0 0 ${vars.space[4]};
  color: ${vars.color.chromeAccent};
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;

  &::before {
    content: '';
    width: 32px;
    height: 2px;
    background: ${vars.color.chromeAccent};
  }
`;

const blink = keyframes`
  50% { opacity: 0; }
`;

/** The typed tagline: the real heading is the hidden h1, this is what eyes see. */
const Tagline = styled.p`
  position: relative;
  margin: 0 0 ${vars.space[5]};
  max-width: 17ch;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.display};
  font-weight: 700;
  line-height: 1.12;
  color: ${vars.color.onChrome};
  text-shadow: 0 2px 24px rgba(0, 0, 0, 0.35);

  /* The whole text, invisible, keeps the final size from the start so nothing below moves while it types. */
  > span:first-child {
    visibility: hidden;
  }

  > span:last-child {
    position: absolute;
    inset: 0;
  }

  /* Without scripts nothing types: the whole line shows as the server wrote it. */
  @media (scripting: none) {
    > span:first-child {
      visibility: visible;
    }

    > span:last-child {
      display: none;
    }
  }
`;

const Caret = styled.span`
  display: inline-block;
  width: 3px;
  height: 0.9em;
  margin-left: 4px;
  vertical-align: -0.05em;
  background: ${vars.color.chromeAccent};
  animation: ${blink} 1s steps(1) infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Subtitle = styled.p`
  font-size: ${vars.fontSize.lg};
  color: ${vars.color.onChrome};
  opacity: 0.9;
  max-width: 48ch;
  margin: 0 0 ${vars.space[6]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[8]};
`;

const SearchCard = styled.div`
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border-radius: ${vars.radius.xl};
  padding: ${vars.space[5]};
  box-shadow: ${vars.shadow.lg};

  @media (min-width: 768px) {
    padding: ${vars.space[6]};
  }

  h2 {
    font-size: ${vars.fontSize.xl};
    margin: 0 0 ${vars.space[4]};
  }
`;

const bounce = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(6px); }
`;

const ScrollLink = styled.a`
  position: absolute;
  left: 0;
  right: 0;
  bottom: ${vars.space[4]};
  margin: 0 auto;
  display: none;
  width: 44px;
  height: 44px;
  align-items: center;
  justify-content: center;
  border-radius: ${vars.radius.pill};
  color: ${vars.color.onChrome};
  border: 1px solid ${vars.color.onChromeMuted};
  background: rgba(0, 0, 0, 0.15);
  animation: ${bounce} 2.4s ease-in-out infinite;

  &:hover {
    border-color: ${vars.color.chromeAccent};
    color: ${vars.color.chromeAccent};
  }

  @media (min-width: 1024px) {
    display: inline-flex;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const SEARCH_HEIGHT = '300px';

/** Only this re-renders while the tagline types, not the whole hero. */
function TypedTagline({ text }: { text: string }) {
  const typed = useTypewriter(text);
  return (
    <Tagline aria-hidden="true">
      <span>{text}</span>
      <span data-testid="hero-tagline">
        {typed}
        {typed.length === text.length ? null : <Caret />}
      </span>
    </Tagline>
  );
}

/**
 * Spec 2, hero: looping video (gradient fallback), the tagline typing out, statistics, 'schedule viewing' on
 * WhatsApp (the number every WhatsApp button uses), the search form from mfe-search and a down arrow to the services.
 */
export function Hero({ content }: { content: SiteContent }) {
  const { t } = useTranslation(HOME_NS);
  const lang = useLang();
  const viewingNumber = whatsappNumber(content);

  const scrollToServices = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    scrollToElement(document.getElementById('services'));
  };

  return (
    <Wrapper id="home" aria-labelledby="home-title">
      <HeroVideo label={t('hero.videoLabel')} />
      <Container $width="wide">
        <Grid>
          <div>
            <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
            {/* Spec 2: the hidden heading carries the whole tagline for screen readers and search engines. */}
            <VisuallyHidden as="h1" id="home-title">
              {content.hero.title}
            </VisuallyHidden>
            <TypedTagline text={content.hero.title} />
            <Subtitle>{content.hero.subtitle}</Subtitle>
            <Actions>
              {viewingNumber ? (
                <Button
                  as="a"
                  href={whatsappHref(viewingNumber, t('hero.scheduleViewingMessage'))}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('hero.scheduleViewingLabel')}
                  $variant="accent"
                  $size="lg"
                >
                  <WhatsAppIcon size={20} />
                  {t('hero.scheduleViewing')}
                </Button>
              ) : null}
              <Button as={Link} to={localePath('/properties', lang)} $variant="onDark" $size="lg">
                <SearchIcon size={20} />
                {t('hero.browse')}
              </Button>
            </Actions>
            <Stats stats={content.about.stats} onDark wide />
          </div>
          <SearchCard>
            <h2>{t('hero.searchTitle')}</h2>
            <RemoteSlot
              id="mfe_search/HeroSearch"
              loading={<Skeleton $height={SEARCH_HEIGHT} $radius="lg" />}
              fallback={() => <SearchUnavailable minHeight={SEARCH_HEIGHT} />}
            />
          </SearchCard>
        </Grid>
      </Container>
      <ScrollLink href="#services" aria-label={t('hero.scrollToServices')} onClick={scrollToServices}>
        <ArrowDownIcon />
      </ScrollLink>
    </Wrapper>
  );
}
