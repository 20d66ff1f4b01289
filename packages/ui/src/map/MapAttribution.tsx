import { vars } from '@manzil/ui';
import styled, { css } from 'styled-components';
import type { MapSettings } from './map-settings.ts';

const Credit = styled.p<{ $size: 'sm' | 'md' }>`
  position: absolute;
  z-index: 1000;
  right: 0;
  bottom: 0;
  margin: 0;
  border-top-left-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.textMuted};

  ${(p) =>
    p.$size === 'sm'
      ? css`
          padding: 1px 6px;
          font-size: 11px;
        `
      : css`
          padding: 2px 6px;
          font-size: 12px;
          opacity: 0.92;
        `}

  a {
    color: ${vars.color.link};
  }
`;

/**
 * The credit the tile provider requires, in the map's bottom corner: a link to its terms where it has one,
 * always left-to-right. `sm` for a small map (the listing's location), `md` for the results' map.
 */
export function MapAttribution({ settings, size = 'md' }: { settings: MapSettings; size?: 'sm' | 'md' }) {
  return (
    <Credit $size={size}>
      {settings.attributionUrl ? (
        <a href={settings.attributionUrl} target="_blank" rel="noopener noreferrer" dir="ltr">
          {settings.attribution}
        </a>
      ) : (
        <span dir="ltr">{settings.attribution}</span>
      )}
    </Credit>
  );
}
