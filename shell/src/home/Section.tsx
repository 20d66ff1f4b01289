import { Container, vars } from '@manzil/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.section<{ $tone: 'plain' | 'sand' }>`
  padding: ${vars.space[16]} 0;
  background: ${(p) => (p.$tone === 'sand' ? vars.color.surfaceAlt : vars.color.bg)};
`;

const Header = styled.div`
  max-width: 720px;
  margin: 0 auto ${vars.space[10]};
  text-align: center;
`;

const Eyebrow = styled.span`
  display: inline-block;
  width: 48px;
  height: 3px;
  margin-bottom: ${vars.space[4]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.accent};
`;

const Title = styled.h2`
  font-size: ${vars.fontSize['3xl']};
  color: ${vars.color.text};
`;

const Subtitle = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.lg};
  margin: 0;
`;

export interface SectionProps {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  tone?: 'plain' | 'sand';
  children: ReactNode;
}

/** A home-page section: an anchor target with a centred heading. */
export function Section({ id, title, subtitle, tone = 'plain', children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <Wrapper id={id} aria-labelledby={headingId} $tone={tone}>
      <Container>
        <Header>
          <Eyebrow aria-hidden="true" />
          <Title id={headingId}>{title}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        </Header>
        {children}
      </Container>
    </Wrapper>
  );
}
