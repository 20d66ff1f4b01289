import {
  SERVER_STYLE_ATTRIBUTE,
  SERVER_STYLE_VERSION_ATTRIBUTE,
  STYLE_GROUP_MARKER,
  STYLE_RULE_SEPARATOR,
} from '@manzil/contracts/server-render';
import type * as StyledComponents from 'styled-components';

/**
 * The server's style sheet, used as it is by the browser's styled-components (ADR 0011).
 *
 * styled-components takes a server's sheet over when its module is evaluated: it reads the sheet's text, removes
 * the `<style>` and inserts every rule again, one `insertRule` at a time, into a sheet of its own: about 470 rules on
 * the home page, 280 on the results page, 6 ms of script (1.4 to 18.5) at full speed on this machine, in the task
 * that evaluates the module, then a restyle of the whole page (a sheet removed, another added) for styles that did
 * not change.
 *
 * Here the server's `<style>` is marked as styled-components' own before its module is evaluated (so the module
 * leaves it alone), then given to it as the sheet it writes to: the class names of each component are registered
 * (so no style is generated again), and the number of rules of each component's group is set, so the rules the
 * page adds later (a component or a variant the server did not draw) go where styled-components would have put
 * them. Where anything is not as expected (another styled-components version, a rule the browser did not keep,
 * rules already written), styled-components takes the sheet over its own way instead.
 */

type StyledModule = Pick<typeof StyledComponents, '__PRIVATE__' | 'version'>;
type Sheet = StyledModule['__PRIVATE__']['mainSheet'];

/** The value styled-components gives its own `<style>` elements (`data-styled="active"`). */
const ACTIVE = 'active';

/** The server's `<style>`, marked so styled-components' module leaves it alone; null where there is none. */
export function holdServerStyles(doc: Document = document): HTMLStyleElement | null {
  const style = doc.querySelector<HTMLStyleElement>(
    `style[${SERVER_STYLE_ATTRIBUTE}][${SERVER_STYLE_VERSION_ATTRIBUTE}]`,
  );
  if (!style || style.getAttribute(SERVER_STYLE_ATTRIBUTE) === ACTIVE) return null;
  style.setAttribute(SERVER_STYLE_ATTRIBUTE, ACTIVE);
  return style;
}

interface Group {
  id: string;
  names: string[];
  /** Its rules and its marker, as the browser's sheet holds them. */
  size: number;
}

/** The groups of the server's sheet, in order; null when its text and the browser's rules do not line up. */
function groupsOf(style: HTMLStyleElement, rules: number): Group[] | null {
  const groups: Group[] = [];
  let size = 0;
  let total = 0;
  for (const raw of (style.textContent ?? '').split(STYLE_RULE_SEPARATOR)) {
    const part = raw.trim();
    if (!part) continue;
    size += 1;
    total += 1;
    const marker = STYLE_GROUP_MARKER.exec(part);
    if (!marker) continue;
    groups.push({ id: marker[1] ?? '', names: (marker[2] ?? '').split(',').filter(Boolean), size });
    size = 0;
  }
  // Rules after the last marker, or a rule the browser dropped or split: the counts would not line up.
  return size === 0 && total === rules ? groups : null;
}

/** A styled-components tag that writes to a CSSOM sheet of its own element (its production kind). */
interface CssomTag {
  element: HTMLStyleElement;
  sheet: CSSStyleSheet;
  length: number;
}

function isCssomTag(tag: unknown): tag is CssomTag {
  const candidate = tag as Partial<CssomTag> | undefined;
  return (
    typeof candidate?.element?.tagName === 'string' &&
    candidate.element.tagName.toLowerCase() === 'style' &&
    candidate.sheet === candidate.element.sheet &&
    typeof candidate.length === 'number'
  );
}

/**
 * Gives styled-components the server's sheet as its own; false when it cannot (the checks come before anything the
 * page would see changes: the caller then lets styled-components take the sheet over its own way).
 */
function adopt(sc: StyledModule, style: HTMLStyleElement): boolean {
  const sheet: Sheet = sc.__PRIVATE__.mainSheet;
  const cssom = style.sheet;
  if (!cssom || style.getAttribute(SERVER_STYLE_VERSION_ATTRIBUTE) !== sc.version) return false;
  // Rules written already (by a part that started before): styled-components' own take-over keeps them in order.
  if (sheet.names.size > 0) return false;
  const groups = groupsOf(style, cssom.cssRules.length);
  if (!groups) return false;
  const grouped = sheet.getTag();
  const tag = grouped.tag;
  if (!isCssomTag(tag) || tag.length !== 0 || !(grouped.groupSizes instanceof Uint32Array)) return false;
  // Its cached position (styled-components 6.6) must be the start, as it is for a tag that never held a rule.
  if (((grouped as { _cIndex?: number })._cIndex ?? 0) !== 0) return false;

  // Group numbers are given in the order components are first seen: the server's order here, before any
  // component of the page is defined, so each group's rules sit where styled-components counts them.
  const numbered: [group: number, size: number][] = [];
  for (const { id, size } of groups) {
    const group = sc.__PRIVATE__.StyleSheet.registerId(id);
    if (group <= (numbered.at(-1)?.[0] ?? 0)) return false;
    numbered.push([group, size]);
  }
  const last = numbered.at(-1)?.[0] ?? 0;
  let length = grouped.groupSizes.length;
  while (length <= last + 1) length *= 2;
  const groupSizes = new Uint32Array(length);
  for (const [group, size] of numbered) groupSizes[group] = size;

  for (const { id, names } of groups) for (const name of names) sheet.registerName(id, name);
  grouped.groupSizes = groupSizes;
  grouped.length = length;
  tag.element.remove();
  tag.element = style;
  tag.sheet = cssom;
  tag.length = cssom.cssRules.length;
  return true;
}

/**
 * After styled-components' module is evaluated: gives it the held server sheet (see the top of this file), or lets
 * it take the sheet over its own way. Answers which happened.
 */
export function adoptServerStyles(
  sc: StyledModule,
  style: HTMLStyleElement | null,
): 'adopted' | 'taken over' | 'none' {
  if (!style) return 'none';
  let adopted = false;
  try {
    adopted = adopt(sc, style);
  } catch {
    adopted = false;
  }
  if (adopted) return 'adopted';
  style.setAttribute(SERVER_STYLE_ATTRIBUTE, '');
  sc.__PRIVATE__.mainSheet.rehydrate();
  return 'taken over';
}
