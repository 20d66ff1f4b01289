import { SLOT_ATTRIBUTE, SLOT_END_ATTRIBUTE } from '@manzil/contracts/server-render';

const SLOT = new RegExp(
  `<template ${SLOT_ATTRIBUTE}="([^"]+)"></template>([\\s\\S]*?)<template ${SLOT_END_ATTRIBUTE}="\\1"></template>`,
  'g',
);

/**
 * Puts each remote module's server markup into its slot in the shell's markup. A slot without markup (the remote
 * has no server renderer, or it failed) keeps the loading placeholder the shell drew there; the markers always go.
 */
export function fillSlots(shellHtml: string, fills: ReadonlyMap<string, string>): string {
  // A function replacement: `$&` in a listing's text must stay literal.
  return shellHtml.replace(
    SLOT,
    (_all, module: string, placeholder: string) => fills.get(module) ?? placeholder,
  );
}
