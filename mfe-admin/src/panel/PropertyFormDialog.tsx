import { useQuery, useQueryClient } from '@manzil/api-client';
import { errorDescription, fieldErrors } from '@manzil/api-client/admin';
import { useMutation } from '@manzil/api-client/mutation';
import {
  AREA_UNITS,
  DEFAULT_COORDINATES,
  LISTING_TYPES,
  PERMIT_NUMBER_EXAMPLE,
  PRICE_TYPES,
  PROPERTY_STATUSES,
  type Property,
} from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { Button, Field, Input, toast } from '@manzil/ui';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { adminKeys, areasApi, propertiesApi, propertyTypesApi } from '../api/admin-api.ts';
import {
  AdminDialog,
  Checkbox,
  FieldError,
  Fieldset,
  FormGrid,
  Full,
  Hint,
  Select,
  Textarea,
} from '../components/controls.tsx';
import { NS } from '../i18n/index.ts';
import {
  emptyPropertyForm,
  type FieldErrors,
  type PropertyField,
  type PropertyForm,
  validateProperty,
} from '../lib/validation.ts';
import { FeaturesField } from './FeaturesField.tsx';
import { ImagesField } from './ImagesField.tsx';

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form filled from a listing (numbers as text, images with their thumbnails). */
export function formOf(property: Property): PropertyForm {
  return {
    titleEn: property.titleEn,
    titleAr: property.titleAr,
    descriptionEn: property.descriptionEn,
    descriptionAr: property.descriptionAr,
    price: text(property.price),
    priceType: property.priceType,
    area: text(property.area),
    areaUnit: property.areaUnit,
    size: text(property.size),
    bedrooms: text(property.bedrooms),
    bathrooms: text(property.bathrooms),
    parkingSpaces: text(property.parkingSpaces),
    propertyTypeId: String(property.propertyTypeId),
    areaId: String(property.areaId),
    listingType: property.listingType,
    status: property.status,
    features: [...property.features],
    images: property.images.map((image) => ({
      id: image.id,
      url: image.url,
      thumbUrl: image.thumbUrl,
      alt: image.alt,
      altAr: image.altAr,
    })),
    lat: text(property.coordinates.lat),
    lng: text(property.coordinates.lng),
    referenceNo: property.referenceNo ?? '',
    permitNumber: property.permitNumber ?? '',
    permitExpiresOn: property.permitExpiresOn ?? '',
    published: property.published ?? true,
    isFeatured: property.isFeatured,
    truCheck: property.truCheck,
    truBroker: property.truBroker,
  };
}

