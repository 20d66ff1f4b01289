import { createQueryClient } from '@manzil/api-client';
import { localePath, switchLanguagePath, useLang, useTranslation } from '@manzil/i18n';
import { type ReactNode, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../components/Badge.ts';
import { ToastRegion } from '../components/Toast.tsx';
import { vars } from '../tokens/index.ts';
import { AppProviders } from './AppProviders.tsx';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[2]} ${vars.space[4]};
  background: ${vars.color.chrome};
  color: ${vars.color.onChrome};
  font-size: ${vars.fontSize.sm};

  a { color: ${vars.color.onChrome}; }
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin-left: auto;
`;

// The remote's page, with some room around modules that are not whole pages (a form, a widget).
const Stage = styled.main`
  padding: ${vars.space[6]} ${vars.space[4]};
`;

export interface DevRootProps {
  /** The remote's Module Federation name, shown in the dev bar. */
  name: string;
  /** Paths of the standalone page to link to (English paths; Arabic ones are derived). */
  links?: string[];
  children: ReactNode;
}

function DevBar({ name, links = [] }: Omit<DevRootProps, 'children'>) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  return (
    <Bar>
      <Badge $tone="accent">{name}</Badge>
      <Links aria-label={name}>
        {links.map((path) => (
          <Link key={path} to={localePath(path, lang)}>
            <bdi dir="ltr">{localePath(path, lang)}</bdi>
          </Link>
        ))}
        <Link to={switchLanguagePath(pathname, search)} lang={lang === 'ar' ? 'en' : 'ar'}>
          {t('language.switchTo')}
        </Link>
      </Links>
    </Bar>
  );
}

function Toasts() {
  const { t } = useTranslation();
  return <ToastRegion label={t('status.notifications')} dismissLabel={t('status.dismiss')} />;
}

/**
 * The providers the shell gives a remote (router, query client, i18n, direction-aware theme, toasts), for a
 * remote's standalone page (`npm run dev -w mfe-x`), plus a thin bar to switch language.
 */
export function DevRoot({ name, links, children }: DevRootProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <StrictMode>
      <BrowserRouter>
        <AppProviders queryClient={queryClient}>
          <DevBar name={name} links={links} />
          {/* A module showing the site content waits for it (no server drew this page). */}
          <Suspense fallback={null}>
            <Stage>{children}</Stage>
          </Suspense>
          <Toasts />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>
  );
}

/** Renders a remote's standalone page into #root. */
export function renderStandalone(props: DevRootProps, container = document.getElementById('root')): void {
  if (!container) throw new Error('#root is missing from the page');
  createRoot(container).render(<DevRoot {...props} />);
}
