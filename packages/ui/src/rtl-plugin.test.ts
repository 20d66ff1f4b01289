import { compile, middleware, serialize, stringify } from 'stylis';
import stylisRTLPlugin from 'stylis-plugin-rtl';
import { describe, expect, it, vi } from 'vitest';
import { mayFlip, rtlPlugin } from './rtl-plugin.ts';

type Plugin = Parameters<typeof middleware>[0][number];

/** The CSS stylis writes for `css` under `.c`, through a plugin, as styled-components runs it. */
const through = (plugin: unknown, css: string) =>
  serialize(compile(`.c{${css}}`), middleware([plugin as Plugin, stringify]));

/** A rule as the site's panels write it, with nothing cssjanus rewrites. */
const PANEL =
  'display:grid;gap:1.25rem;padding:1.25rem;background:var(--color-surface);border:1px solid var(--c);border-radius:16px;box-shadow:0 1px 2px var(--s);';

// Rules in the shapes the site's components write, and every kind of value cssjanus rewrites.
const RULES = [
  PANEL,
  'min-width:44px;padding:0 0.75rem;border:1px solid var(--p);border-radius:999px;font-weight:600;cursor:pointer;',
  'margin:0;padding:1px 2px 3px 4px;',
  'padding:calc(1rem + 2px) 0 0 8px;',
  'margin:0 auto 0 1rem !important;',
  'border-width:1px 2px 3px 4px;border-style:solid dashed dotted double;',
  'border-color:red green blue yellow;',
  'border-color:rgba(0, 0, 0, 0.5) red blue green;',
  'border-radius:1px 2px 3px 4px;',
  'border-radius:10px 20px;',
  'border-radius:10px/20px;',
  'border-radius:50%;',
  'box-shadow:4px 0 8px red;',
  'box-shadow:-2px 1px red;',
  'box-shadow:.5px 0 red;',
  'box-shadow:inset 3px 0 red;',
  'box-shadow:0 12px 40px var(--color-shadow);',
  'box-shadow:inset 0 0 0 2px var(--p);',
  'box-shadow:inherit;',
  'text-shadow:1px 1px red;',
  'text-shadow:red 2px 0;',
  'transform:translateX(100%);',
  'transform:translate(-10px, 5px) rotate(3deg);',
  'transform:translate (4px);',
  'transform:translateY(-50%);',
  'transform:scaleX(-1);',
  'background-position:10% 50%;',
  'background:url(a.png) 20% 0 no-repeat;',
  'background-position-x:30%;',
  'background:linear-gradient(90deg,transparent 0%,var(--shine) 50%,transparent 100%);',
  'background:var(--color-skeleton);',
  'float:left;clear:right;text-align:left;',
  'left:0;right:auto;margin-left:1rem;padding-right:2px;border-left:1px solid red;',
  'inset-inline-start:0;margin-inline:auto;padding-inline:1rem;',
  'direction:ltr;',
  'cursor:ne-resize;',
  'cursor:w-resize;',
  'content:"left";',
  'content:"`";',
  '/* @noflip */ left:0;',
  'color:red;&:hover{margin:0 1px 2px 3px;}',
  'color:red;&:hover{color:blue;}',
  '@media (min-width:768px){padding:0 1rem;grid-template-columns:2fr 1fr 1.5fr;}',
  '@media (min-width:768px){margin-left:auto;}',
  '@supports (display:grid){display:grid;left:0;}',
  '& > li:nth-child(n + 3){content-visibility:auto;contain-intrinsic-block-size:auto 580px;}',
  '& h3 a::after{content:"";position:absolute;inset:0;z-index:1;}',
  'animation:spin 1s linear infinite;transition:transform 0.1s ease,border-color 0.15s;',
];

const KEYFRAMES = [
  '@keyframes slide{from{transform:translateX(-100%);}to{transform:none;}}',
  '@keyframes fade{from{opacity:0;}to{opacity:1;}}',
];