/** Add or edit a listing: every field of the entity, spec 5 validation, features and images. */
export function PropertyFormDialog({ editing, onClose }: { editing: Property | 'new'; onClose: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const ar = i18n.language === 'ar';
  const client = useQueryClient();
  const id = useId();
  const isNew = editing === 'new';
  const [form, setForm] = useState<PropertyForm>(() =>
    editing === 'new' ? emptyPropertyForm() : formOf(editing),
  );
  const [errors, setErrors] = useState<FieldErrors<PropertyField>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const types = useQuery({ queryKey: adminKeys.propertyTypes, queryFn: propertyTypesApi.list });
  const areas = useQuery({ queryKey: adminKeys.areas, queryFn: areasApi.list });

  const areasByEmirate = useMemo(() => {
    const groups = new Map<string, { label: string; areas: { id: number; label: string }[] }>();
    for (const area of areas.data ?? []) {
      if (!area.enabled && String(area.id) !== form.areaId) continue;
      const key = String(area.emirateId);
      const group = groups.get(key) ?? { label: ar ? area.emirate.nameAr : area.emirate.nameEn, areas: [] };
      group.areas.push({ id: area.id, label: ar ? area.nameAr : area.nameEn });
      groups.set(key, group);
    }
    return [...groups.values()];
  }, [areas.data, ar, form.areaId]);

  const save = useMutation({
    mutationFn: (input: Parameters<typeof propertiesApi.create>[0]) =>
      editing === 'new' ? propertiesApi.create(input) : propertiesApi.update(editing.id, input),
    onSuccess: async () => {
      toast({ title: t(isNew ? 'properties.created' : 'properties.updated'), tone: 'success' });
      // Spec 4: after a property change the whole cache is cleared (public lists, detail pages, counts).
      await client.invalidateQueries();
      onClose();
    },
    onError: (error) => {
      setServerErrors(fieldErrors(error));
      toast({
        title: t(isNew ? 'properties.createFailed' : 'properties.updateFailed'),
        description: errorDescription(error),
        tone: 'error',
      });
    },
  });

  const set = <K extends keyof PropertyForm>(key: K, value: PropertyForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const submit = () => {
    const checked = validateProperty(form);
    setServerErrors({});
    if (!checked.ok) {
      setErrors(checked.errors);
      toast({ title: t('validation.fixErrors'), tone: 'error' });
      // Take the keyboard to the first field with a problem.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#${CSS.escape(`${id}-form`)} [aria-invalid="true"]`)?.focus(),
      );
      return;
    }
    setErrors({});
    save.mutate(checked.value);
  };
  // The server's own words are English: a refused permit is shown in the page's language instead.
  const serverPermitError = (field: PropertyField) =>
    field === 'permitNumber'
      ? t(form.permitNumber.trim() ? 'validation.permitFormat' : 'validation.permitRequired', {
          example: PERMIT_NUMBER_EXAMPLE,
        })
      : t('validation.date');
  const errorOf = (field: PropertyField) =>
    errors[field]
      ? t(errors[field] as string, { example: PERMIT_NUMBER_EXAMPLE })
      : serverErrors[field] && (field === 'permitNumber' || field === 'permitExpiresOn')
        ? serverPermitError(field)
        : serverErrors[field];

  const field = (
    name: keyof PropertyForm,
    label: string,
    control: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode,
    hint?: string,
  ) => {
    const error = errorOf(name);
    const controlId = `${id}-${name}`;
    const describedBy = [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      // Top-aligned: a hint or an error under one field must not stretch the input beside it.
      <Field style={{ alignContent: 'start' }}>
        <label htmlFor={controlId}>{label}</label>
        {control({
          id: controlId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
        {hint ? <Hint id={`${controlId}-hint`}>{hint}</Hint> : null}
        {error ? <FieldError id={`${controlId}-error`}>{error}</FieldError> : null}
      </Field>
    );
  };
  const textInput = (
    name: keyof PropertyForm,
    label: string,
    extra: { dir?: 'ltr' | 'rtl'; lang?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) =>
    field(name, label, (props) => (
      <Input
        {...props}
        {...extra}
        value={form[name] as string}
        onChange={(event) => set(name, event.target.value as never)}
      />
    ));

  return (
    <AdminDialog
      open
      wide
      onClose={onClose}
      title={isNew ? t('properties.addTitle') : t('properties.editTitle', { reference: editing.reference })}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button $variant="primary" type="submit" form={`${id}-form`} disabled={save.isPending || uploading}>
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
          <Full>
            <Fieldset>
              <legend>{t('properties.sections.basics')}</legend>
              <FormGrid>
                {textInput('titleEn', t('fields.titleEn'), { dir: 'ltr', lang: 'en' })}
                {textInput('titleAr', t('fields.titleAr'), { dir: 'rtl', lang: 'ar' })}
                {field('descriptionEn', t('fields.descriptionEn'), (props) => (
                  <Textarea
                    {...props}
                    dir="ltr"
                    lang="en"
                    value={form.descriptionEn}
                    onChange={(event) => set('descriptionEn', event.target.value)}
                  />
                ))}
                {field('descriptionAr', t('fields.descriptionAr'), (props) => (
                  <Textarea
                    {...props}
                    dir="rtl"
                    lang="ar"
                    value={form.descriptionAr}
                    onChange={(event) => set('descriptionAr', event.target.value)}
                  />
                ))}
                {field('listingType', t('fields.listingType'), (props) => (
                  <Select
                    {...props}
                    value={form.listingType}
                    onChange={(event) => set('listingType', event.target.value)}
                  >
                    {LISTING_TYPES.map((value) => (
                      <option key={value} value={value}>
                        {t(`values.listingType.${value}`)}
                      </option>
                    ))}
                  </Select>
                ))}
                {field('status', t('fields.status'), (props) => (
                  <Select
                    {...props}
                    value={form.status}
                    onChange={(event) => set('status', event.target.value)}
                  >
                    {PROPERTY_STATUSES.map((value) => (
                      <option key={value} value={value}>
                        {t(`values.status.${value}`)}
                      </option>
                    ))}
                  </Select>
                ))}
                {field('propertyTypeId', t('fields.propertyType'), (props) => (
                  <Select
                    {...props}
                    value={form.propertyTypeId}
                    onChange={(event) => set('propertyTypeId', event.target.value)}
                  >
                    <option value="">{t('fields.choose')}</option>
                    {(types.data ?? [])
                      .filter((type) => type.enabled || String(type.id) === form.propertyTypeId)
                      .map((type) => (
                        <option key={type.id} value={type.id}>
                          {ar ? type.nameAr : type.nameEn}
                        </option>
                      ))}
                  </Select>
                ))}
                {field('areaId', t('fields.area'), (props) => (
                  <Select
                    {...props}
                    value={form.areaId}
                    onChange={(event) => set('areaId', event.target.value)}
                  >
                    <option value="">{t('fields.choose')}</option>
                    {areasByEmirate.map((group) => (
                      <optgroup key={group.label} label={group.label}>
                        {group.areas.map((area) => (
                          <option key={area.id} value={area.id}>
                            {area.label}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </Select>
                ))}
              </FormGrid>
            </Fieldset>
          </Full>
          <Full>
            <Fieldset>
              <legend>{t('properties.sections.price')}</legend>
              <FormGrid>
                {textInput('price', t('fields.price'), { dir: 'ltr', inputMode: 'decimal' })}
                {field('priceType', t('fields.priceType'), (props) => (
                  <Select
                    {...props}
                    value={form.priceType}
                    onChange={(event) => set('priceType', event.target.value)}
                  >
                    {PRICE_TYPES.map((value) => (
                      <option key={value} value={value}>
                        {t(`values.priceType.${value}`)}
                      </option>
                    ))}
                  </Select>
                ))}
                {textInput('area', t('fields.builtUpArea'), { dir: 'ltr', inputMode: 'decimal' })}
                {field('areaUnit', t('fields.areaUnit'), (props) => (
                  <Select
                    {...props}
                    value={form.areaUnit}
                    onChange={(event) => set('areaUnit', event.target.value)}
                  >
                    {AREA_UNITS.map((value) => (
                      <option key={value} value={value}>
                        {t(`values.areaUnit.${value}`)}
                      </option>
                    ))}
                  </Select>
                ))}
                {textInput('size', t('fields.size'), { dir: 'ltr', inputMode: 'decimal' })}
                {textInput('bedrooms', t('fields.bedrooms'), { dir: 'ltr', inputMode: 'numeric' })}
                {textInput('bathrooms', t('fields.bathrooms'), { dir: 'ltr', inputMode: 'numeric' })}
                {textInput('parkingSpaces', t('fields.parkingSpaces'), { dir: 'ltr', inputMode: 'numeric' })}
              </FormGrid>
            </Fieldset>
          </Full>
          <Full>
            <Fieldset>
              <legend>{t('properties.sections.location')}</legend>
              <FormGrid>
                {textInput('lat', t('fields.lat'), { dir: 'ltr', inputMode: 'decimal' })}
                {textInput('lng', t('fields.lng'), { dir: 'ltr', inputMode: 'decimal' })}
                <Full>
                  {errorOf('coordinates') ? <FieldError>{errorOf('coordinates')}</FieldError> : null}
                  <p>
                    {t('properties.coordinatesHint', {
                      latitude: DEFAULT_COORDINATES.lat,
                      longitude: DEFAULT_COORDINATES.lng,
                    })}
                  </p>
                </Full>
                {textInput('referenceNo', t('fields.referenceNo'), { dir: 'ltr' })}
                {field(
                  'permitNumber',
                  t('fields.permitNumber'),
                  (props) => (
                    <Input
                      {...props}
                      dir="ltr"
                      inputMode="numeric"
                      autoComplete="off"
                      value={form.permitNumber}
                      onChange={(event) => set('permitNumber', event.target.value)}
                    />
                  ),
                  t('fields.permitNumberHint', { example: PERMIT_NUMBER_EXAMPLE }),
                )}
                {field('permitExpiresOn', t('fields.permitExpiresOn'), (props) => (
                  <Input
                    {...props}
                    type="date"
                    dir="ltr"
                    value={form.permitExpiresOn}
                    onChange={(event) => set('permitExpiresOn', event.target.value)}
                  />
                ))}
                <Full>
                  <Checkbox
                    label={t('fields.published')}
                    checked={form.published}
                    onChange={(v) => set('published', v)}
                  />
                  <Hint>{t('fields.publishedHint')}</Hint>
                </Full>
              </FormGrid>
            </Fieldset>
          </Full>
          <Full>
            <Fieldset>
              <legend>{t('properties.sections.features')}</legend>
              <FeaturesField value={form.features} onChange={(features) => set('features', features)} />
              <div>
                <Checkbox
                  label={t('fields.isFeatured')}
                  checked={form.isFeatured}
                  onChange={(v) => set('isFeatured', v)}
                />
                <Checkbox
                  label={t('fields.truCheck')}
                  checked={form.truCheck}
                  onChange={(v) => set('truCheck', v)}
                />
                <Checkbox
                  label={t('fields.truBroker')}
                  checked={form.truBroker}
                  onChange={(v) => set('truBroker', v)}
                />
              </div>
            </Fieldset>
          </Full>
          <Full>
            <Fieldset>
              <legend>{t('properties.sections.images')}</legend>
              <ImagesField
                value={form.images}
                onChange={(images) => set('images', images)}
                onBusyChange={setUploading}
              />
            </Fieldset>
          </Full>
        </FormGrid>
      </form>
    </AdminDialog>
  );
}
