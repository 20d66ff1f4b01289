import { useTranslation } from '@manzil/i18n';
import { Button, Tabs, toast, vars } from '@manzil/ui';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { alertsTab } from '../alerts/tab.tsx';
import { useSession } from '../auth/session.ts';
import { HeaderBar } from '../components/controls.tsx';
import { ContentEditorDialog } from '../content/ContentEditorDialog.tsx';
import { MessagesDialog } from '../content/Messages.tsx';
import { useExportContent } from '../content/use-export.ts';
import { VersionsDialog } from '../content/VersionsDialog.tsx';
import { NS } from '../i18n/index.ts';
import { AreasTab } from './AreasTab.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { EmiratesTab } from './EmiratesTab.tsx';
import { OverviewTab, type QuickAction } from './OverviewTab.tsx';
import { PropertiesTab } from './PropertiesTab.tsx';
import { PropertyFormDialog } from './PropertyFormDialog.tsx';
import { PropertyTypesTab } from './PropertyTypesTab.tsx';
import { WebsiteTab } from './WebsiteTab.tsx';

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

// Only opened now and then: its own chunk, so the panel's first download does not grow.
const ActivityTab = lazy(() => import('./ActivityTab.tsx'));

const Header = styled(HeaderBar)`
  margin-bottom: ${vars.space[6]};

  h1 {
    margin: 0;
    font-size: ${vars.fontSize['3xl']};
  }
`;

/** The logout of the spec: the token is removed here and revoked on the server; toast 'Logged Out'. */
export function useLogout() {
  const { t } = useTranslation(NS);
  const logout = useSession((state) => state.logout);
  return async () => {
    await logout();
    toast({ title: t('panel.loggedOut'), description: t('panel.loggedOutText') });
  };
}

/** Dialogs opened from the quick links and the Website tab. */
export function useQuickActions() {
  const [open, setOpen] = useState<Exclude<QuickAction, 'export'> | null>(null);
  const exportContent = useExportContent();
  const run = (action: QuickAction) => {
    if (action === 'export') void exportContent();
    else setOpen(action);
  };
  const close = () => setOpen(null);
  const dialogs = (
    <>
      {open === 'addProperty' ? <PropertyFormDialog editing="new" onClose={close} /> : null}
      {open === 'editContent' ? <ContentEditorDialog onClose={close} /> : null}
      {open === 'versions' ? <VersionsDialog onClose={close} /> : null}
      {open === 'messages' ? <MessagesDialog onClose={close} /> : null}
    </>
  );
  return { run, dialogs };
}

/**
 * /admin once signed in: tabs Emirates, Areas, Properties, Property types, Website, Overview, Activity, and
 * Logout.
 */
export function AdminPanel() {
  const { t } = useTranslation(NS);
  const username = useSession((state) => state.username);
  const logout = useLogout();
  const actions = useQuickActions();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <Header>
        <div>
          <h1>{t('panel.title')}</h1>
          {username ? <p>{t('panel.signedInAs', { username })}</p> : null}
        </div>
        <HeaderActions>
          <Button $variant="ghost" onClick={() => setChangingPassword(true)}>
            {t('panel.changePassword')}
          </Button>
          <Button $variant="secondary" onClick={() => void logout()}>
            {t('panel.logout')}
          </Button>
        </HeaderActions>
      </Header>
      {changingPassword ? <ChangePasswordDialog onClose={() => setChangingPassword(false)} /> : null}
      <Tabs
        label={t('panel.tabs')}
        items={[
          { id: 'emirates', label: t('panel.emirates'), panel: <EmiratesTab /> },
          { id: 'areas', label: t('panel.areas'), panel: <AreasTab /> },
          { id: 'properties', label: t('panel.properties'), panel: <PropertiesTab /> },
          { id: 'property-types', label: t('panel.propertyTypes'), panel: <PropertyTypesTab /> },
          { id: 'website', label: t('panel.website'), panel: <WebsiteTab onAction={actions.run} /> },
          { id: 'overview', label: t('panel.overview'), panel: <OverviewTab onAction={actions.run} /> },
          alertsTab,
          {
            id: 'activity',
            label: t('panel.activity'),
            panel: (
              <Suspense fallback={<p>{t('common.loading')}</p>}>
                <ActivityTab />
              </Suspense>
            ),
          },
        ]}
      />
      {actions.dialogs}
    </>
  );
}
