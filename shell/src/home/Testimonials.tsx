import type { SiteContent } from '@manzil/api-client';
import { StarIcon, vars } from '@manzil/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Section } from './Section.tsx';

const Grid = styled.ul`
  display: grid;
  gap: ${vars.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  blockquote {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    line-height: 1.5;
  }
`;

const Rating = styled.p`
  display: flex;
  gap: 2px;
  margin: 0;
  color: ${vars.color.accent};
`;

const Person = styled.p`
  margin: auto 0 0;
  font-weight: 700;

  span {
    display: block;
    font-weight: 400;
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.textMuted};
  }
`;

export function Testimonials({ testimonials }: { testimonials: SiteContent['testimonials'] }) {
  const { t } = useTranslation('shell');
  return (
    <Section id="testimonials" title={testimonials.title} subtitle={testimonials.subtitle} tone="sand">
      <Grid>
        {testimonials.items.map((item) => {
          const rating = Math.min(5, Math.max(1, Math.round(item.rating || 5)));
          return (
            <Card key={item.name}>
              <Rating role="img" aria-label={t('testimonials.rating', { rating })}>
                {Array.from({ length: rating }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical stars, position is the identity
                  <StarIcon key={index} size={18} />
                ))}
              </Rating>
              <blockquote>{item.text}</blockquote>
              <Person>
                {item.name}
                <span>{item.role}</span>
              </Person>
            </Card>
          );
        })}
      </Grid>
    </Section>
  );
}
