import { useQuery } from '@manzil/api-client';
import { useLang, useTranslation } from '@manzil/i18n';
import { Button, Dialog, Field, Input, SearchIcon, VisuallyHidden, vars } from '@manzil/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, countMoreFilters, STATUS_OPTIONS } from '../lib/filters.ts';
import { EMPTY_FORM, type SearchFormValues } from '../lib/search-url.ts';
import { fetchPropertyTypes, queryKeys, residential } from '../properties/api.ts';
import { Chip, ChipGroup, CountBadge, Fieldset, Legend, Select, TwoColumns } from './controls.ts';
import { LocationAutocomplete } from './LocationAutocomplete.tsx';

const Form = styled.form<{ $variant: 'hero' | 'bar' }>`
  display: grid;
  gap: ${vars.space[4]};

  ${(p) =>
    p.$variant === 'bar'
      ? `
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[3]};
    padding: ${vars.space[4]};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.sm};

    /* Phones: listing type, location, More Filters and Search on their own rows; type and status side by side. */
    & > :is(:nth-child(1), :nth-child(2), :nth-child(5), :nth-child(6)) { grid-column: 1 / -1; }

    /* Tablets: type, status and More Filters in one row under listing type and location, then Search. */
    @media (min-width: 768px) {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      align-items: end;
      & > :is(:nth-child(1), :nth-child(5)) { grid-column: auto; }
      & > :nth-child(2) { grid-column: span 2; }
    }

    /* Laptops and wider: listing type and location, then type, status, More Filters and Search. */
    @media (min-width: 1024px) {
      grid-template-columns: repeat(4, minmax(0, 1fr));
      & > :nth-child(2) { grid-column: span 3; }
      & > :nth-child(6) { grid-column: auto; }
    }
  `
      : `
    @media (min-width: 480px) {
      grid-template-columns: 1fr 1fr;
      & > :first-child, & > [data-wide] { grid-column: 1 / -1; }
    }
  `}
`;

const Toggle = styled.fieldset`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceAlt};
  min-width: 0;

  label {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 40px;
    padding: 0 ${vars.space[3]};
    border-radius: ${vars.radius.sm};
    font-weight: 600;
    cursor: pointer;
    color: ${vars.color.text};
    white-space: nowrap;
  }

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  label:has(input:checked) {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }

  label:has(input:focus-visible) {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const DialogBody = styled.div`
  display: grid;
  gap: ${vars.space[5]};
`;

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[2]};
`;

type MoreValues = Pick<SearchFormValues, 'minPrice' | 'maxPrice' | 'bedrooms' | 'bathrooms'>;

interface MoreFiltersDialogProps {
  open: boolean;
  values: MoreValues;
  onClose: () => void;
  onApply: (values: MoreValues) => void;
}

