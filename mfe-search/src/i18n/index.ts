import { registerResources } from '@manzil/i18n';
import ar from './ar.ts';
import en from './en.ts';

/** The remote's own namespace; every exposed module imports this file, so it is registered before use. */
export const NS = 'search';

registerResources(NS, { en, ar });
