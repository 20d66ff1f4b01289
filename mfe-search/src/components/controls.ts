import { vars } from '@manzil/ui';
import styled from 'styled-components';

/** A native select in the design system's look: native keeps phones' pickers and screen readers right. */
export const Select = styled.select`
  min-height: 48px;
  width: 100%;
  padding: 0 ${vars.space[8]} 0 ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background-color: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  appearance: none;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  /* The chevron sits at the end of the line: on the right in English, on the left in Arabic. */
  /*! @noflip */
  background-position: calc(100% - 18px) 50%, calc(100% - 13px) 50%;
  background-size: 5px 5px, 5px 5px;
  background-repeat: no-repeat;
  cursor: pointer;

  [dir='rtl'] & {
    /*! @noflip */
    background-position: 13px 50%, 18px 50%;
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** A row of choices (bedrooms, bathrooms) as toggle buttons in a group. */
export const ChipGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const Chip = styled.button.attrs({ type: 'button' })<{ $active: boolean }>`
  min-width: 44px;
  min-height: 40px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${(p) => (p.$active ? vars.color.primary : vars.color.borderStrong)};
  border-radius: ${vars.radius.pill};
  background: ${(p) => (p.$active ? vars.color.primary : vars.color.surface)};
  color: ${(p) => (p.$active ? vars.color.onPrimary : vars.color.text)};
  font-weight: 600;
  cursor: pointer;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space[2]};
  font-weight: 600;
  font-size: ${vars.fontSize.sm};
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[3]};

  /* Inputs have a width of their own (20 characters): they must shrink to fit a phone. */
  input {
    width: 100%;
    min-width: 0;
  }
`;

/** A count on a button (active filters). */
export const CountBadge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.accent};
  color: ${vars.color.onAccent};
  font-size: ${vars.fontSize.xs};
  font-weight: 700;
`;
