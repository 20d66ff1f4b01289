import { useTranslation } from '@manzil/i18n';
import { toast } from '@manzil/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { HOME_NS } from './i18n/index.ts';

/**
 * The hidden home-page admin panel (spec 6): shown with ?admin=true or Ctrl+Shift+A. The admin remote is
 * only loaded then, so visitors never download it.
 */
export function AdminPanelGate() {
  const { t } = useTranslation(HOME_NS);
  const [params] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const visible = opened || params.get('admin') === 'true';

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'a') {
        event.preventDefault();
        setOpened(true);
        toast({ title: t('admin.mode'), description: t('admin.visible') });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [t]);

  if (!visible) return null;
  return (
    <RemoteSlot
      id="mfe_admin/HomeAdminPanel"
      props={{ visible: true }}
      fallback={() => null}
      loading={null}
    />
  );
}
