import { useQuery } from '@manzil/api-client';
import { useLang, useTranslation } from '@manzil/i18n';
import { Input, MapPinIcon, useDebounced, vars } from '@manzil/ui';
import { type KeyboardEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { fetchLocations, LOCATION_MIN_CHARS, type LocationSuggestion, queryKeys } from '../properties/api.ts';

const Wrapper = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  margin: 0;
  padding: ${vars.space[1]};
  list-style: none;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.lg};
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 44px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  cursor: pointer;
  background: ${(p) => (p.$active ? vars.color.surfaceAlt : 'transparent')};
  outline: ${(p) => (p.$active ? `2px solid ${vars.color.focus}` : 'none')};
  outline-offset: -2px;

  svg {
    flex: none;
    color: ${vars.color.textMuted};
  }

  span {
    display: grid;
  }

  small {
    color: ${vars.color.textMuted};
  }
`;

const Live = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
`;

export interface LocationAutocompleteProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Shown as the input's accessible name when there is no visible <label for>. */
  ariaLabel?: string;
}

/**
 * Free-text location with suggestions from the location index (spec 5: after more than one character, at most
 * five, English or Arabic names). The ARIA 1.2 combobox pattern: the input keeps focus, arrows move through the
 * options (aria-activedescendant), Enter picks, Escape closes; the text stays free if nothing is picked.
 */
export function LocationAutocomplete({
  id,
  value,
  onChange,
  placeholder,
  ariaLabel,
}: LocationAutocompleteProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(value.trim(), 200);
  const enabled = open && q.length >= LOCATION_MIN_CHARS;

  const suggestions = useQuery({
    queryKey: queryKeys.locations(q, lang),
    queryFn: ({ signal }) => fetchLocations(q, lang, signal),
    enabled,
    staleTime: 60_000,
  });
  const options: LocationSuggestion[] =
    enabled && value.trim().length >= LOCATION_MIN_CHARS ? (suggestions.data ?? []) : [];
  const expanded = open && options.length > 0;

  // New suggestions: nothing is highlighted until the user moves with the arrows.
  const [activeFor, setActiveFor] = useState(q);
  if (activeFor !== q) {
    setActiveFor(q);
    setActive(-1);
  }

  const nameOf = (option: LocationSuggestion) => (lang === 'ar' ? option.nameAr : option.nameEn);

  const choose = (option: LocationSuggestion) => {
    onChange(nameOf(option));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (options.length > 0) setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const option = expanded ? options[active] : undefined;
      if (option) {
        // Picking a suggestion does not submit the form; a second Enter does.
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
      }
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${ownId}-option-${index}`;

  return (
    <Wrapper>
      <Input
        id={inputId}
        type="text"
        name="location"
        role="combobox"
        autoComplete="off"
        aria-label={ariaLabel}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        value={value}
        maxLength={100}
        style={{ width: '100%' }}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <List id={listId} role="listbox" aria-label={t('autocomplete.suggestions')} hidden={!expanded}>
        {expanded
          ? options.map((option, index) => {
              const parent = lang === 'ar' ? option.emirateNameAr : option.emirateName;
              const detail = [
                option.kind === 'emirate' ? t('autocomplete.emirate') : parent,
                t('autocomplete.count', { count: option.listingCount }),
              ]
                .filter(Boolean)
                .join(' · ');
              return (
                <Option
                  key={`${option.kind}-${option.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  $active={index === active}
                  // mousedown, not click: the input must not lose focus (and close the list) first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(option);
                  }}
                >
                  <MapPinIcon size={18} />
                  <span>
                    <bdi>{nameOf(option)}</bdi>
                    {detail ? <small>{detail}</small> : null}
                  </span>
                </Option>
              );
            })
          : null}
      </List>
      <Live aria-live="polite">{expanded ? t('autocomplete.available', { count: options.length }) : ''}</Live>
    </Wrapper>
  );
}
