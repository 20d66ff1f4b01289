import { registerResources } from '@manzil/i18n';
import ar from './ar.ts';
import en from './en.ts';

export const NS = 'admin';

registerResources(NS, { en, ar });