/** Price, bedrooms and bathrooms (spec 2): edits a draft; Apply Filters keeps it, Reset empties it. */
export function MoreFiltersDialog({ open, values, onClose, onApply }: MoreFiltersDialogProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [draft, setDraft] = useState(values);
  useEffect(() => {
    if (open) setDraft(values);
  }, [open, values]);
  const set = (key: keyof MoreValues, value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const rooms = (key: 'bedrooms' | 'bathrooms', options: readonly string[]) => (
    <Fieldset>
      <Legend>{t(`form.${key}`)}</Legend>
      <ChipGroup>
        {['', ...options].map((option) => (
          <Chip
            key={option || 'any'}
            $active={draft[key] === option}
            aria-pressed={draft[key] === option}
            onClick={() => set(key, option)}
          >
            {option === '' ? t('form.any') : t(`options.bedrooms.${option}`)}
          </Chip>
        ))}
      </ChipGroup>
    </Fieldset>
  );

  return (
    <Dialog open={open} onClose={onClose} title={t('form.moreFilters')} closeLabel={t('form.close')}>
      <DialogBody>
        <Fieldset>
          <Legend>{t('form.price')}</Legend>
          <TwoColumns>
            <Field>
              <label htmlFor={`${id}-min`}>{t('form.minPrice')}</label>
              <Input
                id={`${id}-min`}
                inputMode="numeric"
                placeholder={t('form.noMin')}
                value={draft.minPrice}
                onChange={(event) => set('minPrice', event.target.value.replace(/[^\d]/g, ''))}
              />
            </Field>
            <Field>
              <label htmlFor={`${id}-max`}>{t('form.maxPrice')}</label>
              <Input
                id={`${id}-max`}
                inputMode="numeric"
                placeholder={t('form.noMax')}
                value={draft.maxPrice}
                onChange={(event) => set('maxPrice', event.target.value.replace(/[^\d]/g, ''))}
              />
            </Field>
          </TwoColumns>
        </Fieldset>
        {rooms('bedrooms', BEDROOM_OPTIONS)}
        {rooms('bathrooms', BATHROOM_OPTIONS)}
        <DialogActions>
          <Button
            $variant="secondary"
            onClick={() => setDraft({ minPrice: '', maxPrice: '', bedrooms: '', bathrooms: '' })}
          >
            {t('form.reset')}
          </Button>
          <Button
            $variant="primary"
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            {t('form.apply')}
          </Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  );
}

export interface SearchFormProps {
  variant: 'hero' | 'bar';
  initial?: SearchFormValues;
  onSubmit: (values: SearchFormValues) => void;
}

/**
 * The hero search form and the properties page's quick search bar (spec 2): listing type, location with
 * suggestions, residential property type, construction status and the More Filters dialog.
 */
export function SearchForm({ variant, initial = EMPTY_FORM, onSubmit }: SearchFormProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [moreOpen, setMoreOpen] = useState(false);
  useEffect(() => setValues(initial), [initial]);
  const types = useQuery({ queryKey: queryKeys.propertyTypes, queryFn: fetchPropertyTypes });
  const set = <K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const moreCount = countMoreFilters(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  const hero = variant === 'hero';
  return (
    <Form $variant={variant} role="search" aria-label={t('hero.label')} onSubmit={submit} noValidate>
      <Toggle>
        <VisuallyHidden as="legend">{t('hero.listingType')}</VisuallyHidden>
        {(['sale', 'rent'] as const).map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${id}-listing-type`}
              value={type}
              checked={values.listingType === type}
              onChange={() => set('listingType', type)}
            />
            {hero ? t(`hero.${type}`) : t(type === 'sale' ? 'form.forSale' : 'form.forRent')}
          </label>
        ))}
      </Toggle>
      <Field data-wide>
        <label htmlFor={`${id}-location`}>{t('form.location')}</label>
        <LocationAutocomplete
          id={`${id}-location`}
          value={values.location}
          placeholder={t('form.locationPlaceholder')}
          onChange={(value) => set('location', value)}
        />
      </Field>
      <Field>
        <label htmlFor={`${id}-type`}>{t('form.propertyType')}</label>
        <Select
          id={`${id}-type`}
          value={values.propertyType}
          onChange={(event) => set('propertyType', event.target.value)}
        >
          <option value="">{t('form.allTypes')}</option>
          {residential(types.data).map((type) => (
            <option key={type.id} value={String(type.id)}>
              {lang === 'ar' ? type.nameAr : type.nameEn}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor={`${id}-status`}>{t('form.status')}</label>
        <Select
          id={`${id}-status`}
          value={values.status}
          onChange={(event) => set('status', event.target.value as SearchFormValues['status'])}
        >
          <option value="">{t('form.anyStatus')}</option>
          {STATUS_OPTIONS.map((status) => (
            <option key={status} value={status}>
              {t(`options.status.${status}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Button
        data-wide
        $variant="secondary"
        aria-haspopup="dialog"
        aria-label={moreCount > 0 ? t('form.moreFiltersActive', { count: moreCount }) : undefined}
        onClick={() => setMoreOpen(true)}
      >
        {t('form.moreFilters')}
        {moreCount > 0 ? <CountBadge aria-hidden="true">{moreCount}</CountBadge> : null}
      </Button>
      <Button data-wide type="submit" $variant="accent" $size={hero ? 'lg' : 'md'} $fullWidth={hero}>
        <SearchIcon size={20} />
        {hero ? t('hero.submit') : t('form.searchProperties')}
      </Button>
      <MoreFiltersDialog
        open={moreOpen}
        values={values}
        onClose={() => setMoreOpen(false)}
        onApply={(more) => setValues((current) => ({ ...current, ...more }))}
      />
    </Form>
  );
}
