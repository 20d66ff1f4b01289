import { isApiError, useQuery } from '@manzil/api-client';
import { type AdminPropertyType, PROPERTY_CATEGORIES } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { adminKeys, propertyTypesApi } from '../api/admin-api.ts';
import { EmptyState, Select } from '../components/controls.tsx';
import { DataTable, ListSection, usePlaceColumns, useRowEditing } from '../components/ListTable.tsx';

import { NS } from '../i18n/index.ts';
import { areaSlug } from '../lib/slug.ts';
import { type PropertyTypeForm, validatePropertyType } from '../lib/validation.ts';
import { ListState } from './ListState.tsx';
import { PlaceDialog, placeForm } from './PlaceDialog.tsx';

/** Add or edit a property type: the place dialog with the type's category. */
function PropertyTypeDialog({
  editing,
  onClose,
}: {
  editing: AdminPropertyType | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <PlaceDialog<PropertyTypeForm, Parameters<typeof propertyTypesApi.create>[0]>
      kind="propertyTypes"
      isNew={editing === 'new'}
      initial={{ ...placeForm(editing), category: editing === 'new' ? 'residential' : editing.category }}
      // The catalog derives a type's slug as it does an area's (spec 3).
      slugOf={areaSlug}
      validate={validatePropertyType}
      save={(input) =>
        editing === 'new' ? propertyTypesApi.create(input) : propertyTypesApi.update(editing.id, input)
      }
      onClose={onClose}
      extra={({ form, set, field }) =>
        field('category', t('fields.category'), (props) => (
          <Select {...props} value={form.category} onChange={(event) => set('category', event.target.value)}>
            {PROPERTY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`values.category.${category}`)}
              </option>
            ))}
          </Select>
        ))
      }
    />
  );
}

/** Property types: names, category and state; add, edit, and delete unless listings still have the type. */
export function PropertyTypesTab() {
  const { t } = useTranslation(NS);
  const query = useQuery({ queryKey: adminKeys.propertyTypes, queryFn: propertyTypesApi.list });
  const place = usePlaceColumns<AdminPropertyType>();
  const rows = useRowEditing<AdminPropertyType>({
    kind: 'propertyTypes',
    name: (type) => type.nameEn,
    dialog: (editing, onClose) => <PropertyTypeDialog editing={editing} onClose={onClose} />,
    remove: (type) => propertyTypesApi.remove(type.id),
    // The catalog answers 409 while listings have the type; its words are English only.
    refusal: (error, type) =>
      isApiError(error) && error.status === 409 ? t('propertyTypes.inUse', { name: type.nameEn }) : null,
  });

  return (
    <ListSection
      ref={rows.addButton}
      titleId="admin-types-title"
      title={t('propertyTypes.title')}
      addLabel={t('propertyTypes.add')}
      onAdd={rows.add}
    >
      <ListState query={query} failed={t('propertyTypes.fetchFailed')}>
        {(types) =>
          types.length === 0 ? (
            <EmptyState>{t('propertyTypes.empty')}</EmptyState>
          ) : (
            <DataTable
              labelledBy="admin-types-title"
              rows={types}
              rowKey={(type) => type.id}
              columns={[
                ...place.names,
                {
                  header: t('fields.category'),
                  cell: (type) => t(`values.category.${type.category}`, { defaultValue: type.category }),
                },
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
