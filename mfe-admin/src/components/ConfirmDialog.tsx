import { useQueryClient } from '@manzil/api-client';
import { errorDescription } from '@manzil/api-client/admin';
import { useMutation } from '@manzil/api-client/mutation';
import { useTranslation } from '@manzil/i18n';
import { Button, Dialog, toast } from '@manzil/ui';
import { type ReactNode, type RefObject, useState } from 'react';
import { NS } from '../i18n/index.ts';
import { FieldError } from './controls.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** Why the action was refused, read out at once; the confirm button is then off (trying again cannot help). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone (a delete, a restore). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      size="md"
      open={open}
      busy={busy}
      onClose={onCancel}
      title={title}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button $variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button $variant="primary" onClick={onConfirm} disabled={busy || Boolean(error)}>
            {busy ? t('common.working') : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? <FieldError role="alert">{error}</FieldError> : null}
    </Dialog>
  );
}

export interface ConfirmedDeleteOptions<T> {
  remove: (row: T) => Promise<unknown>;
  /** The dialog's title ('Delete emirate?') and its question about the row. */
  title: string;
  question: (row: T) => string;
  /** The toasts' titles after the delete and after a failure. */
  deleted: string;
  failed: string;
  /** What to refresh after a delete: the admin lists (default), or every query (a listing shows everywhere). */
  refresh?: 'admin' | 'all';
  /** The add button: the deleted row's Delete button, where the dialog would return the focus, is gone. */
  focusAfter: RefObject<HTMLElement | null>;
  /**
   * A refusal the user must read in their language (a type still used by listings): it stays in the dialog
   * instead of closing it. Other failures close the dialog with a toast giving the server's words.
   */
  refusal?: (error: unknown, row: T) => string | null;
}

/** Delete with a confirmation: `ask(row)` opens the dialog, `dialog` goes once in the tab. */
export function useConfirmedDelete<T>(options: ConfirmedDeleteOptions<T>) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<T | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const close = () => {
    setDeleting(null);
    setRefused(null);
  };
  const remove = useMutation({
    mutationFn: (row: T) => options.remove(row),
    onSuccess: async () => {
      toast({ title: options.deleted, tone: 'success' });
      close();
      await (options.refresh === 'all'
        ? client.invalidateQueries()
        : client.invalidateQueries({ queryKey: ['admin'] }));
      options.focusAfter.current?.focus();
    },
    onError: (error, row) => {
      const refusal = options.refusal?.(error, row) ?? null;
      toast({ title: options.failed, description: refusal ?? errorDescription(error), tone: 'error' });
      if (refusal) setRefused(refusal);
      else close();
    },
  });
  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      title={options.title}
      confirmLabel={t('common.delete')}
      busy={remove.isPending}
      error={refused}
      onCancel={close}
      onConfirm={() => deleting !== null && remove.mutate(deleting)}
    >
      <p>{deleting !== null ? options.question(deleting) : ''}</p>
    </ConfirmDialog>
  );
  return { ask: (row: T) => setDeleting(row), dialog };
}
