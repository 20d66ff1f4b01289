import type { SiteContent } from '@manzil/api-client';
import { useTranslation } from '@manzil/i18n';
import { StarIcon, vars } from '@manzil/ui';
import styled from 'styled-components';
import { HOME_NS } from './i18n/index.ts';
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
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.sm};

  /* A large opening quote mark as decoration. */
  &::before {
    content: '“';
    position: absolute;
    top: ${vars.space[2]};
    right: ${vars.space[5]};
    font-family: ${vars.font.display};
    font-size: 4.5rem;
    line-height: 1;
    color: ${vars.color.accent};
    opacity: 0.35;
  }

  blockquote {
    margin: 0;
    font-size: ${vars.fontSize.md};
    line-height: 1.65;
  }
`;

const Rating = styled.p`
  display: flex;
  gap: 2px;
  margin: 0;
  color: ${vars.color.accent};
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  margin-top: auto;
  padding-top: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};

  p {
    margin: 0;
    font-weight: 700;
  }

  p > span {
    display: block;
    font-weight: 400;
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.textMuted};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  overflow: hidden;
  border-radius: 50%;
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** 'Fatima Al Mansoori' -> 'FM'; works for Arabic names too (first letters of the first and last words). */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function Testimonials({ testimonials }: { testimonials: SiteContent['testimonials'] }) {
  const { t } = useTranslation(HOME_NS);
  return (
    <Section
      id="testimonials"
      height={{ phone: '1069px', wide: '466px' }}
      eyebrow={t('testimonials.eyebrow')}
      title={testimonials.title}
      subtitle={testimonials.subtitle}
      tone="sand"
    >
      <Grid>
        {testimonials.items.map((item, index) => {
          const rating = Math.min(5, Math.max(1, Math.round(item.rating || 5)));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: two clients may share a name; order is stable
            <Card key={index}>
              <Rating role="img" aria-label={t('testimonials.rating', { rating })}>
                {Array.from({ length: rating }, (_, star) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical stars, position is the identity
                  <StarIcon key={star} size={18} />
                ))}
              </Rating>
              <blockquote>{item.text}</blockquote>
              <Person>
                <Avatar aria-hidden="true">
                  {item.avatar ? <img src={item.avatar} alt="" /> : initials(item.name)}
                </Avatar>
                <p>
                  {item.name}
                  <span>{item.role}</span>
                </p>
              </Person>
            </Card>
          );
        })}
      </Grid>
    </Section>
  );
}
