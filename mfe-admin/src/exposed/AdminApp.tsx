import { useTranslation } from '@manzil/i18n';
import { Container, Spinner, vars } from '@manzil/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useSession } from '../auth/session.ts';
import { NS } from '../i18n/index.ts';
import { LoginForm } from '../login/LoginForm.tsx';
import { AdminPanel } from '../panel/AdminPanel.tsx';

const Page = styled(Container)`
  padding-top: ${vars.space[8]};
  padding-bottom: ${vars.space[16]};
`;

const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[16]} 0;
`;

/**
 * /admin and /ar/admin (spec 2, 4): a stored token is verified first ('Verifying authentication...'); valid
 * shows the panel, invalid is removed and the login form shows. A 401 in the middle of the session comes back
 * here with a message.
 */
export default function AdminApp() {
  const { t } = useTranslation(NS);
  const status = useSession((state) => state.status);
  const verify = useSession((state) => state.verify);

  useEffect(() => {
    void verify();
  }, [verify]);

  return (
    <Page $width="wide">
      {status === 'unknown' || status === 'verifying' ? (
        <Centered>
          <Spinner label={t('verifying')} size={32} />
          <p aria-hidden="true">{t('verifying')}</p>
        </Centered>
      ) : status === 'anonymous' ? (
        <LoginForm />
      ) : (
        <AdminPanel />
      )}
    </Page>
  );
}
