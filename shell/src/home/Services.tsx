import type { SiteContent } from '@manzil/api-client';
import { useTranslation } from '@manzil/i18n';
import { BuildingIcon, ChartIcon, HomeIcon, KeyIcon, ShieldIcon, vars } from '@manzil/ui';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { HOME_NS } from './i18n/index.ts';
import { Section } from './Section.tsx';

const ICONS: Record<string, ComponentType<{ size?: number }>> = {
  key: KeyIcon,
  building: BuildingIcon,
  chart: ChartIcon,
  shield: ShieldIcon,
  home: HomeIcon,
};

const Grid = styled.ul`
  display: grid;
  gap: ${vars.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${vars.space[6]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-top: 3px solid ${vars.color.accent};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.sm};
  transition: transform 0.2s ease, box-shadow 0.2s ease;

  &:hover {
    transform: translateY(-3px);
    box-shadow: ${vars.shadow.md};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &:hover {
      transform: none;
    }
  }

  h3 {
    font-size: ${vars.fontSize.xl};
    margin: ${vars.space[4]} 0 ${vars.space[2]};
  }

  p {
    color: ${vars.color.textMuted};
  }

  ul {
    display: grid;
    gap: ${vars.space[2]};
    margin: auto 0 0;
    padding: ${vars.space[4]} 0 0;
    border-top: 1px solid ${vars.color.border};
    list-style: none;
    color: ${vars.color.text};
    font-size: ${vars.fontSize.sm};
  }

  ul li {
    display: flex;
    gap: ${vars.space[2]};
    align-items: baseline;
  }

  ul li::before {
    content: '';
    flex: none;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${vars.color.accent};
    transform: translateY(-2px);
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
`;

export function Services({ services }: { services: SiteContent['services'] }) {
  const { t } = useTranslation(HOME_NS);
  return (
    <Section
      id="services"
      height={{ phone: '1747px', wide: '616px' }}
      eyebrow={t('services.eyebrow')}
      title={services.title}
      subtitle={services.subtitle}
    >
      <Grid>
        {services.items.map((item) => {
          const Icon = ICONS[item.icon] ?? HomeIcon;
          return (
            <Card key={item.title}>
              <IconBadge>
                <Icon size={26} />
              </IconBadge>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              <ul>
                {item.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </Card>
          );
        })}
      </Grid>
    </Section>
  );
}