// Every property cssjanus knows, with values of every shape: one, two, three and four parts, signs, zeros,
// percentages, functions, keywords.
const PROPERTIES = [
  'margin',
  'padding',
  'border-width',
  'border-color',
  'border-style',
  'outline-color',
  'scroll-margin',
  'border-radius',
  'box-shadow',
  'text-shadow',
  'background',
  'background-position',
  'background-position-x',
  'transform',
  'cursor',
  'float',
  'direction',
  'left',
  'inset',
  'translate',
];
const VALUES = [
  '0',
  '1px',
  '-2px',
  '.5em',
  '0 1px',
  '1px 2px 3px',
  '1px 2px 3px 4px',
  '0 0 0 0',
  '-1px 0 2px -3px',
  'calc(1px + 2px) 0 3px 4px',
  'auto',
  'inherit',
  '10%',
  '10% 20%',
  '0.5% 0',
  'red green blue yellow',
  'inset 2px 0 red',
  '0 0 4px red',
  'translate(3px)',
  'translateX(-5%) rotate(2deg)',
  'translate(0, 1px)',
  'url(a.png) 30% 0',
  '1px 2px / 3px',
  'e-resize',
  'nw-resize',
  'ltr',
  'left',
  'none',
  'var(--x) 2px',
];
const GENERATED = PROPERTIES.flatMap((property) => VALUES.map((value) => `${property}:${value};`));

describe('rtlPlugin', () => {
  it('gives the same CSS as stylis-plugin-rtl, for rules it flips and rules it does not', () => {
    for (const css of [...RULES, ...GENERATED])
      expect(through(rtlPlugin, css), css).toBe(through(stylisRTLPlugin, css));
    for (const css of KEYFRAMES)
      expect(serialize(compile(css), middleware([rtlPlugin as Plugin, stringify])), css).toBe(
        serialize(compile(css), middleware([stylisRTLPlugin as Plugin, stringify])),
      );
  });

  it('still flips what needs flipping', () => {
    expect(through(rtlPlugin, 'margin-left:1rem;padding:1px 2px 3px 4px;')).toBe(
      '.c{margin-right:1rem;padding:1px 4px 3px 2px;}',
    );
    expect(through(rtlPlugin, 'transform:translateX(100%);')).toBe('.c{transform:translateX(-100%);}');
  });

  it('does not ask cssjanus about a rule with nothing to flip', async () => {
    const cssjanus = (await import('cssjanus')).default;
    const transform = vi.spyOn(cssjanus, 'transform');
    try {
      through(rtlPlugin, PANEL);
      expect(transform).not.toHaveBeenCalled();
      through(rtlPlugin, 'left:0;');
      expect(transform).toHaveBeenCalledTimes(1);
    } finally {
      transform.mockRestore();
    }
  });

  it('keeps the plugin name that styled-components builds class names from', () => {
    expect(rtlPlugin.name).toBe(stylisRTLPlugin.name);
  });
});

describe('mayFlip', () => {
  it('answers no for rules cssjanus leaves alone', () => {
    for (const css of [
      'display:grid;gap:1rem;',
      'padding:0 0.75rem;',
      'margin:1rem 0 2rem;',
      'border:1px solid var(--c);border-radius:16px;',
      'box-shadow:0 1px 2px var(--s);',
      'transform:translateY(-50%) scale(1.05);',
      'background:var(--a);background-color:#fff;',
      'inset:0;margin-inline:auto;',
    ])
      expect(mayFlip(css), css).toBe(false);
  });

  it('answers yes whenever cssjanus changes the text (every rule above)', async () => {
    const cssjanus = (await import('cssjanus')).default;
    let changed = 0;
    for (const css of [...RULES, ...KEYFRAMES, ...GENERATED]) {
      if (cssjanus.transform(`.c{${css}}`) === `.c{${css}}`) continue;
      changed++;
      expect(mayFlip(css), css).toBe(true);
    }
    expect(changed).toBeGreaterThan(150);
  });
});
