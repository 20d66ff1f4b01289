import { isApiError, useQuery } from '@manzil/api-client';
import { type AdminPropertyType, PROPERTY_CATEGORIES } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { adminKeys, propertyTypesApi } from '../api/admin-api.ts';
import { propertyTypeChanges } from '../api/property-types.ts';
import { EmptyState, Select } from '../components/controls.tsx';
import { DataTable, EnabledBadge, ListSection, useRowEditing } from '../components/ListTable.tsx';

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
    <PlaceDialog<PropertyTypeForm, Parameters<typeof propertyTypeChanges.create>[0]>
      kind="propertyTypes"
      isNew={editing === 'new'}
      initial={{ ...placeForm(editing), category: editing === 'new' ? 'residential' : editing.category }}
      // The catalog derives a type's slug as it does an area's (spec 3).
      slugOf={areaSlug}
      validate={validatePropertyType}
      save={(input) =>
        editing === 'new' ? propertyTypeChanges.create(input) : propertyTypeChanges.update(editing.id, input)
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
  const rows = useRowEditing<AdminPropertyType>({
    name: (type) => type.nameEn,
    dialog: (editing, onClose) => <PropertyTypeDialog editing={editing} onClose={onClose} />,
    remove: (type) => propertyTypeChanges.remove(type.id),
    title: t('propertyTypes.deleteTitle'),
    question: (type) => t('propertyTypes.confirmDelete', { name: type.nameEn }),
    deleted: t('propertyTypes.deleted'),
    failed: t('propertyTypes.deleteFailed'),
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
                { header: t('fields.nameEn'), cell: (type) => type.nameEn, lang: 'en', dir: 'ltr' },
                { header: t('fields.nameAr'), cell: (type) => type.nameAr, lang: 'ar', dir: 'rtl' },
                {
                  header: t('fields.category'),
                  cell: (type) => t(`values.category.${type.category}`, { defaultValue: type.category }),
                },
                { header: t('fields.state'), cell: (type) => <EnabledBadge enabled={type.enabled} /> },
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
