import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import styled, { __PRIVATE__, ServerStyleSheet, StyleSheetManager, version } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptServerStyles, holdServerStyles } from './server-styles.ts';

// Defined in the order the "server" below draws them, as the page's components are: group numbers follow it.
const Base = styled.p<{ $tone: 'calm' | 'loud' }>`
  color: ${(p) => (p.$tone === 'loud' ? 'red' : 'gray')};
`;
const Extended = styled(Base)`
  color: navy;
`;
const Later = styled.span`
  font-weight: 700;
`;

function Page({ tone }: { tone: 'calm' | 'loud' }) {
  return (
    <>
      <Base $tone="calm">base</Base>
      <Extended $tone={tone}>extended</Extended>
    </>
  );
}

/** The server's `<style>` as the gateway writes it: styled-components' rules and markers, its version. */
function serverStyle(css: string, styledVersion = version): HTMLStyleElement {
  const style = document.createElement('style');
  style.setAttribute('data-styled', '');
  style.setAttribute('data-styled-version', styledVersion);
  style.textContent = css;
  document.head.append(style);
  return style;
}

function drawnOnServer(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<Page tone="calm" />));
    return sheet.getStyleTags().replace(/<style[^>]*>|<\/style>/g, '');
  } finally {
    sheet.seal();
    // styled-components' browser build (the one tests load) keeps a server sheet's rules in an element of its own.
    for (const style of document.head.querySelectorAll('style')) style.remove();
  }
}

/** styled-components' sheet as the browser's production build makes it (CSSOM insertion), and its module. */
function browserStyledComponents() {
  const mainSheet = new __PRIVATE__.StyleSheet({ useCSSOMInjection: true } as never);
  return { version, __PRIVATE__: { StyleSheet: __PRIVATE__.StyleSheet, mainSheet } };
}

const rulesOf = (style: HTMLStyleElement) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText);

afterEach(() => {
  for (const style of document.head.querySelectorAll('style')) style.remove();
});

describe('holdServerStyles', () => {
  it("marks the server's sheet as styled-components' own, so its module leaves it alone", () => {
    const style = serverStyle('.a{color:red;}/*!sc*/\n');
    expect(holdServerStyles()).toBe(style);
    expect(style.getAttribute('data-styled')).toBe('active');
    // Held once: a second call finds nothing to hold.
    expect(holdServerStyles()).toBeNull();
  });

  it('holds nothing on a page the server did not draw', () => {
    expect(holdServerStyles()).toBeNull();
  });
});

describe('adoptServerStyles', () => {
  it("uses the server's sheet as it is: its rules stay, none is written again, and its class names are known", () => {
    const style = serverStyle(drawnOnServer());
    const before = rulesOf(style);
    const sc = browserStyledComponents();

    expect(adoptServerStyles(sc, holdServerStyles())).toBe('adopted');

    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(style.isConnected).toBe(true);
    render(
      <StyleSheetManager sheet={sc.__PRIVATE__.mainSheet as never}>
        <Page tone="calm" />
      </StyleSheetManager>,
    );
    expect(rulesOf(style)).toEqual(before);
  });

  it('puts the rules the page adds later where styled-components orders them: an extension still wins', () => {
    const style = serverStyle(drawnOnServer());
    const sc = browserStyledComponents();
    adoptServerStyles(sc, holdServerStyles());

    // The base gets a variant the server did not draw; a component the server did not draw comes after all.
    const { container } = render(
      <StyleSheetManager sheet={sc.__PRIVATE__.mainSheet as never}>
        <Page tone="loud" />
        <Later>later</Later>
      </StyleSheetManager>,
    );

    const rules = rulesOf(style);
    const gray = rules.findIndex((rule) => rule.includes('color: gray'));
    const loud = rules.findIndex((rule) => rule.includes('color: red'));
    const navy = rules.findIndex((rule) => rule.includes('color: navy'));
    const bold = rules.findIndex((rule) => rule.includes('font-weight: 700'));
    expect(loud).toBeGreaterThan(gray);
    // The base's new rule comes before the extension's, so the extension's colour still wins in the cascade.
    expect(loud).toBeLessThan(navy);
    expect(bold).toBe(rules.length - 1);
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('lets styled-components take over a sheet whose rules the browser did not all keep, its own way', () => {
    // A rule the browser drops: the sheet's text and its rules no longer line up.
    const css = drawnOnServer().replace('/*!sc*/\n', '/*!sc*/\n@nonsense x{}/*!sc*/\n');
    const style = serverStyle(css);
    const sc = browserStyledComponents();

    expect(adoptServerStyles(sc, holdServerStyles())).toBe('taken over');

    // styled-components' own take-over: the server's element is gone, its rules are in styled-components' sheet.
    expect(style.isConnected).toBe(false);
    const own = document.head.querySelector<HTMLStyleElement>('style[data-styled="active"]');
    expect(own).not.toBeNull();
    expect(rulesOf(own as HTMLStyleElement).some((rule) => rule.includes('color: navy'))).toBe(true);
  });

  it('leaves the sheet of another styled-components version to the browser as plain rules', () => {
    const style = serverStyle(drawnOnServer(), '5.3.11');
    const sc = browserStyledComponents();

    expect(adoptServerStyles(sc, holdServerStyles())).toBe('taken over');

    // As styled-components does with another version's sheet: it stays, unread.
    expect(style.isConnected).toBe(true);
    expect(style.getAttribute('data-styled')).toBe('');
  });

  it('does nothing on a page the server did not draw', () => {
    expect(adoptServerStyles(browserStyledComponents(), null)).toBe('none');
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });
});
