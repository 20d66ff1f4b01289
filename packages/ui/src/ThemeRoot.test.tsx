import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ThemeRoot } from './ThemeRoot.tsx';

const Probe = styled.div`
  margin-left: 12px;
  padding-right: 3px;
  text-align: left;
`;

function styleText(): string {
  // styled-components inserts with CSSOM in production and text nodes in development; read both.
  return Array.from(document.querySelectorAll('style'))
    .map((style) => {
      const sheet = style.sheet;
      const rules = sheet ? Array.from(sheet.cssRules).map((rule) => rule.cssText) : [];
      return `${style.textContent ?? ''}\n${rules.join('\n')}`;
    })
    .join('\n');
}

function rulesFor(element: HTMLElement): string {
  const classes = Array.from(element.classList);
  return styleText()
    .split('}')
    .filter((rule) => classes.some((name) => rule.includes(`.${name}`)))
    .join('}');
}

describe('ThemeRoot', () => {
  it('keeps left and right as written in ltr', () => {
    render(
      <ThemeRoot dir="ltr">
        <Probe data-testid="probe" />
      </ThemeRoot>,
    );
    const css = rulesFor(screen.getByTestId('probe'));
    expect(css).toMatch(/margin-left:\s*12px/);
    expect(css).toMatch(/text-align:\s*left/);
  });

  it('flips left and right in rtl (stylis-plugin-rtl)', () => {
    render(
      <ThemeRoot dir="rtl">
        <Probe data-testid="probe" />
      </ThemeRoot>,
    );
    const css = rulesFor(screen.getByTestId('probe'));
    expect(css).toMatch(/margin-right:\s*12px/);
    expect(css).toMatch(/padding-left:\s*3px/);
    expect(css).toMatch(/text-align:\s*right/);
    expect(css).not.toMatch(/margin-left/);
  });

  it('adds the design tokens on :root with a dark scheme that follows the system', () => {
    render(
      <ThemeRoot dir="ltr">
        <p>hello</p>
      </ThemeRoot>,
    );
    const css = styleText();
    expect(css).toContain('--color-bg');
    expect(css).toContain('prefers-color-scheme: dark');
  });

  it('re-generates styles when the direction changes', () => {
    const { rerender } = render(
      <ThemeRoot dir="ltr">
        <Probe data-testid="probe" />
      </ThemeRoot>,
    );
    rerender(
      <ThemeRoot dir="rtl">
        <Probe data-testid="probe" />
      </ThemeRoot>,
    );
    expect(rulesFor(screen.getByTestId('probe'))).toMatch(/margin-right:\s*12px/);
  });
});
