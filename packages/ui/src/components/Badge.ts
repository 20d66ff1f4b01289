import styled, { css } from 'styled-components';
import { vars } from '../tokens/index.ts';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'danger' | 'warning';

const tones: Record<BadgeTone, ReturnType<typeof css>> = {
  neutral: css`background: ${vars.color.surfaceAlt}; color: ${vars.color.text}; border-color: ${vars.color.border};`,
  primary: css`background: ${vars.color.primary}; color: ${vars.color.onPrimary};`,
  accent: css`background: ${vars.color.accent}; color: ${vars.color.onAccent};`,
  success: css`background: ${vars.color.successBg}; color: ${vars.color.success};`,
  danger: css`background: ${vars.color.dangerBg}; color: ${vars.color.danger};`,
  warning: css`background: ${vars.color.warningBg}; color: ${vars.color.warning};`,
};

/** A small label: listing type, status, enabled/disabled, "Beta". */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: 2px ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.pill};
  font-size: ${vars.fontSize.xs};
  font-weight: 700;
  line-height: 1.5;
  letter-spacing: 0.02em;
  white-space: nowrap;
  ${(p) => tones[p.$tone ?? 'neutral']}
`;
