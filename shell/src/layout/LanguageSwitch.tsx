import { switchLanguagePath, useLang, useTranslation } from '@manzil/i18n';
import { GlobeIcon, vars } from '@manzil/ui';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';

const SwitchLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 44px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.onChromeMuted};
  border-radius: ${vars.radius.md};
  color: ${vars.color.onChrome};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${vars.color.chromeAlt};
  }
`;

/** Spec 2: goes to /ar from English pages and to / from Arabic pages. */
export function LanguageSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const target = lang === 'ar' ? 'en' : 'ar';
  return (
    <SwitchLink
      to={switchLanguagePath(pathname, search)}
      lang={target}
      hrefLang={target}
      aria-label={t('language.switchLabel')}
      onClick={onNavigate}
    >
      <GlobeIcon size={18} />
      {t('language.switchTo')}
    </SwitchLink>
  );
}
