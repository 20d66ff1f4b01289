import { useTranslation } from '@manzil/i18n';
import { SkipLink, ToastRegion, vars } from '@manzil/ui';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AssistantButton } from './AssistantButton.tsx';
import { Footer } from './Footer.tsx';
import { NavBar } from './NavBar.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';

const Main = styled.main`
  padding-top: ${vars.navHeight};
  min-height: 70vh;
  outline: none;
`;

/** Section links (`/#services`) scroll to their section; other navigations start at the top. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    // The target may belong to a section rendered in this same commit: wait one frame.
    const frame = window.requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => window.cancelAnimationFrame(frame);
  }, [pathname, hash]);
}

/** The frame of every page: skip link, navigation, main, footer, floating buttons, assistant, toasts. */
export function Layout() {
  const { t } = useTranslation();
  useScrollOnNavigate();
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <NavBar />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <WhatsAppButton />
      <AssistantButton />
      <ToastRegion label={t('status.notifications')} dismissLabel={t('status.dismiss')} />
    </>
  );
}
