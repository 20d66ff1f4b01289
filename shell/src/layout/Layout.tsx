import { useTranslation } from '@manzil/i18n';
import { HydrationPart, SkipLink, ToastRegion, vars } from '@manzil/ui';
import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { jumpToSection } from '../lib/section-jump.ts';
import { AssistantButton } from './AssistantButton.tsx';
import { Footer } from './Footer.tsx';
import { NavBar } from './NavBar.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';

const Main = styled.main`
  padding-top: ${vars.navHeight};
  min-height: 70vh;
  outline: none;
`;

/**
 * Section links (`/#services`) scroll to their section; a navigation to another page starts at its top. The page the
 * visitor opened is left where it is: the browser placed it (at the top, or where a reload or "back" left it), and on
 * a slow phone the visitor may have scrolled before the page hydrates, which must not throw them back to the top.
 */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  // The page the last scroll was for: null until the first (a second run for the same page, as React's strict mode
  // does, changes nothing).
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    const page = `${pathname}${hash}`;
    const opened = scrolledFor.current === null;
    if (scrolledFor.current === page) return;
    scrolledFor.current = page;
    if (!hash) {
      if (!opened) window.scrollTo(0, 0);
      return;
    }
    // The target may belong to a section rendered in this same commit, below sections that load on view: the
    // jump waits for them, so it lands the first time.
    void jumpToSection(decodeURIComponent(hash.slice(1)));
  }, [pathname, hash]);
}

/** The frame of every page: skip link, navigation, main, footer, floating buttons, assistant, toasts. */
export function Layout() {
  const { t } = useTranslation();
  useScrollOnNavigate();
  // The footer hydrates on its own, once the page's modules are live and the visitor scrolls near it (a navigation
  // draws the frame again, not the footer).
  const footer = useMemo(() => <Footer />, []);
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <NavBar />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <HydrationPart onView="footer">{footer}</HydrationPart>
      <WhatsAppButton />
      <AssistantButton />
      <ToastRegion label={t('status.notifications')} dismissLabel={t('status.dismiss')} />
    </>
  );
}
