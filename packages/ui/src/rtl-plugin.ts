import stylisRTLPlugin from 'stylis-plugin-rtl';

/**
 * stylis-plugin-rtl, asked only about rules it could change.
 *
 * The plugin writes every rule out, passes it through cssjanus and parses the result again. cssjanus' first call
 * compiles its 40 regular expressions: 6.5 to 8 ms on this machine's main thread, about 80 ms on the phone issue 26
 * names, in the middle of the first client-drawn part of an Arabic page (the results page's filters panel, drawn
 * ahead while closed). Most rules hold nothing cssjanus rewrites (a grid, a colour, one padding): those are left
 * to stylis as they are, which is what the plugin would have given back for them.
 */

/** The part of stylis' element this reads (stylis' own type is not exported by the package styled-components uses). */
interface StylisElement {
  type: string;
  value: string;
  children: StylisElement[] | string;
}

/** The elements the plugin rewrites (stylis' RULESET, KEYFRAMES and SUPPORTS); it leaves every other one alone. */
const REWRITTEN = new Set(['rule', '@keyframes', '@supports']);

type StylisPlugin = typeof stylisRTLPlugin;

/*
 * What cssjanus 2 rewrites (src/cssjanus.js, `transform`), each test a superset of its pattern:
 * - the words left, right, ltr and rtl (properties, values, direction, url edges), and e/w-resize cursors;
 * - four-part values of margin, padding, border-width, *-color and border-style (the 2nd and 4th swapped);
 * - border-radius with more than one value, or a slash;
 * - the first horizontal offset of a box-shadow (unless it is zero) or a text-shadow; `inherit` and `auto` too;
 * - translate() and translateX() in a transform;
 * - percentages in background and background-position(-x);
 * - a backtick (escaped as %60), and /* @noflip *\/ comments, which change what the rest applies to.
 */
const WORDS = /left|right|ltr|rtl|resize|noflip|text-shadow|`/i;
const FOUR_PARTS =
  /(?:margin|padding|border-width|-color|border-style)\s*:\s*[^;{}\s]+\s+[^;{}\s]+\s+[^;{}\s]+\s+[^;{}\s]+/i;
const RADIUS = /radius\s*:\s*(?:[^;{}\s]+\s+[^;{}\s]|[^;{}]*\/)/i;
const BOX_SHADOW_OFFSET = /box-shadow\s*:\s*(?:inset\s*)?(?:-?\d*\.?\d*[1-9]|inherit|auto)/i;
const TRANSLATE = /translatex?\s*\(/i;
const BACKGROUND_PERCENT = /background[^;{}]*%/i;

/** Whether cssjanus could change this CSS (it may answer yes for text it leaves alone, never no for one it changes). */
export function mayFlip(css: string): boolean {
  return (
    WORDS.test(css) ||
    FOUR_PARTS.test(css) ||
    RADIUS.test(css) ||
    BOX_SHADOW_OFFSET.test(css) ||
    TRANSLATE.test(css) ||
    BACKGROUND_PERCENT.test(css)
  );
}

/** An element's text with its children's (declarations are `property:value;`, rules their selector). */
function textOf(element: StylisElement): string {
  if (!Array.isArray(element.children)) return element.value;
  let text = element.value;
  for (const child of element.children) text += `\n${textOf(child)}`;
  return text;
}

export const rtlPlugin = ((element: StylisElement, index: number, children: unknown, callback: unknown) => {
  // Declarations, comments and @media blocks (whose rules come on their own) are not the plugin's: no text read.
  if (!REWRITTEN.has(element.type) || !mayFlip(textOf(element))) return;
  return (stylisRTLPlugin as (...args: unknown[]) => unknown)(element, index, children, callback);
}) as StylisPlugin;

// styled-components names a page's classes after its plugins' names: the same as the plugin's own, so the class
// names do not change with this filter.
Object.defineProperty(rtlPlugin, 'name', { value: 'stylisRTLPlugin' });
