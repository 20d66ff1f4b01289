import { localePath, useLang, useTranslation } from '@manzil/i18n';
import { Button, bareList, Container, ShieldIcon, Spinner, Tabs, vars } from '@manzil/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '../auth/session.ts';
import { HeaderBar } from '../components/controls.tsx';
import { MessagesList } from '../content/Messages.tsx';
import { CONTENT_SECTIONS, type ContentSection, SectionDialog } from '../content/SectionDialogs.tsx';
import { useExportContent } from '../content/use-export.ts';
import { NS } from '../i18n/index.ts';
import { LoginForm } from '../login/LoginForm.tsx';
import { useLogout } from '../panel/AdminPanel.tsx';

const Card = styled.section`
  margin: ${vars.space[8]} auto;
  padding: ${vars.space[5]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.accent};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.md};

  @media (min-width: 640px) {
    padding: ${vars.space[6]};
  }
`;

const Header = styled(HeaderBar)`
  margin-bottom: ${vars.space[4]};

  h2 {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    margin: 0;
    font-size: ${vars.fontSize.xl};
  }
`;

const Sections = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${vars.space[2]};
  ${bareList}

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[2]};
    padding: ${vars.space[2]} ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceAlt};
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: center;

  p {
    flex: 1 1 100%;
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

const LOGIN_CARD_WIDTH = '520px';

const LoginWrap = styled.div`
  margin: ${vars.space[8]} auto;
`;

function Editor() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const username = useSession((state) => state.username);
  const logout = useLogout();
  const exportContent = useExportContent();
  const [open, setOpen] = useState<ContentSection | null>(null);
  const adminHref = localePath('/admin', lang);
  return (
    <>
      <Header>
        <div>
          <h2 id="home-admin-title">
            <ShieldIcon size={22} />
            {t('homePanel.heading')}
          </h2>
          {username ? <p>{t('panel.signedInAs', { username })}</p> : null}
        </div>
        <Button $variant="secondary" $size="sm" onClick={() => void logout()}>
          {t('panel.logout')}
        </Button>
      </Header>
      <Tabs
        label={t('homePanel.sections')}
        items={[
          {
            id: 'content',
            label: t('homePanel.contentTab'),
            panel: (
              <Sections aria-label={t('homePanel.sections')}>
                {CONTENT_SECTIONS.map((section) => (
                  <li key={section}>
                    <span>{t(`sections.${section}`)}</span>
                    <Button
                      $variant="secondary"
                      $size="sm"
                      aria-label={t('homePanel.editSection', { section: t(`sections.${section}`) })}
                      onClick={() => setOpen(section)}
                    >
                      {t('homePanel.edit')}
                    </Button>
                  </li>
                ))}
              </Sections>
            ),
          },
          { id: 'messages', label: t('website.messages'), panel: <MessagesList /> },
          {
            id: 'export',
            label: t('website.export'),
            panel: (
              <Row>
                <p>{t('website.exportText')}</p>
                <Button $variant="primary" onClick={() => void exportContent()}>
                  {t('website.export')}
                </Button>
              </Row>
            ),
          },
          {
            id: 'listings',
            label: t('homePanel.listingsTab'),
            panel: (
              <Row>
                <p>{t('homePanel.listingsText')}</p>
                {(['properties', 'emirates', 'areas', 'propertyTypes'] as const).map((tab) => (
                  <Button key={tab} as="a" $variant="secondary" href={adminHref}>
                    {t(`panel.${tab}`)}
                  </Button>
                ))}
              </Row>
            ),
          },
        ]}
      />
      {open ? <SectionDialog section={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

export interface HomeAdminPanelProps {
  /** Shown regardless of the URL (the shell opens it with Ctrl+Shift+A). */
  visible?: boolean;
}

/**
 * The hidden home-page content panel (spec 2, 6): shown with ?admin=true or when the shell asks for it. Unlike the
 * spec's browser-side password, it is behind the same server login as /admin and shares its session.
 */
export default function HomeAdminPanel({ visible }: HomeAdminPanelProps) {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const shown = Boolean(visible) || params.get('admin') === 'true';
  const status = useSession((state) => state.status);
  const verify = useSession((state) => state.verify);

  useEffect(() => {
    if (shown) void verify();
  }, [shown, verify]);

  if (!shown) return null;
  return (
    <Container>
      {status === 'authenticated' ? (
        <Card aria-labelledby="home-admin-title">
          <Editor />
        </Card>
      ) : status === 'anonymous' ? (
        <LoginWrap>
          <LoginForm
            headingLevel={2}
            title={
              <>
                <ShieldIcon size={22} />
                {t('homePanel.title')}
              </>
            }
            subtitle={t('homePanel.text')}
          />
        </LoginWrap>
      ) : (
        <Card aria-busy="true" style={{ maxWidth: LOGIN_CARD_WIDTH }}>
          <Spinner label={t('verifying')} />
        </Card>
      )}
    </Container>
  );
}
