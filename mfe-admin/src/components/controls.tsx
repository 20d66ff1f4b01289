import { SpreadRow, vars } from '@manzil/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A select in the design system's look. */
export const Select = styled.select`
  /* A select is as wide as its longest option by default: it must not widen a phone's form. */
  width: 100%;
  min-width: 0;
  min-height: 48px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;

  &:disabled {
    opacity: 0.6;
  }
`;

export const Textarea = styled.textarea`
  min-height: 120px;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  line-height: 1.5;
  resize: vertical;
`;

/** Monospace, left-to-right JSON even on Arabic pages. */
export const CodeArea = styled(Textarea)`
  /*! @noflip */
  direction: ltr;
  /*! @noflip */
  text-align: left;
  min-height: 320px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${vars.fontSize.sm};
  white-space: pre;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};

  @media (min-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Full = styled.div`
  grid-column: 1 / -1;
`;

export const Fieldset = styled.fieldset`
  /* A fieldset is min-content wide by default: on a phone it would push the dialog sideways. */
  min-width: 0;
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  legend {
    padding: 0 ${vars.space[2]};
    font-weight: 700;
  }
`;

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    accent-color: ${vars.color.primary};
  }
`;

export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <CheckLabel>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </CheckLabel>
  );
}

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[4]};

  h2 {
    margin: 0;
    font-size: ${vars.fontSize.xl};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  justify-content: flex-end;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};

  th,
  td {
    padding: ${vars.space[3]};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${vars.color.border};
  }

  thead th {
    background: ${vars.color.surfaceAlt};
    font-weight: 700;
    white-space: nowrap;
  }

  tbody th {
    font-weight: 600;
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }

  td:last-child {
    text-align: right;
    white-space: nowrap;
  }

  td:last-child > div {
    flex-wrap: nowrap;
  }
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

export const EmptyState = styled.p`
  margin: 0;
  padding: ${vars.space[8]} ${vars.space[4]};
  text-align: center;
  color: ${vars.color.textMuted};
`;

/** A list of cards (no bullets, no indent), `$gap` apart. */
export const CardList = styled.ul<{ $gap?: keyof typeof vars.space }>`
  display: grid;
  gap: ${(p) => vars.space[p.$gap ?? 3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One card of a `CardList`: a bordered box on the surface colour, its heading without a margin. */
export const CardItem = styled.li`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  h3 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
`;

/** A heading and its buttons on one line, wrapping on a phone; the text beside the heading is muted. */
export const HeaderBar = SpreadRow;
