import type { ChatFilterName, ChatFilterNames, ChatFilters } from '@manzil/contracts';
import { type Lang, useTranslation } from '@manzil/i18n';
import { CloseIcon, vars } from '@manzil/ui';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { type Chip, chipsOf } from '../lib/chips.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $relaxed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-height: 32px;
  padding: 0 ${vars.space[1]} 0 ${vars.space[3]};
  border: 1px ${(p) => (p.$relaxed ? 'dashed' : 'solid')} ${(p) => (p.$relaxed ? vars.color.borderStrong : vars.color.primary)};
  border-radius: ${vars.radius.pill};
  background: ${(p) => (p.$relaxed ? vars.color.surfaceAlt : vars.color.surface)};
  color: ${(p) => (p.$relaxed ? vars.color.textMuted : vars.color.text)};
  font-size: ${vars.fontSize.xs};
  font-weight: 600;

  del {
    text-decoration-thickness: 2px;
  }
`;

const Note = styled.span`
  font-weight: 400;
  font-style: italic;

  /* Arabic script is not slanted: upright, and set apart by a lighter colour. */
  &:lang(ar) {
    font-style: normal;
    opacity: 0.8;
  }
`;

const Remove = styled.button`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.border};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface FilterChipsProps {
  requested: ChatFilters;
  relaxed: readonly ChatFilterName[];
  names: ChatFilterNames;
  lang: Lang;
  /** While a search runs, the chips cannot be removed. */
  disabled?: boolean;
  onRemove: (chip: Chip) => void;
}

/**
 * What the assistant understood, as removable chips; a constraint the search had to leave out is struck through
 * with "no exact match". Removing one searches again without it.
 */
export function FilterChips({ requested, relaxed, names, lang, disabled, onRemove }: FilterChipsProps) {
  const { t } = useTranslation(NS);
  const chips = chipsOf(requested, relaxed, names, lang, (key, options) => t(key, options) as string);
  if (chips.length === 0) return null;
  return (
    <List aria-label={t('chips.label')}>
      {chips.map((chip) => (
        <Item key={chip.id} $relaxed={chip.relaxed}>
          {chip.relaxed ? (
            <>
              <del>
                <bdi>{chip.label}</bdi>
              </del>
              <Note>{t('chips.noMatch')}</Note>
            </>
          ) : (
            <bdi>{chip.label}</bdi>
          )}
          <Remove
            type="button"
            aria-label={t(chip.relaxed ? 'chips.removeRelaxed' : 'chips.remove', { label: chip.label })}
            disabled={disabled}
            onClick={() => onRemove(chip)}
          >
            <CloseIcon size={14} />
          </Remove>
        </Item>
      ))}
    </List>
  );
}
