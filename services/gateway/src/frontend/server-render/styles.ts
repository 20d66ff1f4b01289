import { STYLE_GROUP_MARKER, STYLE_RULE_SEPARATOR } from '@manzil/contracts/server-render';

/**
 * The style rules of a page drawn by several renderers (the shell and each remote module), as one sheet in
 * styled-components' own format (ServerRenderResult.css). Each renderer numbers its components' groups from 1, so
 * the same number names different components in two sheets: the browser's styled-components, which takes the
 * sheet over by group number, would mix them (and a global style clearing its group would clear another
 * component's rules). The groups are numbered again here, in the order the sheets come (the shell's first, as the
 * page reads), a component drawn by two renderers (a shared button) keeping one group with the rules once.
 */

interface Group {
  rules: string[];
  names: Set<string>;
}

export function mergeStyleSheets(sheets: readonly string[]): string {
  const groups = new Map<string, Group>();
  let loose: string[] = [];
  for (const sheet of sheets) {
    let pending: string[] = [];
    for (const part of sheet.split(STYLE_RULE_SEPARATOR)) {
      if (!part.trim()) continue;
      const marker = STYLE_GROUP_MARKER.exec(part);
      if (!marker) {
        pending.push(part);
        continue;
      }
      const [, id = '', content = ''] = marker;
      let group = groups.get(id);
      if (!group) {
        group = { rules: [], names: new Set() };
        groups.set(id, group);
      }
      for (const rule of pending) if (!group.rules.includes(rule)) group.rules.push(rule);
      for (const name of content.split(',')) if (name) group.names.add(name);
      pending = [];
    }
    // Rules after the last marker (none in styled-components' output) are kept, after every group.
    loose = loose.concat(pending);
  }
  let css = '';
  let number = 0;
  for (const [id, group] of groups) {
    number += 1;
    for (const rule of group.rules) css += `${rule}${STYLE_RULE_SEPARATOR}`;
    const names = [...group.names].map((name) => `${name},`).join('');
    css += `data-styled.g${number}[id="${id}"]{content:"${names}"}${STYLE_RULE_SEPARATOR}`;
  }
  for (const rule of loose) css += `${rule}${STYLE_RULE_SEPARATOR}`;
  return css;
}
