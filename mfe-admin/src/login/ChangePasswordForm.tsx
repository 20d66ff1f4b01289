import { adminPasswordProblem } from '@manzil/contracts';
import { useLang, useTranslation } from '@manzil/i18n';
import { Button, toast, vars } from '@manzil/ui';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { type ChangePasswordResult, changePassword, useSession } from '../auth/session.ts';
import { NS, type Translate } from '../i18n/index.ts';
import { CredentialField } from './CredentialField.tsx';
import { Card, ErrorText } from './form-styles.ts';

const Hint = styled.p`
  && {
    font-size: ${vars.fontSize.sm};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

/** The problem with a new password, in the page's language (the server's own rules, run here first). */
export function newPasswordProblem(
  username: string,
  current: string,
  next: string,
  again: string,
  t: Translate,
): string | null {
  const problem = adminPasswordProblem(next, username);
  if (problem) return t(`changePassword.${problem.code}`);
  if (next === current) return t('changePassword.same');
  if (next !== again) return t('changePassword.mismatch');
  return null;
}

/** A refused change in the page's language (the server's English only on an English page). */
export function changeFailureText(
  result: Exclude<ChangePasswordResult, { ok: true }>,
  english: boolean,
  t: Translate,
): string {
  if (result.reason === 'connection') return t('login.connection');
  if (result.reason === 'invalid') return t('login.invalid');
  if (result.reason === 'locked') return english && result.message ? result.message : t('login.locked');
  if (result.reason === 'rejected')
    return english && result.message ? result.message : t('changePassword.rejected');
  return t('login.failed');
}

/**
 * The new password typed twice, checked here with the server's rules, then sent: `change(current)` answers
 * whether the server took it (the session then carries the new token) and otherwise sets the error to show.
 */
export function usePasswordChange(username: string) {
  const { t } = useTranslation(NS);
  const english = useLang() === 'en';
  const signedIn = useSession((state) => state.signedIn);
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const change = async (current: string): Promise<boolean> => {
    const problem = newPasswordProblem(username, current, next, again, t);
    if (problem) {
      setError(problem);
      return false;
    }
    setSending(true);
    setError(null);
    const result = await changePassword(username, current, next);
    setSending(false);
    if (!result.ok) {
      setError(changeFailureText(result, english, t));
      return false;
    }
    signedIn({ token: result.token, username: result.username });
    return true;
  };
  return { next, setNext, again, setAgain, error, setError, sending, change };
}

export interface ChangePasswordFormProps {
  username: string;
  /** The password just typed at the login (the generated one). */
  currentPassword: string;
  onCancel: () => void;
  headingLevel?: 1 | 2;
  title?: ReactNode;
}

/**
 * The first sign-in with a generated password (issue 22): the admin chooses their own before a session starts.
 * The new password is checked here with the server's rules and again by the server; success signs in.
 */
export function ChangePasswordForm({
  username,
  currentPassword,
  onCancel,
  headingLevel = 1,
  title,
}: ChangePasswordFormProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const password = usePasswordChange(username);
  const { next, again, error } = password;
  const nextRef = useRef<HTMLInputElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await password.change(currentPassword)) {
      toast({ title: t('changePassword.success'), description: t('login.successText'), tone: 'success' });
      return;
    }
    nextRef.current?.focus();
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Card onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <Heading id={`${id}-title`}>{title ?? t('changePassword.title')}</Heading>
      <p>{t('changePassword.text')}</p>
      <CredentialField
        inputRef={nextRef}
        id={`${id}-new`}
        name="new-password"
        label={t('changePassword.newPassword')}
        autoComplete="new-password"
        invalid={Boolean(error)}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        value={next}
        onChange={password.setNext}
      />
      <CredentialField
        id={`${id}-again`}
        name="confirm-password"
        label={t('changePassword.confirm')}
        autoComplete="new-password"
        value={again}
        onChange={password.setAgain}
      />
      <Hint id={hintId}>{t('changePassword.hint')}</Hint>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      <Actions>
        <Button type="submit" $variant="primary" $size="lg" disabled={password.sending}>
          {password.sending ? t('changePassword.submitting') : t('changePassword.submit')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {t('changePassword.cancel')}
        </Button>
      </Actions>
    </Card>
  );
}
