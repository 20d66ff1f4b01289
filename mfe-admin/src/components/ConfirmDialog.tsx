import { useTranslation } from '@manzil/i18n';
import { Button, Dialog } from '@manzil/ui';
import type { ReactNode } from 'react';
import { NS } from '../i18n/index.ts';

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
    <Dialog
      size="md"
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
    </Dialog>
  );
}
