import type { SiteContent } from '@manzil/api-client';
import { useTranslation } from '@manzil/i18n';
import { vars } from '@manzil/ui';
import styled from 'styled-components';
import { HOME_NS } from './i18n/index.ts';

const List = styled.dl<{ $onDark: boolean; $wide: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};
  margin: 0;

  @media (min-width: 640px) {
    grid-template-columns: repeat(${(p) => (p.$wide ? 4 : 2)}, minmax(0, 1fr));
  }

  div {
    border-left: 2px solid ${(p) => (p.$onDark ? vars.color.chromeAccent : vars.color.accent)};
    padding-left: ${vars.space[3]};
  }

  dt {
    font-size: ${vars.fontSize.sm};
    color: ${(p) => (p.$onDark ? vars.color.onChromeMuted : vars.color.textMuted)};
  }

  dd {
    order: -1;
    margin: 0;
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize['2xl']};
    font-weight: 700;
    color: ${(p) => (p.$onDark ? vars.color.onChrome : vars.color.primary)};
  }

  /* Figures like "1200+" read left to right in both languages. */
  bdi {
    display: inline-block;
    /*! @noflip */
    direction: ltr;
    unicode-bidi: isolate;
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column;
`;

const STAT_KEYS = ['clients', 'experience', 'awards', 'satisfaction'] as const;

/** The agency's figures (spec 3 defaults: 1200+, 15+, 25+, 98%). */
export interface StatsProps {
  stats: SiteContent['about']['stats'];
  /** On the navy hero rather than a light card. */
  onDark?: boolean;
  /** Four in a row from tablet width (the hero); else two by two. */
  wide?: boolean;
}

export function Stats({ stats, onDark = false, wide = false }: StatsProps) {
  const { t } = useTranslation(HOME_NS);
  return (
    <List $onDark={onDark} $wide={wide}>
      {STAT_KEYS.map((key) => (
        <Item key={key}>
          <dt>{t(`stats.${key}`)}</dt>
          <dd>
            <bdi dir="ltr">{stats[key]}</bdi>
          </dd>
        </Item>
      ))}
    </List>
  );
}
