import { absoluteUrl, track } from '@manzil/api-client';
import { useTranslation } from '@manzil/i18n';
import { Button, createIcon, toast } from '@manzil/ui';
import { NS } from '../i18n/index.ts';
import { ButtonLabel } from './ButtonLabel.ts';

const ShareIcon = createIcon(
  'Share',
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </>,
  { sharp: true },
);

/**
 * Native share where the device has it, else the link goes to the clipboard with a confirmation (spec 2). `path`:
 * the listing's page, shared with the site's full address.
 */
export function ShareButton({
  propertyId,
  title,
  path,
}: {
  propertyId: number;
  title: string;
  path: string;
}) {
  const { t } = useTranslation(NS);
  const share = async () => {
    const url = absoluteUrl(path);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: t('shareText', { title }), url });
        track({ event: 'property_share', propertyId, method: 'native' });
        return;
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') return; // The user closed the share sheet.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      track({ event: 'property_share', propertyId, method: 'clipboard' });
      toast({ title: t('linkCopied'), tone: 'success' });
    } catch {
      toast({ title: t('copyFailed'), tone: 'error' });
    }
  };
  return (
    <Button $variant="secondary" onClick={share}>
      <ShareIcon size={18} />
      <ButtonLabel>{t('share')}</ButtonLabel>
    </Button>
  );
}
