import { registerResources } from '@manzil/i18n';
import ar from './ar.ts';
import en from './en.ts';

/** The home page's texts: in the home page's chunk, registered when it loads. */
export const HOME_NS = 'home';

registerResources(HOME_NS, { en, ar });
