import { useQuery, useQueryClient } from '@manzil/api-client';
import { errorDescription, fieldErrors } from '@manzil/api-client/admin';
import { useMutation } from '@manzil/api-client/mutation';
import type { AdminEmirate } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { Badge, Button, Field, Input, toast } from '@manzil/ui';
import { useId, useRef, useState } from 'react';
import { adminKeys, emiratesApi } from '../api/admin-api.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import {
  Actions,
  AdminDialog,
  Checkbox,
  EmptyState,
  FieldError,
  FormGrid,
  Hint,
  Table,
  Toolbar,
} from '../components/controls.tsx';
import { TableScroll } from '../components/TableScroll.tsx';
import { NS } from '../i18n/index.ts';
import { emirateSlug } from '../lib/slug.ts';
import { type EmirateForm, type FieldErrors, validateEmirate } from '../lib/validation.ts';
import { ListState } from './ListState.tsx';

const EMPTY: EmirateForm = { nameEn: '', nameAr: '', slug: '', enabled: true };

function EmirateDialog({ editing, onClose }: { editing: AdminEmirate | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const id = useId();
  const isNew = editing === 'new';
  const [form, setForm] = useState<EmirateForm>(() =>
    editing && editing !== 'new'
      ? { nameEn: editing.nameEn, nameAr: editing.nameAr, slug: editing.slug, enabled: editing.enabled }
      : EMPTY,
  );
  const [errors, setErrors] = useState<FieldErrors<keyof EmirateForm>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (input: Parameters<typeof emiratesApi.create>[0]) =>
      editing && editing !== 'new' ? emiratesApi.update(editing.id, input) : emiratesApi.create(input),
    onSuccess: async () => {
      toast({ title: t(isNew ? 'emirates.created' : 'emirates.updated'), tone: 'success' });
      await client.invalidateQueries({ queryKey: ['admin'] });
      onClose();
    },
    onError: (error) => {
      setServerErrors(fieldErrors(error));
      toast({
        title: t(isNew ? 'emirates.createFailed' : 'emirates.updateFailed'),
        description: errorDescription(error),
        tone: 'error',
      });
    },
  });

  const set = <K extends keyof EmirateForm>(key: K, value: EmirateForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const submit = () => {
    const checked = validateEmirate(form);
    setServerErrors({});
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.value);
  };
  const errorOf = (field: keyof EmirateForm) =>
    errors[field] ? t(errors[field] as string) : serverErrors[field];

  return (
    <AdminDialog
      open={editing !== null}
      onClose={onClose}
      title={t(isNew ? 'emirates.addTitle' : 'emirates.editTitle')}
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
            <label htmlFor={`${id}-slug`}>{t('fields.slug')}</label>
            <Input
              id={`${id}-slug`}
              dir="ltr"
              placeholder={emirateSlug(form.nameEn)}
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

/** Emirates tab (spec 2 Admin): list with enabled/disabled badges, add, edit and delete with confirmation. */
export function EmiratesTab() {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const query = useQuery({ queryKey: adminKeys.emirates, queryFn: emiratesApi.list });
  const [editing, setEditing] = useState<AdminEmirate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminEmirate | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const remove = useMutation({
    mutationFn: (id: number) => emiratesApi.remove(id),
    onSuccess: async () => {
      toast({ title: t('emirates.deleted'), tone: 'success' });
      setDeleting(null);
      await client.invalidateQueries({ queryKey: ['admin'] });
      // The row (and its Delete button, where the dialog returned the focus) is gone: keep the keyboard here.
      addButton.current?.focus();
    },
    onError: (error) => {
      setDeleting(null);
      toast({ title: t('emirates.deleteFailed'), description: errorDescription(error), tone: 'error' });
    },
  });

  return (
    <section aria-labelledby="admin-emirates-title">
      <Toolbar>
        <h2 id="admin-emirates-title">{t('emirates.title')}</h2>
        <Button ref={addButton} $variant="primary" onClick={() => setEditing('new')}>
          {t('emirates.add')}
        </Button>
      </Toolbar>
      <ListState query={query} failed={t('emirates.fetchFailed')}>
        {(emirates) =>
          emirates.length === 0 ? (
            <EmptyState>{t('emirates.empty')}</EmptyState>
          ) : (
            <TableScroll labelledBy="admin-emirates-title">
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{t('fields.nameEn')}</th>
                    <th scope="col">{t('fields.nameAr')}</th>
                    <th scope="col">{t('fields.slug')}</th>
                    <th scope="col">{t('fields.state')}</th>
                    <th scope="col">{t('common.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {emirates.map((emirate) => (
                    <tr key={emirate.id}>
                      <th scope="row" lang="en" dir="ltr">
                        {emirate.nameEn}
                      </th>
                      <td lang="ar" dir="rtl">
                        {emirate.nameAr}
                      </td>
                      <td dir="ltr">{emirate.slug}</td>
                      <td>
                        <Badge $tone={emirate.enabled ? 'success' : 'neutral'}>
                          {t(emirate.enabled ? 'common.enabled' : 'common.disabled')}
                        </Badge>
                      </td>
                      <td>
                        <Actions>
                          <Button
                            $variant="secondary"
                            $size="sm"
                            aria-label={t('common.editNamed', { name: emirate.nameEn })}
                            onClick={() => setEditing(emirate)}
                          >
                            {t('common.edit')}
                          </Button>
                          <Button
                            $variant="ghost"
                            $size="sm"
                            aria-label={t('common.deleteNamed', { name: emirate.nameEn })}
                            onClick={() => setDeleting(emirate)}
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
          )
        }
      </ListState>
      {editing !== null ? (
        <EmirateDialog
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('emirates.deleteTitle')}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      >
        <p>{t('emirates.confirmDelete', { name: deleting?.nameEn ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
