import { useTranslation } from '@manzil/i18n';
import { Button } from '@manzil/ui';
import type { ReactNode } from 'react';
import { NS } from '../i18n/index.ts';
import { AdminDialog } from './controls.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
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
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation(NS);
  return (
    <AdminDialog
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button $variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button $variant="primary" onClick={onConfirm} disabled={busy}>
            {busy ? t('common.working') : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </AdminDialog>
  );
}
