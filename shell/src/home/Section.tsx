import { Container, renderWhenNear, vars } from '@manzil/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.section<{ $tone: 'plain' | 'sand'; $height: SectionHeight | null }>`
  /* Every section starts below the hero: laid out and painted as it comes near (the hero alone is a phone's first
     screen), which halves the style, layout and paint work of the page's start-up. A section with form fields is
     laid out with the page instead (see renderWhenNear). */
  ${(p) => (p.$height ? renderWhenNear(p.$height.phone, p.$height.wide) : '')}
  padding: ${vars.space[12]} 0;
  background: ${(p) => (p.$tone === 'sand' ? vars.color.surfaceAlt : vars.color.bg)};
  /* Section links land below the fixed navigation bar. */
  scroll-margin-top: ${vars.navHeight};

  &:focus {
    outline: none;
  }

  @media (min-width: 768px) {
    padding: ${vars.space[20]} 0;
  }
`;

const Header = styled.div`
  max-width: 720px;
  margin: 0 auto ${vars.space[10]};
  text-align: center;
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
  margin: 0 0 ${vars.space[3]};
  color: ${vars.color.accentText};
  font-size: ${vars.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;

  &::before,
  &::after {
    content: '';
    width: 28px;
    height: 2px;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.accent};
  }
`;

const Title = styled.h2`
  margin: 0 0 ${vars.space[3]};
  font-size: ${vars.fontSize['3xl']};
  color: ${vars.color.text};
`;

const Subtitle = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.lg};
  margin: 0;
`;

/** A section's usual height on a phone and from 768 px wide, reserved until it has been laid out once. */
export interface SectionHeight {
  phone: string;
  wide: string;
}

export interface SectionProps {
  id: string;
  /**
   * Its content's usual height (measured without the padding), reserved until it comes near the screen; `null`
   * for a section laid out with the page from the start, as a section with form fields must be (renderWhenNear).
   */
  height: SectionHeight | null;
  title: ReactNode;
  subtitle?: ReactNode;
  /** A short label above the title ('What we do'). */
  eyebrow?: ReactNode;
  tone?: 'plain' | 'sand';
  children: ReactNode;
}

/** A home-page section: an anchor target with a centred heading. */
export function Section({ id, height, title, subtitle, eyebrow, tone = 'plain', children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <Wrapper id={id} aria-labelledby={headingId} $tone={tone} $height={height}>
      <Container>
        <Header>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Title id={headingId}>{title}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        </Header>
        {children}
      </Container>
    </Wrapper>
  );
}
