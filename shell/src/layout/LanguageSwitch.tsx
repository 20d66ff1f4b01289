import { switchLanguagePath, useLang, useTranslation } from '@manzil/i18n';
import { GlobeIcon, loadRtlPlugins, media, vars } from '@manzil/ui';
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

  /* On the narrowest phones the word alone, so the company's name keeps its two lines beside it. */
  ${media.narrowPhone} {
    & > svg {
      display: none;
    }
  }
`;

/** Spec 2: goes to /ar from English pages and to / from Arabic pages. */
export function LanguageSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const target = lang === 'ar' ? 'en' : 'ar';
  // Arabic pages need the right-to-left style plugin (its own chunk): fetched as soon as the visitor points at or
  // focuses the switch, so the switch (a transition, which keeps this page until it is there) does not wait.
  const prepare = target === 'ar' ? () => void loadRtlPlugins().catch(() => {}) : undefined;
  return (
    <SwitchLink
      to={switchLanguagePath(pathname, search)}
      lang={target}
      hrefLang={target}
      aria-label={t('language.switchLabel')}
      onClick={onNavigate}
      onPointerEnter={prepare}
      onFocus={prepare}
      onTouchStart={prepare}
    >
      <GlobeIcon size={18} />
      {t('language.switchTo')}
    </SwitchLink>
  );
}
