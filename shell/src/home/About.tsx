import type { SiteContent } from '@manzil/api-client';
import { useTranslation } from '@manzil/i18n';
import { ShieldIcon, vars } from '@manzil/ui';
import styled from 'styled-components';
import { HOME_NS } from './i18n/index.ts';
import { Section } from './Section.tsx';
import { Stats } from './Stats.tsx';

const Body = styled.div`
  display: grid;
  gap: ${vars.space[8]};
  align-items: center;

  @media (min-width: 1024px) {
    grid-template-columns: 1.2fr 1fr;
    gap: ${vars.space[12]};
  }
`;

const Text = styled.div`
  font-size: ${vars.fontSize.lg};
  line-height: 1.65;

  p {
    margin: 0 0 ${vars.space[5]};
  }
`;

const Mission = styled.blockquote`
  margin: 0 0 ${vars.space[6]};
  padding: ${vars.space[1]} 0 ${vars.space[1]} ${vars.space[5]};
  border-left: 3px solid ${vars.color.accent};
  color: ${vars.color.textMuted};
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.xl};
  font-style: italic;
  line-height: 1.45;

  /* Arabic script has no italic (a browser would slant the letters): upright, and set apart by weight. */
  &:lang(ar) {
    font-style: normal;
    font-weight: 600;
  }
`;

const Points = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.md};

  li {
    display: flex;
    align-items: center;
    gap: ${vars.space[3]};
    font-weight: 600;
  }

  svg {
    flex: none;
    color: ${vars.color.primary};
  }
`;

const Panel = styled.div`
  padding: ${vars.space[8]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  box-shadow: ${vars.shadow.md};
`;

export function About({ about }: { about: SiteContent['about'] }) {
  const { t } = useTranslation(HOME_NS);
  return (
    <Section
      id="about"
      height={{ phone: '873px', wide: '525px' }}
      eyebrow={t('about.eyebrow')}
      title={about.title}
      tone="sand"
    >
      <Body>
        <Text>
          <p>{about.description}</p>
          <Mission>{about.mission}</Mission>
          <Points>
            {(['licensed', 'bilingual', 'local'] as const).map((key) => (
              <li key={key}>
                <ShieldIcon size={20} />
                {t(`about.${key}`)}
              </li>
            ))}
          </Points>
        </Text>
        <Panel>
          <Stats stats={about.stats} />
        </Panel>
      </Body>
    </Section>
  );
}
