import type { SiteContent } from '@manzil/api-client';
import { ArrowDownIcon, Container, Skeleton, vars } from '@manzil/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SearchUnavailable } from '../federation/fallbacks.tsx';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { Stats } from './Stats.tsx';

const Wrapper = styled.section`
  position: relative;
  background: ${vars.gradient.hero};
  color: ${vars.color.onChrome};
  padding: ${vars.space[12]} 0 ${vars.space[16]};

  @media (min-width: 1024px) {
    padding: ${vars.space[20]} 0;
    min-height: calc(92vh - ${vars.navHeight});
    display: flex;
    align-items: center;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${vars.space[10]};
  align-items: center;

  @media (min-width: 1024px) {
    grid-template-columns: 1.1fr 1fr;
    gap: ${vars.space[12]};
  }
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[4]};
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

const Title = styled.h1`
  font-size: ${vars.fontSize.display};
  color: ${vars.color.onChrome};
  margin-bottom: ${vars.space[5]};
  max-width: 16ch;
`;

const Subtitle = styled.p`
  font-size: ${vars.fontSize.lg};
  color: ${vars.color.onChromeMuted};
  max-width: 46ch;
  margin-bottom: ${vars.space[8]};
`;

const SearchCard = styled.div`
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border-radius: ${vars.radius.xl};
  padding: ${vars.space[6]};
  box-shadow: ${vars.shadow.lg};

  h2 {
    font-size: ${vars.fontSize.xl};
    margin-bottom: ${vars.space[4]};
  }
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

  @media (min-width: 1024px) {
    display: inline-flex;
  }
`;

const SEARCH_HEIGHT = '300px';

export function Hero({ content }: { content: SiteContent }) {
  const { t } = useTranslation('shell');
  return (
    <Wrapper id="home" aria-labelledby="home-title">
      <Container $width="wide">
        <Grid>
          <div>
            <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
            <Title id="home-title">{content.hero.title}</Title>
            <Subtitle>{content.hero.subtitle}</Subtitle>
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
      <ScrollLink href="#services" aria-label={t('hero.scrollToServices')}>
        <ArrowDownIcon />
      </ScrollLink>
    </Wrapper>
  );
}
