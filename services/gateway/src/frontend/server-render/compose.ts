import { CLIENT_ONLY_SLOT, SLOT_ATTRIBUTE, SLOT_END_ATTRIBUTE } from '@manzil/contracts/server-render';

// The shell draws each slot inside a Suspense boundary (`<!--$-->…<!--/$-->` in its markup), as the browser does:
// the browser hydrates each remote module's part on its own, when that module has loaded.
const SLOT = new RegExp(
  `(<!--\\$-->)?<template ${SLOT_ATTRIBUTE}="([^"]+)"></template>([\\s\\S]*?)<template ${SLOT_END_ATTRIBUTE}="\\2"></template>`,
  'g',
);

/**
 * React's mark of a boundary the server did not finish: the browser draws it itself instead of hydrating it, and
 * reports it with this digest (which the shell leaves out of its hydration errors).
 */
export const CLIENT_RENDERED_BOUNDARY = `<!--$!--><template data-dgst="${CLIENT_ONLY_SLOT}"></template>`;

/**
 * Puts each remote module's server markup into its slot in the shell's markup. A slot without markup (the remote
 * has no server renderer, or it failed, or the module is drawn by the browser only) keeps the loading placeholder
 * the shell drew there, in a boundary marked for the browser to draw; the slot markers always go.
 */
export function fillSlots(shellHtml: string, fills: ReadonlyMap<string, string>): string {
  // A function replacement: `$&` in a listing's text must stay literal.
  return shellHtml.replace(
    SLOT,
    (_all, boundary: string | undefined, module: string, placeholder: string) => {
      const html = fills.get(module);
      if (html !== undefined) return `${boundary ?? ''}${html}`;
      return `${boundary ? CLIENT_RENDERED_BOUNDARY : ''}${placeholder}`;
    },
  );
}
