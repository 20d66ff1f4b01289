import { useQuery } from '@manzil/api-client';
import type { AdminArea } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { Field, Input } from '@manzil/ui';
import { useId, useState } from 'react';
import { adminKeys, areasApi, emiratesApi } from '../api/admin-api.ts';
import { EmptyState, Select, Toolbar } from '../components/controls.tsx';
import { DataTable, ListSection, usePlaceColumns, useRowEditing } from '../components/ListTable.tsx';

import { NS } from '../i18n/index.ts';
import { areaSlug } from '../lib/slug.ts';
import { type AreaForm, validateArea } from '../lib/validation.ts';
import { ListState } from './ListState.tsx';
import { PlaceDialog, placeForm } from './PlaceDialog.tsx';

/** Add or edit an area: the place dialog with the area's emirate, chosen among enabled emirates. */
function AreaDialog({ editing, onClose }: { editing: AdminArea | 'new'; onClose: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const emirates = useQuery({ queryKey: adminKeys.emirates, queryFn: emiratesApi.list });
  const enabledEmirates = (emirates.data ?? []).filter((e) => e.enabled);
  const current = editing === 'new' ? null : editing;
  // Spec 5: the emirate is chosen among enabled emirates (an area being edited may keep its current one).
  const allowed = new Set(enabledEmirates.map((e) => e.id));
  if (current) allowed.add(current.emirateId);
  return (
    <PlaceDialog<AreaForm, Parameters<typeof areasApi.create>[0]>
      kind="areas"
      isNew={current === null}
      initial={{ ...placeForm(editing), emirateId: current ? String(current.emirateId) : '' }}
      slugOf={areaSlug}
      validate={(form) => validateArea(form, allowed)}
      save={(input) => (current ? areasApi.update(current.id, input) : areasApi.create(input))}
      onClose={onClose}
      extra={({ form, set, field }) =>
        field('emirateId', t('fields.emirate'), (props) => (
          <Select
            {...props}
            required
            value={form.emirateId}
            onChange={(event) => set('emirateId', event.target.value)}
          >
            <option value="">{t('fields.chooseEmirate')}</option>
            {enabledEmirates.map((emirate) => (
              <option key={emirate.id} value={emirate.id}>
                {i18n.language === 'ar' ? emirate.nameAr : emirate.nameEn}
              </option>
            ))}
            {current && !enabledEmirates.some((e) => e.id === current.emirateId) ? (
              <option value={current.emirateId}>{current.emirate.nameEn}</option>
            ) : null}
          </Select>
        ))
      }
    />
  );
}

/** Areas tab: every area with its emirate, filter by emirate and text, add, edit, delete. */
export function AreasTab() {
  const { t, i18n } = useTranslation(NS);
  const ar = i18n.language === 'ar';
  const id = useId();
  const query = useQuery({ queryKey: adminKeys.areas, queryFn: areasApi.list });
  const emirates = useQuery({ queryKey: adminKeys.emirates, queryFn: emiratesApi.list });
  const [emirateFilter, setEmirateFilter] = useState('');
  const [text, setText] = useState('');
  const place = usePlaceColumns<AdminArea>();
  const rows = useRowEditing<AdminArea>({
    kind: 'areas',
    name: (area) => area.nameEn,
    dialog: (editing, onClose) => <AreaDialog editing={editing} onClose={onClose} />,
    remove: (area) => areasApi.remove(area.id),
  });

  const filter = (areas: AdminArea[]) => {
    const needle = text.trim().toLowerCase();
    return areas.filter(
      (area) =>
        (!emirateFilter || String(area.emirateId) === emirateFilter) &&
        (!needle ||
          area.nameEn.toLowerCase().includes(needle) ||
          area.nameAr.includes(text.trim()) ||
          area.slug.includes(needle)),
    );
  };

  return (
    <ListSection
      ref={rows.addButton}
      titleId="admin-areas-title"
      title={t('areas.title')}
      addLabel={t('areas.add')}
      onAdd={rows.add}
    >
      <Toolbar>
        <Field>
          <label htmlFor={`${id}-search`}>{t('common.search')}</label>
          <Input
            id={`${id}-search`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-filter`}>{t('fields.emirate')}</label>
          <Select
            id={`${id}-filter`}
            value={emirateFilter}
            onChange={(event) => setEmirateFilter(event.target.value)}
          >
            <option value="">{t('areas.allEmirates')}</option>
            {(emirates.data ?? []).map((emirate) => (
              <option key={emirate.id} value={emirate.id}>
                {ar ? emirate.nameAr : emirate.nameEn}
              </option>
            ))}
          </Select>
        </Field>
      </Toolbar>
      <ListState query={query} failed={t('areas.fetchFailed')}>
        {(areas) => {
          const shown = filter(areas);
          return shown.length === 0 ? (
            <EmptyState>{t(areas.length === 0 ? 'areas.empty' : 'common.noMatch')}</EmptyState>
          ) : (
            <DataTable
              labelledBy="admin-areas-title"
              rows={shown}
              rowKey={(area) => area.id}
              columns={[
                ...place.names,
                { header: t('fields.emirate'), cell: (a) => (ar ? a.emirate.nameAr : a.emirate.nameEn) },
                { header: t('fields.slug'), cell: (a) => a.slug, dir: 'ltr' },
                place.state,
              ]}
              actions={rows.actions}
            />
          );
        }}
      </ListState>
      {rows.dialogs}
    </ListSection>
  );
}
