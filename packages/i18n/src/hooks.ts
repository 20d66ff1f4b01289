import { useTranslation } from 'react-i18next';
import type { Lang } from './lang.ts';

/** The page language, re-rendering when it changes. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'ar' ? 'ar' : 'en';
}
