import { describe, expect, it } from 'vitest';
import { type ColorName, darkColors, lightColors } from './colors.ts';
import { contrastRatio } from './contrast.ts';
import { colorProperty, tokensCss, vars } from './index.ts';

/** [foreground, background, minimum ratio]: 4.5 for text, 3 for large text, borders of controls and focus. */
const PAIRS: [ColorName, ColorName, number][] = [
  ['text', 'bg', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceAlt', 4.5],
  ['textMuted', 'bg', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'surfaceAlt', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryHover', 4.5],
  ['onAccent', 'accent', 4.5],
  ['onAccent', 'accentHover', 4.5],
  ['accentText', 'bg', 4.5],
  ['accentText', 'surface', 4.5],
  ['link', 'bg', 4.5],
  ['link', 'surface', 4.5],
  ['primary', 'surface', 4.5],
  ['onChrome', 'chrome', 4.5],
  ['onChromeMuted', 'chrome', 4.5],
  ['chromeAccent', 'chrome', 4.5],
  ['onChrome', 'chromeAlt', 4.5],
  ['success', 'successBg', 4.5],
  ['danger', 'dangerBg', 4.5],
  ['danger', 'surface', 4.5],
  ['warning', 'warningBg', 4.5],
  ['onDanger', 'danger', 4.5],
  ['focus', 'bg', 3],
  ['focus', 'surface', 3],
  ['borderStrong', 'surface', 3],
];

describe.each([
  ['light', lightColors as Record<ColorName, string>],
  ['dark', darkColors],
])('%s colours', (_scheme, colors) => {
  it.each(PAIRS)('%s on %s reaches %s:1', (fg, bg, min) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(min);
  });
});

describe('tokens CSS', () => {
  it('declares every colour for light on :root and for dark under prefers-color-scheme', () => {
    const css = tokensCss();
    const darkBlock = css.slice(css.indexOf('@media (prefers-color-scheme: dark)'));
    for (const name of Object.keys(lightColors) as ColorName[]) {
      expect(css).toContain(`${colorProperty(name)}: ${lightColors[name]};`);
      expect(darkBlock).toContain(`${colorProperty(name)}: ${darkColors[name]};`);
    }
  });

  it('exposes colours to components only as CSS variables', () => {
    expect(vars.color.textMuted).toBe('var(--color-text-muted)');
    expect(Object.values(vars.color).every((value) => value.startsWith('var(--color-'))).toBe(true);
  });
});
