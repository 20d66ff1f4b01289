import styled, { css } from 'styled-components';
import { vars } from '../tokens/index.ts';

/** Centres content at a readable width with side padding. */
export const Container = styled.div<{ $width?: 'narrow' | 'normal' | 'wide' }>`
  width: 100%;
  max-width: ${(p) => (p.$width === 'narrow' ? '760px' : p.$width === 'wide' ? '1400px' : '1200px')};
  margin-inline: auto;
  padding-inline: ${vars.space[4]};

  @media (min-width: 768px) {
    padding-inline: ${vars.space[6]};
  }
`;

type Space = keyof typeof vars.space;

/** A page's column: its blocks stacked `$gap` apart, `$top` above the first and room for the footer below. */
export const PageColumn = styled(Container)<{ $gap: Space; $top: Space }>`
  display: grid;
  gap: ${(p) => vars.space[p.$gap]};
  padding-top: ${(p) => vars.space[p.$top]};
  padding-bottom: ${vars.space[16]};
`;

/** A list drawn without bullets or indent (its layout is the caller's). */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A 1px clipped box: there for screen readers, not seen (a label or a bar shown only in some states). */
export const clippedAway = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** A heading or a line of text and its buttons on one row, spread apart and wrapping on a phone; text is muted. */
export const SpreadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};

  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

const hidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`${hidden}`;

/** "Skip to main content": hidden until focused with the keyboard. */
export const SkipLink = styled.a`
  ${hidden}

  &:focus {
    position: fixed;
    top: ${vars.space[2]};
    left: ${vars.space[2]};
    width: auto;
    height: auto;
    margin: 0;
    clip: auto;
    overflow: visible;
    z-index: 1000;
    padding: ${vars.space[3]} ${vars.space[4]};
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
    border-radius: ${vars.radius.md};
    font-weight: 700;
    text-decoration: none;
  }
`;
