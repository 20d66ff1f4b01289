import { useTranslation } from '@manzil/i18n';
import { vars } from '@manzil/ui';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { NS } from '../i18n/index.ts';
import { clampToRange, type FieldSpec } from '../lib/fields.ts';
import { parseTypedNumber, type TypedError } from '../lib/parse.ts';
import { useFormatters } from './format.ts';

const Wrap = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text};
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[3]};
`;

/*
 * The native range input: keyboard, touch and screen readers for free, and in a right-to-left page the
 * browser puts the minimum on the right and fills from the right (accent-color paints the filled part).
 */
const Range = styled.input`
  width: 100%;
  min-width: 0;
  height: 44px;
  margin: 0;
  accent-color: ${vars.color.primary};
  background: transparent;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;

const InputBox = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  width: 10.5rem;

  @media (max-width: 360px) {
    width: 8.75rem;
  }
  min-height: 44px;
  border: 1px solid ${(p) => (p.$invalid ? vars.color.danger : vars.color.borderStrong)};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${(p) => (p.$invalid ? `0 0 0 1px ${vars.color.danger}` : 'none')};

  &:focus-within {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }

  input {
    flex: 1;
    width: 100%;
    min-width: 0;
    min-height: 42px;
    padding: 0 ${vars.space[3]};
    border: 0;
    background: transparent;
    color: ${vars.color.text};
    font: inherit;
    font-variant-numeric: tabular-nums;
    text-align: right;
    outline: none;
  }
`;

const Unit = styled.span`
  padding-right: ${vars.space[3]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  white-space: nowrap;
`;

const Message = styled.p<{ $tone: 'error' | 'info' | 'hint' }>`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${(p) => (p.$tone === 'error' ? 600 : 400)};
  color: ${(p) => (p.$tone === 'error' ? vars.color.danger : p.$tone === 'info' ? vars.color.warning : vars.color.textMuted)};
`;

export interface NumberSliderFieldProps {
  label: string;
  /** A short explanation under the field. */
  hint?: string;
  spec: FieldSpec;
  /** The slider's range when it depends on other fields (the down payment's share of the price). */
  min?: number;
  max?: number;
  /** The field's number, or null while its text is empty or not a usable number. */
  value: number | null;
  onChange: (value: number | null) => void;
  /**
   * Why the number, usable on its own, does not fit the other fields (an early-payment month past the loan's
   * term): shown as the field's error. The calculator works out no result meanwhile.
   */
  conflict?: string;
}

/**
 * A slider and a number input side by side for one figure (spec 5): the slider stays inside its range, a typed
 * number is used as typed (outside the range the field says so), and an empty or unusable text shows why
 * inline and passes `null` up, so no result is worked out from it.
 */
export function NumberSliderField({
  label,
  hint,
  spec,
  min,
  max,
  value,
  onChange,
  conflict,
}: NumberSliderFieldProps) {
  const { t } = useTranslation(NS);
  const format = useFormatters();
  const id = useId();
  const sliderMin = min ?? spec.min;
  const sliderMax = max ?? spec.max;
  const [text, setText] = useState(() => (value === null ? '' : format.input(spec.kind, value)));
  const [error, setError] = useState<TypedError | null>(null);
  // The last number this field passed up (or was given), to tell outside changes from its own.
  const known = useRef<number | null>(value);
  const lastValid = useRef<number>(value ?? spec.default);

  useEffect(() => {
    if (value !== null && value !== known.current) {
      known.current = value;
      setText(format.input(spec.kind, value));
      setError(null);
    }
    if (value !== null) lastValid.current = value;
  }, [value, format, spec.kind]);

  const emit = (next: number | null) => {
    known.current = next;
    onChange(next);
  };

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    setText(raw);
    const parsed = parseTypedNumber(raw, spec.typed);
    if (parsed.ok) {
      setError(null);
      emit(parsed.value);
    } else {
      setError(parsed.error);
      emit(null);
    }
  };

  const onSlide = (event: ChangeEvent<HTMLInputElement>) => {
    const next = Number(event.target.value);
    setError(null);
    setText(format.input(spec.kind, next));
    emit(next);
  };

  const onBlur = () => {
    if (value !== null && !error) setText(format.input(spec.kind, value));
  };

  const unit = t(`units.${spec.kind}`);
  const sliderValue = clampToRange(value ?? lastValid.current, sliderMin, sliderMax);
  const outside = value !== null && (value < sliderMin || value > sliderMax);
  const messageId = `${id}-message`;
  let message: { tone: 'error' | 'info' | 'hint'; text: string } | null = null;
  if (error) {
    message = {
      tone: 'error',
      text: t(`field.errors.${error}`, {
        label,
        text: text.trim(),
        example: format.input(spec.kind, spec.default),
        min: format.field(spec.kind, spec.typed.min),
        max: format.field(spec.kind, spec.typed.max),
      }),
    };
  } else if (conflict) {
    message = { tone: 'error', text: conflict };
  } else if (outside) {
    message = {
      tone: 'info',
      text: t('field.outsideSlider', {
        min: format.field(spec.kind, sliderMin),
        max: format.field(spec.kind, sliderMax),
      }),
    };
  } else if (hint) {
    message = { tone: 'hint', text: hint };
  }

  return (
    <Wrap>
      <Label id={`${id}-label`} htmlFor={`${id}-input`}>
        {label}
      </Label>
      <Controls>
        <Range
          type="range"
          aria-labelledby={`${id}-label`}
          aria-valuetext={format.field(spec.kind, sliderValue)}
          min={sliderMin}
          max={sliderMax}
          step={spec.step}
          value={sliderValue}
          onChange={onSlide}
        />
        <InputBox $invalid={Boolean(error || conflict)} data-kind={spec.kind}>
          <input
            id={`${id}-input`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={text}
            onChange={onType}
            onBlur={onBlur}
            aria-invalid={error || conflict ? true : undefined}
            aria-describedby={message ? `${id}-unit ${messageId}` : `${id}-unit`}
          />
          <Unit id={`${id}-unit`}>{unit}</Unit>
        </InputBox>
      </Controls>
      {/* Always present, so a new message is announced as it appears. */}
      <Message id={messageId} $tone={message?.tone ?? 'hint'} aria-live="polite" hidden={!message}>
        {message?.text}
      </Message>
    </Wrap>
  );
}
