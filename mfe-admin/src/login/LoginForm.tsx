import { LOGIN_FAILED_MESSAGE } from '@manzil/contracts';
import { type Lang, useLang, useTranslation } from '@manzil/i18n';
import { Button, toast, vars } from '@manzil/ui';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { type LoginResult, login, useSession } from '../auth/session.ts';
import { NS, type Translate } from '../i18n/index.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { CredentialField } from './CredentialField.tsx';
import { Card, ErrorText } from './form-styles.ts';

const Notice = styled.p`
  && {
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.warningBg};
    color: ${vars.color.warning};
    font-weight: 600;
  }
`;

/**
 * Spec 8: the server's message, else 'Authentication failed'; 'Connection error. Please try again.' when the
 * server cannot be reached. The server speaks English: its known answers are translated, and an Arabic page
 * never shows an unknown English message.
 */
export function failureText(result: Exclude<LoginResult, { ok: true }>, lang: Lang, t: Translate): string {
  if (result.reason === 'connection') return t('login.connection');
  if (result.message === LOGIN_FAILED_MESSAGE) return t('login.invalid');
  if (result.reason === 'locked') return lang === 'en' && result.message ? result.message : t('login.locked');
  return lang === 'en' && result.message ? result.message : t('login.failed');
}

export interface LoginFormProps {
  /** Heading level: h1 on /admin, h2 inside the home page. */
  headingLevel?: 1 | 2;
  title?: ReactNode;
  subtitle?: ReactNode;
}

/**
 * The admin login (spec 4, 5, 8): username and password required; on success the spec's toast and the token
 * kept in browser storage; on failure the server's message or 'Authentication failed'; on a network failure
 * 'Connection error. Please try again.'.
 */
export function LoginForm({ headingLevel = 1, title, subtitle }: LoginFormProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const id = useId();
  const notice = useSession((state) => state.notice);
  const signedIn = useSession((state) => state.signedIn);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ username: boolean; password: boolean }>({
    username: false,
    password: false,
  });
  const [sending, setSending] = useState(false);
  /** Set when the password was right but must be changed first (a generated first password). */
  const [mustChange, setMustChange] = useState<{ username: string; password: string } | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const gaps = { username: !username.trim(), password: !password };
    setMissing(gaps);
    if (gaps.username || gaps.password) {
      setError(t('login.required'));
      (gaps.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    const result = await login(username.trim(), password);
    setSending(false);
    if (result.ok) {
      toast({ title: t('login.success'), description: t('login.successText'), tone: 'success' });
      setPassword('');
      signedIn({ token: result.token, username: result.username });
      return;
    }
    if (result.reason === 'mustChange') {
      setMustChange({ username: username.trim(), password });
      setPassword('');
      return;
    }
    setError(failureText(result, lang, t));
    setPassword('');
    passwordRef.current?.focus();
  };

  if (mustChange) {
    return (
      <ChangePasswordForm
        username={mustChange.username}
        currentPassword={mustChange.password}
        headingLevel={headingLevel}
        onCancel={() => setMustChange(null)}
      />
    );
  }

  const errorId = `${id}-error`;
  return (
    <Card onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <Heading id={`${id}-title`}>{title ?? t('login.title')}</Heading>
      <p>{subtitle ?? t('login.subtitle')}</p>
      {notice === 'sessionEnded' ? <Notice role="status">{t('login.sessionEnded')}</Notice> : null}
      <CredentialField
        type="text"
        inputRef={usernameRef}
        id={`${id}-username`}
        name="username"
        label={t('login.username')}
        autoComplete="username"
        invalid={missing.username}
        describedBy={error ? errorId : undefined}
        value={username}
        onChange={setUsername}
      />
      <CredentialField
        inputRef={passwordRef}
        id={`${id}-password`}
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        invalid={missing.password}
        describedBy={error ? errorId : undefined}
        value={password}
        onChange={setPassword}
      />
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      <Button type="submit" $variant="primary" $size="lg" disabled={sending}>
        {sending ? t('login.submitting') : t('login.submit')}
      </Button>
    </Card>
  );
}
