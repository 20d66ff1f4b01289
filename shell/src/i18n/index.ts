import { registerResources } from '@manzil/i18n';
import ar from './ar.ts';
import en from './en.ts';

export const SHELL_NS = 'shell';

registerResources(SHELL_NS, { en, ar });
