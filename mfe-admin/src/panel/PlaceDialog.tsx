import { useTranslation } from '@manzil/i18n';
import { Input } from '@manzil/ui';
import { type ReactNode, useId, useState } from 'react';
import { Checkbox, FormGrid } from '../components/controls.tsx';
import { type ControlProps, FormDialog, fieldMaker, useFormSave } from '../components/form.tsx';
import { NS } from '../i18n/index.ts';
import type { FieldErrors, PlaceForm, Validated } from '../lib/validation.ts';

/** The admin's kinds of place (and property types): the namespace of each one's texts. */
export type PlaceKind = 'emirates' | 'areas' | 'propertyTypes';

/** The common fields of a place being edited, or those of a new one (enabled, the rest empty). */
export function placeForm(place: PlaceForm | 'new'): PlaceForm {
  return place === 'new'
    ? { nameEn: '', nameAr: '', slug: '', enabled: true }
    : { nameEn: place.nameEn, nameAr: place.nameAr, slug: place.slug, enabled: place.enabled };
}

/** What the kind's own field gets to draw itself: the form, a setter and the field's error. */
export interface ExtraField<F> {
  form: F;
  set: <K extends keyof F>(key: K, value: F[K]) => void;
  field: (name: keyof F & string, label: string, control: (props: ControlProps) => ReactNode) => ReactNode;
}

export interface PlaceDialogProps<F extends PlaceForm, I> {
  kind: PlaceKind;
  isNew: boolean;
  initial: F;
  /** The slug the server derives from the English name when the slug is left empty (the placeholder). */
  slugOf: (nameEn: string) => string;
  validate: (form: F) => Validated<I, keyof F & string>;
  save: (input: I) => Promise<unknown>;
  /** The kind's own field after the names: an area's emirate, a type's category. */
  extra?: (field: ExtraField<F>) => ReactNode;
  onClose: () => void;
}

/**
 * Add or edit a place (an emirate, an area) or a property type: names in English and Arabic, the kind's own
 * field, slug and enabled. Checked here first (spec 5), then by the server, whose field errors show next to
 * their fields; a toast either way.
 */
export function PlaceDialog<F extends PlaceForm, I>({
  kind,
  isNew,
  initial,
  slugOf,
  validate,
  save,
  extra,
  onClose,
}: PlaceDialogProps<F, I>) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof F & string>>({});
  const saving = useFormSave({
    run: save,
    saved: t(isNew ? `${kind}.created` : `${kind}.updated`),
    failed: t(isNew ? `${kind}.createFailed` : `${kind}.updateFailed`),
    onSaved: onClose,
  });

  const set = <K extends keyof F>(key: K, value: F[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const submit = () => {
    const checked = validate(form);
    saving.clearServerErrors();
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    saving.mutation.mutate(checked.value);
  };
  const errorOf = (name: keyof F & string) => {
    const key = errors[name];
    return key ? t(key) : saving.serverErrors[name];
  };
  const field = fieldMaker(id, errorOf);
  const text = (name: 'nameEn' | 'nameAr', lang: 'en' | 'ar') =>
    field(name, t(`fields.${name}`), (props) => (
      <Input
        {...props}
        dir={lang === 'en' ? 'ltr' : 'rtl'}
        lang={lang}
        required
        value={form[name]}
        onChange={(event) => set(name, event.target.value as F['nameEn'])}
      />
    ));

  return (
    <FormDialog
      title={t(isNew ? `${kind}.addTitle` : `${kind}.editTitle`)}
      isNew={isNew}
      busy={saving.mutation.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormGrid>
        {text('nameEn', 'en')}
        {text('nameAr', 'ar')}
        {extra?.({ form, set, field })}
        {field(
          'slug',
          t('fields.slug'),
          (props) => (
            <Input
              {...props}
              dir="ltr"
              placeholder={slugOf(form.nameEn)}
              value={form.slug}
              onChange={(event) => set('slug', event.target.value as F['slug'])}
            />
          ),
          t('fields.slugHint'),
        )}
        <Checkbox
          label={t('fields.enabled')}
          checked={form.enabled}
          onChange={(value) => set('enabled', value as F['enabled'])}
        />
      </FormGrid>
    </FormDialog>
  );
}
