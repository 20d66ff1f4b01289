/*
 * Colour tokens. An Abu Dhabi agency look: deep navy and teal, warm gold and sand accents.
 * Both schemes are checked for WCAG AA contrast in tokens.test.ts (text 4.5:1, large text and UI 3:1).
 * Components never use these values directly: they use `vars.color.*` (CSS custom properties), so the
 * scheme follows the system setting live, with no re-render.
 */
export const lightColors = {
  bg: '#FAF7F2',
  surface: '#FFFFFF',
  surfaceAlt: '#F3ECE0',
  text: '#13202E',
  textMuted: '#4B5968',
  border: '#DED4C3',
  borderStrong: '#8E8371',
  primary: '#0F4C5C',
  primaryHover: '#0A3A47',
  onPrimary: '#FFFFFF',
  accent: '#C9A45C',
  accentHover: '#B8914A',
  onAccent: '#1B1407',
  accentText: '#855F1D',
  link: '#0E5C6E',
  focus: '#0E6F85',
  chrome: '#0B1F33',
  chromeAlt: '#12304A',
  onChrome: '#F5EFE4',
  onChromeMuted: '#BFC8D2',
  chromeAccent: '#D9B775',
  success: '#1C6E46',
  successBg: '#E3F2EA',
  danger: '#B3261E',
  dangerBg: '#FBE9E7',
  warning: '#7A4F00',
  warningBg: '#FBF0D9',
  onDanger: '#FFFFFF',
  skeleton: '#E9E1D3',
  skeletonShine: '#F6F1E8',
  overlay: 'rgba(8, 20, 32, 0.55)',
  shadow: 'rgba(11, 31, 51, 0.12)',
} as const;

export type ColorName = keyof typeof lightColors;

export const darkColors: Record<ColorName, string> = {
  bg: '#0A141E',
  surface: '#111E2B',
  surfaceAlt: '#172A3B',
  text: '#EDE9E2',
  textMuted: '#A9B5C1',
  border: '#263A4D',
  borderStrong: '#6B8196',
  primary: '#5DB8C3',
  primaryHover: '#7CC8D1',
  onPrimary: '#04161C',
  accent: '#D4B06A',
  accentHover: '#E0C083',
  onAccent: '#1B1407',
  accentText: '#E2C27F',
  link: '#7CC8D2',
  focus: '#8AD3DC',
  chrome: '#07111B',
  chromeAlt: '#0E2132',
  onChrome: '#EDE9E2',
  onChromeMuted: '#AEB9C4',
  chromeAccent: '#D9B775',
  success: '#5CCB94',
  successBg: '#12302A',
  danger: '#F28B82',
  dangerBg: '#3A1A1A',
  warning: '#E9BC61',
  warningBg: '#33291A',
  onDanger: '#2A0B08',
  skeleton: '#1C3044',
  skeletonShine: '#263D54',
  overlay: 'rgba(0, 0, 0, 0.65)',
  shadow: 'rgba(0, 0, 0, 0.45)',
};

/** The hero background until a later issue adds the video (spec 2: gradient fallback). */
export const heroGradient = {
  light:
    'radial-gradient(ellipse at 85% 15%, rgba(217, 183, 117, 0.28), transparent 55%), linear-gradient(135deg, #0B1F33 0%, #0F3B4A 55%, #13606B 100%)',
  dark: 'radial-gradient(ellipse at 85% 15%, rgba(217, 183, 117, 0.18), transparent 55%), linear-gradient(135deg, #050D15 0%, #0A2533 55%, #0E4650 100%)',
} as const;
