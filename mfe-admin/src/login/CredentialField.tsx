import { Field, Input } from '@manzil/ui';
import type { Ref } from 'react';

/**
 * A labelled secret (or user name) input as the login and password forms show it: left-to-right on Arabic
 * pages too, required, with the autocomplete that lets a password manager fill or save it.
 */
export function CredentialField({
  id,
  label,
  name,
  value,
  onChange,
  autoComplete,
  invalid,
  describedBy,
  inputRef,
  type = 'password',
}: {
  id: string;
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password' | 'username';
  invalid?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  type?: 'password' | 'text';
}) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        {...(type === 'text' ? { autoCapitalize: 'none', spellCheck: false } : {})}
        dir="ltr"
        required
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
