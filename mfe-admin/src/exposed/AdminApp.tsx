import { Button, Container, Field, Input, Spinner, Tabs, toast, vars } from '@manzil/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { login, storedToken, storeToken, verifyToken } from '../auth/session.ts';
import { NS } from '../i18n/index.ts';

const Page = styled(Container)`
  padding-top: ${vars.space[10]};
  padding-bottom: ${vars.space[16]};
`;

const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[16]} 0;
`;

const Card = styled.form`
  display: grid;
  gap: ${vars.space[4]};
  max-width: 420px;
  margin: 0 auto;
  padding: ${vars.space[8]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  box-shadow: ${vars.shadow.md};

  h1 {
    font-size: ${vars.fontSize['2xl']};
    margin: 0;
  }

  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

const ErrorText = styled.p`
  && {
    color: ${vars.color.danger};
    font-weight: 600;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[6]};
`;

type State = 'verifying' | 'login' | 'authenticated';

function LoginForm({ onLoggedIn }: { onLoggedIn: (token: string) => void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setSending(true);
    setError(null);
    const result = await login(username.trim(), password);
    setSending(false);
    if (result.ok) {
      toast({ title: t('login.success'), description: t('login.successText'), tone: 'success' });
      onLoggedIn(result.token);
    } else {
      setError(
        result.reason === 'connection' ? t('login.connection') : (result.message ?? t('login.failed')),
      );
    }
  };

  return (
    <Card onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h1 id={`${id}-title`}>{t('login.title')}</h1>
      <p>{t('login.subtitle')}</p>
      <Field>
        <label htmlFor={`${id}-username`}>{t('login.username')}</label>
        <Input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-password`}>{t('login.password')}</label>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Button type="submit" $variant="primary" $size="lg" disabled={sending}>
        {sending ? t('login.submitting') : t('login.submit')}
      </Button>
    </Card>
  );
}

function Panel({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation(NS);
  const sections = ['emirates', 'areas', 'properties', 'overview'] as const;
  return (
    <>
      <PanelHeader>
        <h1>{t('panel.title')}</h1>
        <Button $variant="secondary" onClick={onLogout}>
          {t('panel.logout')}
        </Button>
      </PanelHeader>
      <Tabs
        label={t('panel.tabs')}
        items={sections.map((section) => ({
          id: section,
          label: t(`panel.${section}`),
          panel: <p>{t('panel.soon')}</p>,
        }))}
      />
    </>
  );
}

/**
 * /admin (spec 4): a stored token is verified first ('Verifying authentication...'); valid shows the panel,
 * invalid is removed and the login form shows. First version: the panel's sections come later.
 */
export default function AdminApp() {
  const { t } = useTranslation(NS);
  const [state, setState] = useState<State>('verifying');

  useEffect(() => {
    let cancelled = false;
    const token = storedToken();
    const check = token ? verifyToken(token) : Promise.resolve(false);
    void check.then((valid) => {
      if (cancelled) return;
      if (!valid) storeToken(null);
      setState(valid ? 'authenticated' : 'login');
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <Page>
      {state === 'verifying' ? (
        <Centered>
          <Spinner label={t('verifying')} size={32} />
          <p>{t('verifying')}</p>
        </Centered>
      ) : state === 'login' ? (
        <LoginForm
          onLoggedIn={(token) => {
            storeToken(token);
            setState('authenticated');
          }}
        />
      ) : (
        <Panel
          onLogout={() => {
            storeToken(null);
            toast({ title: t('panel.loggedOut') });
            setState('login');
          }}
        />
      )}
    </Page>
  );
}
