import { siteContentQueryKey, useQuery, useQueryClient, withContentDefaults } from '@manzil/api-client';
import { errorDescription } from '@manzil/api-client/admin';
import { useMutation } from '@manzil/api-client/mutation';
import type { SiteContentVersionSummary } from '@manzil/contracts';
import { formatDate, useLang, useTranslation } from '@manzil/i18n';
import { Badge, Button, Dialog, toast } from '@manzil/ui';
import { useState } from 'react';
import { adminKeys, contentApi } from '../api/admin-api.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { EmptyState, Muted } from '../components/controls.tsx';
import { DataTable } from '../components/ListTable.tsx';
import { NS } from '../i18n/index.ts';
import { ListState } from '../panel/ListState.tsx';

/** The saved versions of the site content, newest first, each restorable (the restore is a new version). */
export function VersionsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const client = useQueryClient();
  const query = useQuery({ queryKey: adminKeys.versions, queryFn: contentApi.versions, staleTime: 0 });
  const [restoring, setRestoring] = useState<SiteContentVersionSummary | null>(null);
  // The sections a save changed, by their names in the admin's language (a section this build does not know
  // keeps its key).
  const sectionNames = (sections: string[]) =>
    sections
      .map((section) => t(`sections.${section}`, { defaultValue: section }))
      .join(t('versions.sectionSeparator'));
  const restore = useMutation({
    mutationFn: (version: number) => contentApi.restore(version),
    onSuccess: async (saved, version) => {
      const content = await withContentDefaults(saved);
      client.setQueryData(siteContentQueryKey, content);
      client.setQueryData(adminKeys.content, content);
      void client.invalidateQueries({ queryKey: siteContentQueryKey });
      void client.invalidateQueries({ queryKey: adminKeys.versions });
      setRestoring(null);
      toast({ title: t('versions.restored', { version }), tone: 'success' });
    },
    onError: (error) => {
      setRestoring(null);
      toast({ title: t('versions.restoreFailed'), description: errorDescription(error), tone: 'error' });
    },
  });

  return (
    <Dialog open size="lg" onClose={onClose} title={t('versions.title')} closeLabel={t('common.close')}>
      <ListState query={query} failed={t('versions.fetchFailed')}>
        {({ current, versions }) =>
          versions.length === 0 ? (
            <EmptyState>{t('versions.empty')}</EmptyState>
          ) : (
            <DataTable
              label={t('versions.title')}
              rows={versions}
              rowKey={(version) => version.version}
              columns={[
                {
                  header: t('versions.version'),
                  cell: (version) => (
                    <>
                      {version.version}{' '}
                      {version.version === current ? (
                        <Badge $tone="success">{t('versions.current')}</Badge>
                      ) : null}
                      {version.restoredFrom ? (
                        <Muted> {t('versions.restoredFrom', { version: version.restoredFrom })}</Muted>
                      ) : null}
                    </>
                  ),
                },
                {
                  header: t('versions.savedAt'),
                  cell: (version) =>
                    formatDate(version.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' }),
                },
                { header: t('versions.savedBy'), dir: 'ltr', cell: (version) => version.createdBy ?? '—' },
                { header: t('versions.sections'), cell: (version) => sectionNames(version.sections) },
                {
                  header: t('common.actions'),
                  cell: (version) => (
                    <Button
                      $variant="secondary"
                      $size="sm"
                      disabled={version.version === current}
                      aria-label={t('versions.restoreNamed', { version: version.version })}
                      onClick={() => setRestoring(version)}
                    >
                      {t('versions.restore')}
                    </Button>
                  ),
                },
              ]}
            />
          )
        }
      </ListState>
      <ConfirmDialog
        open={restoring !== null}
        title={t('versions.restoreTitle')}
        confirmLabel={t('versions.restore')}
        busy={restore.isPending}
        onCancel={() => setRestoring(null)}
        onConfirm={() => restoring && restore.mutate(restoring.version)}
      >
        <p>{t('versions.confirmRestore', { version: restoring?.version ?? '' })}</p>
      </ConfirmDialog>
    </Dialog>
  );
}
