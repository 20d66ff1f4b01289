import { useQuery } from '@manzil/api-client';
import type { Area } from '@manzil/contracts';
import { useLang, useTranslation } from '@manzil/i18n';
import { Button, Field, Input, vars } from '@manzil/ui';
import { Panel } from '@manzil/ui/panel';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Chip, ChipGroup, Fieldset, Legend, Select, TwoColumns } from '../components/controls.ts';
import { NS } from '../i18n/index.ts';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  type FilterKey,
  PRICE_PRESETS,
  pricePresetOf,
  type SearchState,
  STATUS_OPTIONS,
} from '../lib/filters.ts';
import { fetchAreas, fetchEmirates, fetchPropertyTypes, queryKeys, residential } from './api.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};

  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  @media (min-width: 640px) {
    grid-column: span 2;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${vars.space[3]};
`;

/** Finds the emirate/area option matching a URL value that may be an id or a slug. */
function matchId(value: string, items: { id: number; slug: string }[] | undefined): string {
  if (!value) return '';
  const item = items?.find((candidate) => String(candidate.id) === value || candidate.slug === value);
  return item ? String(item.id) : value;
}

/** A number typed into a range box, written to the URL when the user leaves the box (not on every key). */
function AmountInput({
  id,
  label,
  value,
  placeholder,
  onCommit,
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        inputMode="numeric"
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value.replace(/[^\d]/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </Field>
  );
}

export interface FiltersPanelProps {
  id: string;
  state: SearchState;
  activeCount: number;
  onChange: (changes: Partial<Record<FilterKey, string>>) => void;
  onClearAll: () => void;
}

/**
 * The Filters panel (spec 2): listing type, emirate, area (disabled until an emirate is chosen), residential
 * property type, price presets and a custom range, bedrooms, bathrooms, construction status, size range.
 * Every change goes straight to the URL (and so to the results).
 */
export function FiltersPanel({ id, state, activeCount, onChange, onClearAll }: FiltersPanelProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const ar = lang === 'ar';
  const uid = useId();
  const emirates = useQuery({ queryKey: queryKeys.emirates, queryFn: fetchEmirates });
  const areas = useQuery({ queryKey: queryKeys.areas, queryFn: fetchAreas });
  const types = useQuery({ queryKey: queryKeys.propertyTypes, queryFn: fetchPropertyTypes });

  const areaId = matchId(state.area, areas.data);
  const selectedArea: Area | undefined = areas.data?.find((area) => String(area.id) === areaId);
  // A shared link may name only the area (the location route does): show its emirate as chosen.
  const emirateId =
    matchId(state.emirate, emirates.data) || (selectedArea ? String(selectedArea.emirateId) : '');
  const areaOptions = (areas.data ?? []).filter((area) => String(area.emirateId) === emirateId);
  const preset = pricePresetOf(state.minPrice, state.maxPrice);
  const name = (item: { nameEn: string; nameAr: string }) => (ar ? item.nameAr : item.nameEn);

  const rooms = (key: 'bedrooms' | 'bathrooms', options: readonly string[]) => (
    <Fieldset>
      <Legend>{t(`form.${key}`)}</Legend>
      <ChipGroup>
        {['', ...options].map((option) => (
          <Chip
            key={option || 'any'}
            $active={state[key] === option}
            aria-pressed={state[key] === option}
            onClick={() => onChange({ [key]: option })}
          >
            {option === '' ? t('form.any') : t(`options.bedrooms.${option}`)}
          </Chip>
        ))}
      </ChipGroup>
    </Fieldset>
  );

  return (
    <Panel id={id} $gap={5} $padding={5} $raised aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>{t('filters.title')}</h2>
      <Grid>
        <Field>
          <label htmlFor={`${uid}-listing`}>{t('filters.listingType')}</label>
          <Select
            id={`${uid}-listing`}
            value={state.listingType}
            onChange={(event) => onChange({ listingType: event.target.value })}
          >
            <option value="sale">{t('form.forSale')}</option>
            <option value="rent">{t('form.forRent')}</option>
          </Select>
        </Field>
        <Field>
          <label htmlFor={`${uid}-emirate`}>{t('filters.emirate')}</label>
          <Select
            id={`${uid}-emirate`}
            value={emirateId}
            onChange={(event) => onChange({ emirate: event.target.value })}
          >
            <option value="">{t('filters.allEmirates')}</option>
            {(emirates.data ?? []).map((emirate) => (
              <option key={emirate.id} value={String(emirate.id)}>
                {name(emirate)}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor={`${uid}-area`}>{t('filters.area')}</label>
          <Select
            id={`${uid}-area`}
            value={emirateId ? areaId : ''}
            disabled={!emirateId}
            aria-describedby={emirateId ? undefined : `${uid}-area-hint`}
            onChange={(event) => onChange({ emirate: emirateId, area: event.target.value })}
          >
            <option value="">{emirateId ? t('filters.allAreas') : t('filters.chooseEmirateFirst')}</option>
            {areaOptions.map((area) => (
              <option key={area.id} value={String(area.id)}>
                {name(area)}
              </option>
            ))}
          </Select>
          {emirateId ? null : (
            <span id={`${uid}-area-hint`} hidden>
              {t('filters.chooseEmirateFirst')}
            </span>
          )}
        </Field>
        <Field>
          <label htmlFor={`${uid}-type`}>{t('filters.propertyType')}</label>
          <Select
            id={`${uid}-type`}
            value={matchId(state.propertyType, types.data)}
            onChange={(event) => onChange({ propertyType: event.target.value })}
          >
            <option value="">{t('form.allTypes')}</option>
            {residential(types.data).map((type) => (
              <option key={type.id} value={String(type.id)}>
                {name(type)}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor={`${uid}-status`}>{t('form.status')}</label>
          <Select
            id={`${uid}-status`}
            value={state.status}
            onChange={(event) => onChange({ status: event.target.value })}
          >
            <option value="">{t('form.anyStatus')}</option>
            {STATUS_OPTIONS.map((status) => (
              <option key={status} value={status}>
                {t(`options.status.${status}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor={`${uid}-price`}>{t('filters.priceRange')}</label>
          <Select
            id={`${uid}-price`}
            value={preset}
            onChange={(event) => {
              const chosen = PRICE_PRESETS.find((candidate) => candidate.id === event.target.value);
              onChange({ minPrice: chosen?.min ?? '', maxPrice: chosen?.max ?? '' });
            }}
          >
            <option value="">{t('filters.anyPrice')}</option>
            {PRICE_PRESETS.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {t(`options.pricePreset.${candidate.id}`)}
              </option>
            ))}
            {preset === 'custom' ? <option value="custom">{t('options.pricePreset.custom')}</option> : null}
          </Select>
        </Field>
        <Wide>
          <Fieldset>
            <Legend>{t('filters.customPrice')}</Legend>
            <TwoColumns>
              <AmountInput
                id={`${uid}-min-price`}
                label={t('form.minPrice')}
                placeholder={t('form.noMin')}
                value={state.minPrice}
                onCommit={(value) => onChange({ minPrice: value })}
              />
              <AmountInput
                id={`${uid}-max-price`}
                label={t('form.maxPrice')}
                placeholder={t('form.noMax')}
                value={state.maxPrice}
                onCommit={(value) => onChange({ maxPrice: value })}
              />
            </TwoColumns>
          </Fieldset>
        </Wide>
        <Wide>{rooms('bedrooms', BEDROOM_OPTIONS)}</Wide>
        <Wide>{rooms('bathrooms', BATHROOM_OPTIONS)}</Wide>
        <Wide>
          <Fieldset>
            <Legend>{t('filters.size')}</Legend>
            <TwoColumns>
              <AmountInput
                id={`${uid}-min-area`}
                label={t('filters.minArea')}
                placeholder={t('form.noMin')}
                value={state.minArea}
                onCommit={(value) => onChange({ minArea: value })}
              />
              <AmountInput
                id={`${uid}-max-area`}
                label={t('filters.maxArea')}
                placeholder={t('form.noMax')}
                value={state.maxArea}
                onCommit={(value) => onChange({ maxArea: value })}
              />
            </TwoColumns>
          </Fieldset>
        </Wide>
      </Grid>
      <Footer>
        <span role="status">{activeCount > 0 ? t('filters.activeCount', { count: activeCount }) : ''}</span>
        <Button
          $variant="secondary"
          onClick={onClearAll}
          disabled={activeCount === 0 && state.listingType === 'sale' && !state.location}
        >
          {t('filters.clearAll')}
        </Button>
      </Footer>
    </Panel>
  );
}
