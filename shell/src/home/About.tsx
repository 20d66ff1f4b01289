import type { SiteContent } from '@manzil/api-client';
import { vars } from '@manzil/ui';
import styled from 'styled-components';
import { Section } from './Section.tsx';
import { Stats } from './Stats.tsx';

const Body = styled.div`
  display: grid;
  gap: ${vars.space[10]};
  align-items: center;

  @media (min-width: 1024px) {
    grid-template-columns: 1.2fr 1fr;
  }
`;

const Text = styled.div`
  font-size: ${vars.fontSize.lg};

  p:last-child {
    padding-left: ${vars.space[4]};
    border-left: 3px solid ${vars.color.accent};
    color: ${vars.color.textMuted};
    font-style: italic;
  }
`;

const Panel = styled.div`
  padding: ${vars.space[8]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
`;

export function About({ about }: { about: SiteContent['about'] }) {
  return (
    <Section id="about" title={about.title} tone="sand">
      <Body>
        <Text>
          <p>{about.description}</p>
          <p>{about.mission}</p>
        </Text>
        <Panel>
          <Stats stats={about.stats} />
        </Panel>
      </Body>
    </Section>
  );
}
