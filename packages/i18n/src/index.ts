export {
  formatAed,
  formatDate,
  formatNumber,
  formatPriceShort,
  isolate,
  localeOf,
} from './format.ts';
export { currentLang, i18n, initI18n, registerResources } from './instance.ts';
export {
  type Dir,
  dirOf,
  LANGS,
  type Lang,
  langFromPath,
  localePath,
  stripLangPrefix,
  switchLanguagePath,
} from './lang.ts';
export { Trans, useLang, useTranslation } from './react.ts';
export { default as commonAr } from './resources/common.ar.ts';
export { type CommonResources, default as commonEn } from './resources/common.en.ts';
