import { siteContentQueryKey, useQuery, useQueryClient, withContentDefaults } from '@manzil/api-client';
import { errorDescription } from '@manzil/api-client/admin';
import { useMutation } from '@manzil/api-client/mutation';
import type { SiteContent, SiteContentPatch } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { toast } from '@manzil/ui';
import { adminKeys, contentApi } from '../api/admin-api.ts';
import { NS } from '../i18n/index.ts';

/** The stored site content as the admin edits it (not polled: only admin requests restart the idle timer). */
export const adminContentQuery = {
  queryKey: adminKeys.content,
  queryFn: async () => await withContentDefaults(await contentApi.get()),
  staleTime: 0,
};

export function useAdminContent() {
  return useQuery(adminContentQuery);
}

/**
 * Saves a part of the site content (spec 4): the page's cached content is replaced by the server's answer and
 * refetched; toast 'Content Updated', or 'Failed to update content' (also logged).
 */
export function useSaveContent(onSaved?: (content: SiteContent) => void) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SiteContentPatch) => contentApi.save(patch),
    onSuccess: async (saved) => {
      const content = await withContentDefaults(saved);
      client.setQueryData(siteContentQueryKey, content);
      client.setQueryData(adminKeys.content, content);
      void client.invalidateQueries({ queryKey: siteContentQueryKey });
      void client.invalidateQueries({ queryKey: adminKeys.versions });
      toast({ title: t('content.updated'), description: t('content.updatedText'), tone: 'success' });
      onSaved?.(content);
    },
    onError: (error) => {
      console.error('Failed to update content', error);
      toast({ title: t('content.updateFailed'), description: errorDescription(error), tone: 'error' });
    },
  });
}
