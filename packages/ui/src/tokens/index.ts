import { type ColorName, darkColors, heroGradient, lightColors } from './colors.ts';

export { type ColorName, darkColors, heroGradient, lightColors };

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom property of a colour token: 'textMuted' -> '--color-text-muted'. */
export function colorProperty(name: ColorName): string {
  return `--color-${kebab(name)}`;
}

const colorVars = Object.fromEntries(
  (Object.keys(lightColors) as ColorName[]).map((name) => [name, `var(${colorProperty(name)})`]),
) as Record<ColorName, string>;

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' } as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
  '3xl': 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)',
  display: 'clamp(2.1rem, 1.3rem + 3.6vw, 3.75rem)',
} as const;

/**
 * English uses the system's own sans-serif (nothing to download); Arabic uses IBM Plex Sans Arabic, self-hosted
 * (see fonts/index.ts), then the system's Arabic fonts while it loads.
 */
export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  arabic:
    '"IBM Plex Sans Arabic", "Noto Sans Arabic", "Segoe UI", "Geeza Pro", Tahoma, system-ui, sans-serif',
  display: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
} as const;

/** Breakpoints for media queries (CSS variables cannot be used inside a media query). */
export const breakpoints = { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' } as const;
export const media = {
  sm: `@media (min-width: ${breakpoints.sm})`,
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  xl: `@media (min-width: ${breakpoints.xl})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** Phones under 380 px wide (360 px Androids): where the top bar's items must each give up a little room. */
  narrowPhone: '@media (max-width: 379.98px)',
} as const;

export const zIndex = { nav: 100, drawer: 200, floating: 300, dialog: 400, toast: 500 } as const;

/** Height of the fixed navigation bar (content below it is offset by this). */
export const NAV_HEIGHT = '72px';

/** Use these in styled-components: `color: ${vars.color.text};`. */
export const vars = {
  color: colorVars,
  space,
  radius,
  fontSize,
  font: { body: 'var(--font-body)', display: 'var(--font-display)' },
  shadow: {
    sm: '0 1px 2px var(--color-shadow)',
    md: '0 4px 16px var(--color-shadow)',
    lg: '0 12px 40px var(--color-shadow)',
  },
  gradient: { hero: 'var(--gradient-hero)' },
  navHeight: 'var(--nav-height)',
} as const;

function declarations(colors: Record<ColorName, string>): string {
  return (Object.keys(colors) as ColorName[])
    .map((name) => `${colorProperty(name)}: ${colors[name]};`)
    .join('\n');
}

/** The :root custom properties for both schemes; dark follows the system preference live. */
export function tokensCss(): string {
  return `
:root {
  color-scheme: light dark;
  ${declarations(lightColors)}
  --gradient-hero: ${heroGradient.light};
  --font-body: ${fonts.body};
  --font-display: ${fonts.display};
  --nav-height: ${NAV_HEIGHT};
}
:root:lang(ar) {
  --font-body: ${fonts.arabic};
  --font-display: ${fonts.arabic};
}
@media (prefers-color-scheme: dark) {
  :root {
    ${declarations(darkColors)}
    --gradient-hero: ${heroGradient.dark};
  }
}
`;
}
