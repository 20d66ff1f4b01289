import { adminPasswordProblem } from '@manzil/contracts';
import { useLang, useTranslation } from '@manzil/i18n';
import { Button, Field, Input, toast, vars } from '@manzil/ui';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { type ChangePasswordResult, changePassword, useSession } from '../auth/session.ts';
import { NS, type Translate } from '../i18n/index.ts';
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
  const english = useLang() === 'en';
  const id = useId();
  const signedIn = useSession((state) => state.signedIn);
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const nextRef = useRef<HTMLInputElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(username, currentPassword, next, again, t);
    if (problem) {
      setError(problem);
      nextRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    const result = await changePassword(username, currentPassword, next);
    setSending(false);
    if (result.ok) {
      toast({ title: t('changePassword.success'), description: t('login.successText'), tone: 'success' });
      signedIn({ token: result.token, username: result.username });
      return;
    }
    setError(changeFailureText(result, english, t));
    nextRef.current?.focus();
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Card onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <Heading id={`${id}-title`}>{title ?? t('changePassword.title')}</Heading>
      <p>{t('changePassword.text')}</p>
      <Field>
        <label htmlFor={`${id}-new`}>{t('changePassword.newPassword')}</label>
        <Input
          ref={nextRef}
          id={`${id}-new`}
          name="new-password"
          type="password"
          autoComplete="new-password"
          dir="ltr"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-again`}>{t('changePassword.confirm')}</label>
        <Input
          id={`${id}-again`}
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          dir="ltr"
          required
          value={again}
          onChange={(event) => setAgain(event.target.value)}
        />
      </Field>
      <Hint id={hintId}>{t('changePassword.hint')}</Hint>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      <Actions>
        <Button type="submit" $variant="primary" $size="lg" disabled={sending}>
          {sending ? t('changePassword.submitting') : t('changePassword.submit')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {t('changePassword.cancel')}
        </Button>
      </Actions>
    </Card>
  );
}
