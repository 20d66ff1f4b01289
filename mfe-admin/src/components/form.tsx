import { useQueryClient } from '@manzil/api-client';
import { errorDescription, fieldErrors } from '@manzil/api-client/admin';
import { useMutation } from '@manzil/api-client/mutation';
import { useTranslation } from '@manzil/i18n';
import { Button, Dialog, type DialogSize, Field, toast } from '@manzil/ui';
import { type ReactNode, useId, useState } from 'react';
import { NS } from '../i18n/index.ts';
import { FieldError, Hint } from './controls.tsx';

/** What a control gets from its field: its id, and its state and descriptions for screen readers. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled form field: the control, its hint and its error under it, both tied to the control
 * (`aria-describedby`) and the control marked invalid while the error shows.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    // Top-aligned: a hint or an error under one field must not stretch the input beside it.
    <Field style={{ alignContent: 'start' }}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}

/**
 * Draws a form's fields: `field(name, label, control, hint?)` is a `FormField` with the id `{formId}-{name}`
 * and the error `errorOf(name)`.
 */
export function fieldMaker<N extends string>(formId: string, errorOf: (name: N) => string | undefined) {
  return (name: N, label: string, control: (props: ControlProps) => ReactNode, hint?: string) => (
    <FormField id={`${formId}-${name}`} label={label} hint={hint} error={errorOf(name)}>
      {control}
    </FormField>
  );
}

export interface FormSaveOptions<I> {
  run: (input: I) => Promise<unknown>;
  /** The toasts' titles (translated): after the save, and after a failure (with the server's words under). */
  saved: string;
  failed: string;
  /** What to refresh after a save: the admin lists (default), or every query (a listing shows everywhere). */
  refresh?: 'admin' | 'all';
  onSaved: () => void;
}

/**
 * A dialog's save: a toast either way, the lists refreshed and the dialog closed after it, and the fields a
 * refused save names (the details of a 400) kept so the form shows each next to its field.
 */
export function useFormSave<I>({ run, saved, failed, refresh = 'admin', onSaved }: FormSaveOptions<I>) {
  const client = useQueryClient();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toast({ title: saved, tone: 'success' });
      await (refresh === 'all'
        ? client.invalidateQueries()
        : client.invalidateQueries({ queryKey: ['admin'] }));
      onSaved();
    },
    onError: (error) => {
      setServerErrors(fieldErrors(error));
      toast({ title: failed, description: errorDescription(error), tone: 'error' });
    },
  });
  return { mutation, serverErrors, clearServerErrors: () => setServerErrors({}) };
}

/**
 * A dialog's Cancel and Save buttons: Save shows 'Saving...' and is off while the save runs (or while
 * `disabled`, an upload under way). With `form` it submits that form, so Enter in a field saves too.
 */
export function SaveButtons({
  label,
  busy,
  disabled,
  form,
  onSave,
  onCancel,
}: {
  label: string;
  busy: boolean;
  disabled?: boolean;
  form?: string;
  onSave?: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Button $variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button
        $variant="primary"
        type={form ? 'submit' : 'button'}
        form={form}
        onClick={onSave}
        disabled={busy || disabled}
      >
        {busy ? t('common.saving') : label}
      </Button>
    </>
  );
}

/**
 * A form in a dialog, its Cancel and Save (or Create) buttons kept in reach under it; the browser's own checks
 * are off (the form checks itself and says so in the page's language).
 */
export function FormDialog({
  title,
  isNew,
  saveLabel,
  busy,
  disabled,
  size = 'md',
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  isNew: boolean;
  /** Instead of 'Create' or 'Save'. */
  saveLabel?: string;
  busy: boolean;
  disabled?: boolean;
  size?: DialogSize;
  /** Called with the form, so a caller can take the keyboard to its first field with a problem. */
  onSubmit: (form: HTMLFormElement) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  return (
    <Dialog
      open
      size={size}
      busy={busy}
      onClose={onClose}
      title={title}
      closeLabel={t('common.close')}
      footer={
        <SaveButtons
          label={saveLabel ?? t(isNew ? 'common.create' : 'common.save')}
          busy={busy}
          disabled={disabled}
          form={`${id}-form`}
          onCancel={onClose}
        />
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
