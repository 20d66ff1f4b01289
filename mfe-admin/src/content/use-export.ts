import { useQueryClient } from '@manzil/api-client';
import { errorDescription } from '@manzil/api-client/admin';
import { useTranslation } from '@manzil/i18n';
import { toast } from '@manzil/ui';
import { NS } from '../i18n/index.ts';
import { downloadJson, EXPORT_FILENAME } from '../lib/download.ts';
import { adminContentQuery } from './use-content.ts';

/** Export Data (spec 6): the current site content downloaded as site-content.json; toast 'Data Exported'. */
export function useExportContent() {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  return async () => {
    try {
      const content = await client.fetchQuery(adminContentQuery);
      downloadJson(content, EXPORT_FILENAME);
      toast({
        title: t('export.done'),
        description: t('export.doneText', { file: EXPORT_FILENAME }),
        tone: 'success',
      });
    } catch (error) {
      toast({ title: t('export.failed'), description: errorDescription(error), tone: 'error' });
    }
  };
}
