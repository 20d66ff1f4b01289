import { useQuery, useQueryClient } from '@manzil/api-client';
import { errorDescription, fieldErrors } from '@manzil/api-client/admin';
import { useMutation } from '@manzil/api-client/mutation';
import type { AdminArea } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { Badge, Button, Field, Input, toast } from '@manzil/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { adminKeys, areasApi, emiratesApi } from '../api/admin-api.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import {
  Actions,
  AdminDialog,
  Checkbox,
  EmptyState,
  FieldError,
  FormGrid,
  Hint,
  Select,
  Table,
  Toolbar,
} from '../components/controls.tsx';
import { TableScroll } from '../components/TableScroll.tsx';
import { NS } from '../i18n/index.ts';
import { areaSlug } from '../lib/slug.ts';
import { type AreaForm, type FieldErrors, validateArea } from '../lib/validation.ts';
import { ListState } from './ListState.tsx';

function AreaDialog({ editing, onClose }: { editing: AdminArea | 'new' | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const client = useQueryClient();
  const id = useId();
  const isNew = editing === 'new';
  const emirates = useQuery({ queryKey: adminKeys.emirates, queryFn: emiratesApi.list });
  const enabledEmirates = useMemo(() => (emirates.data ?? []).filter((e) => e.enabled), [emirates.data]);
  const [form, setForm] = useState<AreaForm>(() =>
    editing && editing !== 'new'
      ? {
          nameEn: editing.nameEn,
          nameAr: editing.nameAr,
          slug: editing.slug,
          enabled: editing.enabled,
          emirateId: String(editing.emirateId),
        }
      : { nameEn: '', nameAr: '', slug: '', enabled: true, emirateId: '' },
  );
  const [errors, setErrors] = useState<FieldErrors<keyof AreaForm>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (input: Parameters<typeof areasApi.create>[0]) =>
      editing && editing !== 'new' ? areasApi.update(editing.id, input) : areasApi.create(input),
    onSuccess: async () => {
      toast({ title: t(isNew ? 'areas.created' : 'areas.updated'), tone: 'success' });
      await client.invalidateQueries({ queryKey: ['admin'] });
      onClose();
    },
    onError: (error) => {
      setServerErrors(fieldErrors(error));
      toast({
        title: t(isNew ? 'areas.createFailed' : 'areas.updateFailed'),
        description: errorDescription(error),
        tone: 'error',
      });
    },
  });

  const set = <K extends keyof AreaForm>(key: K, value: AreaForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const submit = () => {
    // Spec 5: the emirate is chosen among enabled emirates (an area being edited may keep its current one).
    const allowed = new Set(enabledEmirates.map((e) => e.id));
    if (editing && editing !== 'new') allowed.add(editing.emirateId);
    const checked = validateArea(form, allowed);
    setServerErrors({});
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.value);
  };
  const errorOf = (field: keyof AreaForm) =>
    errors[field] ? t(errors[field] as string) : serverErrors[field];
  const current = editing && editing !== 'new' ? editing : null;

  return (
    <AdminDialog
      open={editing !== null}
      onClose={onClose}
      title={t(isNew ? 'areas.addTitle' : 'areas.editTitle')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button $variant="primary" type="submit" form={`${id}-form`} disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t(isNew ? 'common.create' : 'common.save')}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormGrid>
          <Field>
            <label htmlFor={`${id}-en`}>{t('fields.nameEn')}</label>
            <Input
              id={`${id}-en`}
              dir="ltr"
              lang="en"
              required
              aria-invalid={Boolean(errorOf('nameEn')) || undefined}
              value={form.nameEn}
              onChange={(event) => set('nameEn', event.target.value)}
            />
            {errorOf('nameEn') ? <FieldError>{errorOf('nameEn')}</FieldError> : null}
          </Field>
          <Field>
            <label htmlFor={`${id}-ar`}>{t('fields.nameAr')}</label>
            <Input
              id={`${id}-ar`}
              dir="rtl"
              lang="ar"
              required
              aria-invalid={Boolean(errorOf('nameAr')) || undefined}
              value={form.nameAr}
              onChange={(event) => set('nameAr', event.target.value)}
            />
            {errorOf('nameAr') ? <FieldError>{errorOf('nameAr')}</FieldError> : null}
          </Field>
          <Field>
            <label htmlFor={`${id}-emirate`}>{t('fields.emirate')}</label>
            <Select
              id={`${id}-emirate`}
              required
              aria-invalid={Boolean(errorOf('emirateId')) || undefined}
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
            {errorOf('emirateId') ? <FieldError>{errorOf('emirateId')}</FieldError> : null}
          </Field>
          <Field>
            <label htmlFor={`${id}-slug`}>{t('fields.slug')}</label>
            <Input
              id={`${id}-slug`}
              dir="ltr"
              placeholder={areaSlug(form.nameEn)}
              aria-describedby={`${id}-slug-hint`}
              aria-invalid={Boolean(errorOf('slug')) || undefined}
              value={form.slug}
              onChange={(event) => set('slug', event.target.value)}
            />
            <Hint id={`${id}-slug-hint`}>{t('fields.slugHint')}</Hint>
            {errorOf('slug') ? <FieldError>{errorOf('slug')}</FieldError> : null}
          </Field>
          <Checkbox label={t('fields.enabled')} checked={form.enabled} onChange={(v) => set('enabled', v)} />
        </FormGrid>
      </form>
    </AdminDialog>
  );
}

