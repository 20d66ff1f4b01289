import { registerResources } from '@manzil/i18n';
import ar from './ar.ts';
import en from './en.ts';

export const NS = 'admin';

/** The `t` of the admin namespace, as plain functions take it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

registerResources(NS, { en, ar });
