import { useTranslation } from '@manzil/i18n';
import { toast } from '@manzil/ui';
import { useId, useState } from 'react';
import { useSession } from '../auth/session.ts';
import { FieldError, FormGrid } from '../components/controls.tsx';
import { FormDialog } from '../components/form.tsx';
import { NS } from '../i18n/index.ts';
import { usePasswordChange } from '../login/ChangePasswordForm.tsx';
import { CredentialField } from '../login/CredentialField.tsx';

/**
 * A signed-in admin changes their password (issue 22): the current one, the new one twice, checked here with the
 * server's rules and again by `POST /api/admin/auth/password`. The server ends the account's other sessions and
 * answers a new one, which replaces this page's token.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const username = useSession((state) => state.username) ?? '';
  const password = usePasswordChange(username);
  const [current, setCurrent] = useState('');

  const submit = async () => {
    if (!current) {
      password.setError(t('changePassword.currentRequired'));
      return;
    }
    if (!(await password.change(current))) return;
    toast({
      title: t('changePassword.success'),
      description: t('changePassword.othersSignedOut'),
      tone: 'success',
    });
    onClose();
  };

  const error = password.error;
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  return (
    <FormDialog
      title={t('panel.changePassword')}
      isNew={false}
      saveLabel={t('panel.changePassword')}
      busy={password.sending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormGrid>
        <CredentialField
          id={`${id}-current`}
          label={t('changePassword.current')}
          autoComplete="current-password"
          describedBy={described}
          value={current}
          onChange={setCurrent}
        />
        <CredentialField
          id={`${id}-new`}
          label={t('changePassword.newPassword')}
          autoComplete="new-password"
          describedBy={described ? `${id}-hint ${errorId}` : `${id}-hint`}
          value={password.next}
          onChange={password.setNext}
        />
        <CredentialField
          id={`${id}-again`}
          label={t('changePassword.confirm')}
          autoComplete="new-password"
          value={password.again}
          onChange={password.setAgain}
        />
      </FormGrid>
      <p id={`${id}-hint`}>{t('changePassword.hint')}</p>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FormDialog>
  );
}