/** Areas tab: every area with its emirate, filter by emirate and text, add, edit, delete. */
export function AreasTab() {
  const { t, i18n } = useTranslation(NS);
  const ar = i18n.language === 'ar';
  const client = useQueryClient();
  const id = useId();
  const query = useQuery({ queryKey: adminKeys.areas, queryFn: areasApi.list });
  const emirates = useQuery({ queryKey: adminKeys.emirates, queryFn: emiratesApi.list });
  const [editing, setEditing] = useState<AdminArea | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminArea | null>(null);
  const [emirateFilter, setEmirateFilter] = useState('');
  const [text, setText] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const remove = useMutation({
    mutationFn: (areaId: number) => areasApi.remove(areaId),
    onSuccess: async () => {
      toast({ title: t('areas.deleted'), tone: 'success' });
      setDeleting(null);
      await client.invalidateQueries({ queryKey: ['admin'] });
      // The row (and its Delete button, where the dialog returned the focus) is gone: keep the keyboard here.
      addButton.current?.focus();
    },
    onError: (error) => {
      setDeleting(null);
      toast({ title: t('areas.deleteFailed'), description: errorDescription(error), tone: 'error' });
    },
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
    <section aria-labelledby="admin-areas-title">
      <Toolbar>
        <h2 id="admin-areas-title">{t('areas.title')}</h2>
        <Button ref={addButton} $variant="primary" onClick={() => setEditing('new')}>
          {t('areas.add')}
        </Button>
      </Toolbar>
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
            <TableScroll labelledBy="admin-areas-title">
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{t('fields.nameEn')}</th>
                    <th scope="col">{t('fields.nameAr')}</th>
                    <th scope="col">{t('fields.emirate')}</th>
                    <th scope="col">{t('fields.slug')}</th>
                    <th scope="col">{t('fields.state')}</th>
                    <th scope="col">{t('common.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((area) => (
                    <tr key={area.id}>
                      <th scope="row" lang="en" dir="ltr">
                        {area.nameEn}
                      </th>
                      <td lang="ar" dir="rtl">
                        {area.nameAr}
                      </td>
                      <td>{ar ? area.emirate.nameAr : area.emirate.nameEn}</td>
                      <td dir="ltr">{area.slug}</td>
                      <td>
                        <Badge $tone={area.enabled ? 'success' : 'neutral'}>
                          {t(area.enabled ? 'common.enabled' : 'common.disabled')}
                        </Badge>
                      </td>
                      <td>
                        <Actions>
                          <Button
                            $variant="secondary"
                            $size="sm"
                            aria-label={t('common.editNamed', { name: area.nameEn })}
                            onClick={() => setEditing(area)}
                          >
                            {t('common.edit')}
                          </Button>
                          <Button
                            $variant="ghost"
                            $size="sm"
                            aria-label={t('common.deleteNamed', { name: area.nameEn })}
                            onClick={() => setDeleting(area)}
                          >
                            {t('common.delete')}
                          </Button>
                        </Actions>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
          );
        }}
      </ListState>
      {editing !== null ? (
        <AreaDialog
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('areas.deleteTitle')}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      >
        <p>{t('areas.confirmDelete', { name: deleting?.nameEn ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
