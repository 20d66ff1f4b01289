import { useTranslation } from '@manzil/i18n';
import { Button, Spinner, toast } from '@manzil/ui';
import { type ComponentType, useState } from 'react';
import type { AlertDialogProps } from './AlertDialog.tsx';
import { BellIcon } from './BellIcon.tsx';
import { ALERTS_NS } from './i18n.ts';

// The dialog, its words and its form are a chunk of their own: the results page pays for them only when "Alert
// me" is pressed (a pointer over the button or a focus starts the download a moment earlier).
const loadDialog = () => import('./AlertDialog.tsx');

/** "Alert me" on the results page (issue 21): opens the dialog that saves the current search as an e-mail alert. */
export function AlertButton() {
  const { t } = useTranslation(ALERTS_NS);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  // Once loaded, the dialog stays mounted (closed), so an address typed before closing it is still there.
  const [Dialog, setDialog] = useState<ComponentType<AlertDialogProps> | null>(null);
  const prefetch = () => void loadDialog().catch(() => {});

  const show = async () => {
    if (Dialog) {
      setOpen(true);
      return;
    }
    setLoading(true);
    try {
      const module = await loadDialog();
      setDialog(() => module.default);
      setOpen(true);
    } catch {
      // The chunk did not come (offline): the page stays as it is and the button can be pressed again.
      toast({ title: t('button.failed'), tone: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button
        $variant="secondary"
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        title={t('button.title')}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => void show()}
      >
        {loading ? <Spinner label={t('button.loading')} size={18} /> : <BellIcon />}
        {t('button.label')}
      </Button>
      {Dialog ? <Dialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
