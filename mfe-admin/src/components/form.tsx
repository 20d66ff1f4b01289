import { useQueryClient } from '@manzil/api-client';
import { useMutation } from '@manzil/api-client/mutation';
import { Field, toast } from '@manzil/ui';
import { type ReactNode, useState } from 'react';
import { errorDescription, fieldErrors } from '../lib/admin-fetch.ts';
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
