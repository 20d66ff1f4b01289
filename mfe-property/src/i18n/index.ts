import { registerResources } from '@manzil/i18n';
import ar from './ar.ts';
import en from './en.ts';

export const NS = 'property';

registerResources(NS, { en, ar });
