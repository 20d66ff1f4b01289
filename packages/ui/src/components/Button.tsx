import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../tokens/index.ts';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'onDark';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    &:hover:not(:disabled) { background: ${vars.color.primaryHover}; }
  `,
  accent: css`
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
    &:hover:not(:disabled) { background: ${vars.color.accentHover}; }
  `,
  secondary: css`
    background: ${vars.color.surface};
    color: ${vars.color.text};
    border-color: ${vars.color.borderStrong};
    &:hover:not(:disabled) { background: ${vars.color.surfaceAlt}; }
  `,
  ghost: css`
    background: transparent;
    color: ${vars.color.text};
    &:hover:not(:disabled) { background: ${vars.color.surfaceAlt}; }
  `,
  onDark: css`
    background: transparent;
    color: ${vars.color.onChrome};
    border-color: ${vars.color.onChromeMuted};
    &:hover:not(:disabled) { background: ${vars.color.chromeAlt}; }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`min-height: 36px; padding: 0 ${vars.space[3]}; font-size: ${vars.fontSize.sm};`,
  md: css`min-height: 44px; padding: 0 ${vars.space[5]}; font-size: ${vars.fontSize.md};`,
  lg: css`min-height: 52px; padding: 0 ${vars.space[6]}; font-size: ${vars.fontSize.lg};`,
};

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

/**
 * The button. Variants: primary (teal), accent (gold), secondary (outlined), ghost, onDark (on the navy
 * chrome). Render a link that looks like a button with `as="a"` or `as={Link}`.
 */
// A <button> defaults to type="button" (not "submit"); links (`href`, router `to`) get no type.
export const Button = styled.button.attrs<ButtonStyleProps>((props) => {
  const link = props as { href?: string; to?: unknown };
  return link.href !== undefined || link.to !== undefined ? {} : { type: props.type ?? 'button' };
})`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition: background-color 0.15s ease, border-color 0.15s ease, transform 0.1s ease;
  width: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
  ${(p) => variants[p.$variant ?? 'primary']}
  ${(p) => sizes[p.$size ?? 'md']}

  &:active:not(:disabled) { transform: translateY(1px); }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

const IconButtonBase = styled(Button)<ButtonStyleProps>`
  padding: 0;
  width: ${(p) => (p.$size === 'sm' ? '36px' : p.$size === 'lg' ? '52px' : '44px')};
  flex: none;
`;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name (an icon alone has none). */
  label: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button holding an icon; `label` is required and becomes its accessible name and tooltip. */
export function IconButton({ label, variant = 'ghost', size = 'md', children, ...rest }: IconButtonProps) {
  return (
    <IconButtonBase aria-label={label} title={label} $variant={variant} $size={size} {...rest}>
      {children}
    </IconButtonBase>
  );
}
