import { useLang, useTranslation } from '@manzil/i18n';
import { Button, Dialog, Field, Input, toast } from '@manzil/ui';
import { type FormEvent, useId, useState } from 'react';
import { changePassword, useSession } from '../auth/session.ts';
import { FieldError, FormGrid } from '../components/controls.tsx';
import { NS } from '../i18n/index.ts';
import { changeFailureText, newPasswordProblem } from '../login/ChangePasswordForm.tsx';

/**
 * A signed-in admin changes their password (issue 22): the current one, the new one twice, checked here with the
 * server's rules and again by `POST /api/admin/auth/password`. The server ends the account's other sessions and
 * answers a new one, which replaces this page's token.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NS);
  const english = useLang() === 'en';
  const id = useId();
  const username = useSession((state) => state.username) ?? '';
  const signedIn = useSession((state) => state.signedIn);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) {
      setError(t('changePassword.currentRequired'));
      return;
    }
    const problem = newPasswordProblem(username, current, next, again, t);
    if (problem) {
      setError(problem);
      return;
    }
    setSending(true);
    setError(null);
    const result = await changePassword(username, current, next);
    setSending(false);
    if (!result.ok) {
      setError(changeFailureText(result, english, t));
      return;
    }
    signedIn({ token: result.token, username: result.username });
    toast({
      title: t('changePassword.success'),
      description: t('changePassword.othersSignedOut'),
      tone: 'success',
    });
    onClose();
  };

  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  return (
    <Dialog
      size="md"
      open
      onClose={onClose}
      title={t('panel.changePassword')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button $variant="primary" type="submit" form={`${id}-form`} disabled={sending}>
            {sending ? t('changePassword.submitting') : t('panel.changePassword')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit}>
        <FormGrid>
          <Field>
            <label htmlFor={`${id}-current`}>{t('changePassword.current')}</label>
            <Input
              id={`${id}-current`}
              type="password"
              autoComplete="current-password"
              dir="ltr"
              required
              aria-describedby={described}
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-new`}>{t('changePassword.newPassword')}</label>
            <Input
              id={`${id}-new`}
              type="password"
              autoComplete="new-password"
              dir="ltr"
              required
              aria-describedby={described ? `${id}-hint ${errorId}` : `${id}-hint`}
              value={next}
              onChange={(event) => setNext(event.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-again`}>{t('changePassword.confirm')}</label>
            <Input
              id={`${id}-again`}
              type="password"
              autoComplete="new-password"
              dir="ltr"
              required
              value={again}
              onChange={(event) => setAgain(event.target.value)}
            />
          </Field>
        </FormGrid>
        <p id={`${id}-hint`}>{t('changePassword.hint')}</p>
        {error ? (
          <FieldError id={errorId} role="alert">
            {error}
          </FieldError>
        ) : null}
      </form>
    </Dialog>
  );
}
