import { useQuery } from '@manzil/api-client';
import type { AdminEmirate } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { adminKeys, emiratesApi } from '../api/admin-api.ts';
import { EmptyState } from '../components/controls.tsx';
import { DataTable, ListSection, usePlaceColumns, useRowEditing } from '../components/ListTable.tsx';

import { NS } from '../i18n/index.ts';
import { emirateSlug } from '../lib/slug.ts';
import { validateEmirate } from '../lib/validation.ts';
import { ListState } from './ListState.tsx';
import { PlaceDialog, placeForm } from './PlaceDialog.tsx';

/** Emirates tab (spec 2 Admin): list with enabled/disabled badges, add, edit and delete with confirmation. */
export function EmiratesTab() {
  const { t } = useTranslation(NS);
  const query = useQuery({ queryKey: adminKeys.emirates, queryFn: emiratesApi.list });
  const place = usePlaceColumns<AdminEmirate>();
  const rows = useRowEditing<AdminEmirate>({
    kind: 'emirates',
    name: (emirate) => emirate.nameEn,
    dialog: (editing, onClose) => (
      <PlaceDialog
        kind="emirates"
        isNew={editing === 'new'}
        initial={placeForm(editing)}
        slugOf={emirateSlug}
        validate={validateEmirate}
        save={(input) =>
          editing === 'new' ? emiratesApi.create(input) : emiratesApi.update(editing.id, input)
        }
        onClose={onClose}
      />
    ),
    remove: (emirate) => emiratesApi.remove(emirate.id),
  });

  return (
    <ListSection
      ref={rows.addButton}
      titleId="admin-emirates-title"
      title={t('emirates.title')}
      addLabel={t('emirates.add')}
      onAdd={rows.add}
    >
      <ListState query={query} failed={t('emirates.fetchFailed')}>
        {(emirates) =>
          emirates.length === 0 ? (
            <EmptyState>{t('emirates.empty')}</EmptyState>
          ) : (
            <DataTable
              labelledBy="admin-emirates-title"
              rows={emirates}
              rowKey={(emirate) => emirate.id}
              columns={[
                ...place.names,
                { header: t('fields.slug'), cell: (e) => e.slug, dir: 'ltr' },
                place.state,
              ]}
              actions={rows.actions}
            />
          )
        }
      </ListState>
      {rows.dialogs}
    </ListSection>
  );
}
