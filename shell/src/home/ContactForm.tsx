import { isApiError, sendContactEnquiry, validationDetails } from '@manzil/api-client';
import {
  CONTACT_LIMITS,
  CONTACT_PHONE_PATTERN,
  CONTACT_SUBJECTS,
  type ContactEnquiryInput,
  type ContactSubject,
  isRealEmail,
  phoneDigits,
} from '@manzil/contracts';
import { useLang, useTranslation } from '@manzil/i18n';
import { Button, Field, Input, SendIcon, SpreadRow, toast, vars } from '@manzil/ui';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { HOME_NS } from './i18n/index.ts';

type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message';
type Values = Record<FieldName, string> & { website: string };
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  website: '',
};
const REQUIRED: FieldName[] = ['firstName', 'lastName', 'email', 'subject', 'message'];
const ORDER: FieldName[] = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'];
const PHONE = new RegExp(CONTACT_PHONE_PATTERN);

const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

const Row = styled.div`
  display: grid;
  gap: ${vars.space[4]};

  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const control = css`
  width: 100%;
  min-height: 48px;
  padding: 0 ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;

  &::placeholder {
    color: ${vars.color.textMuted};
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
    box-shadow: 0 0 0 1px ${vars.color.danger};
  }

  &:disabled {
    opacity: 0.6;
  }
`;

const TextInput = styled(Input)`
  ${control}
`;

const Select = styled.select`
  ${control}
  appearance: auto;
`;

const TextArea = styled.textarea`
  ${control}
  min-height: 140px;
  padding: ${vars.space[3]} ${vars.space[4]};
  resize: vertical;
  line-height: 1.5;
`;

const Label = styled.label`
  span[data-required] {
    color: ${vars.color.danger};
    margin-left: 2px;
  }

  small {
    font-weight: 400;
    color: ${vars.color.textMuted};
    margin-left: ${vars.space[1]};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Busy = styled.span`
  width: 18px;
  height: 18px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Footer = styled(SpreadRow)`
  p {
    font-size: ${vars.fontSize.sm};
  }
`;

/** The problems a person can fix before anything is sent (spec 5), in the order of the form. */
function localProblems(values: Values, t: (key: string) => string): { missing: boolean; errors: Errors } {
  const errors: Errors = {};
  let missing = false;
  for (const name of REQUIRED) {
    if (!values[name].trim()) {
      errors[name] = t('form.fieldRequired');
      missing = true;
    }
  }
  if (!errors.email && !isRealEmail(values.email)) errors.email = t('form.invalidEmail');
  const phone = values.phone.trim();
  const digits = phoneDigits(phone);
  if (phone && (digits < 6 || digits > 15 || !PHONE.test(phone))) errors.phone = t('form.invalidPhone');
  if (!errors.message && values.message.trim().length < CONTACT_LIMITS.messageMin) {
    errors.message = t('form.messageTooShort');
  }
  return { missing, errors };
}

/**
 * Spec 2, 4, 5 and 8: the contact form. Idle; a missing required field shows 'Error: Please fill in all
 * required fields.' and sends nothing; sending disables the button and says 'Sending...'; success clears the
 * form with the success toast; a failure keeps what was typed and shows the error toast.
 */
export function ContactForm() {
  const { t } = useTranslation(HOME_NS);
  const lang = useLang();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusField = (name: FieldName) => {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name as FieldName]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const { missing, errors: found } = localProblems(values, t);
    setErrors(found);
    const first = ORDER.find((name) => found[name]);
    if (missing) {
      toast({ title: t('form.missingTitle'), description: t('form.missingDescription'), tone: 'error' });
    }
    if (first) {
      focusField(first);
      return;
    }

    const input: ContactEnquiryInput = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      subject: values.subject as ContactSubject,
      message: values.message.trim(),
      lang,
      ...(values.website ? { website: values.website } : {}),
    };
    setSending(true);
    try {
      await sendContactEnquiry(input);
      setValues(EMPTY);
      setErrors({});
      toast({ title: t('form.successTitle'), description: t('form.successDescription'), tone: 'success' });
    } catch (error) {
      console.error('Failed to send message', error);
      // Everything typed stays in the form, so the person can correct it or simply try again.
      const limited = isApiError(error) && error.status === 429;
      const fieldErrors = serverFieldErrors(error, t);
      setErrors(fieldErrors);
      const firstInvalid = ORDER.find((name) => fieldErrors[name]);
      toast({
        title: t('form.errorTitle'),
        description: limited
          ? t('form.rateLimited')
          : firstInvalid
            ? t('form.checkFields')
            : t('form.errorDescription'),
        tone: 'error',
      });
      if (firstInvalid) window.setTimeout(() => focusField(firstInvalid));
    } finally {
      setSending(false);
    }
  };

  const describedBy = (name: FieldName) => (errors[name] ? `contact-${name}-error` : undefined);
  const fieldProps = (name: FieldName) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange,
    disabled: sending,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name),
    'aria-required': REQUIRED.includes(name) ? true : undefined,
  });
  const label = (name: FieldName, text: string) => (
    <Label htmlFor={`contact-${name}`}>
      {text}
      {REQUIRED.includes(name) ? (
        <span data-required aria-hidden="true">
          *
        </span>
      ) : (
        <small>{t('form.optional')}</small>
      )}
    </Label>
  );
  const error = (name: FieldName) =>
    errors[name] ? <ErrorText id={`contact-${name}-error`}>{errors[name]}</ErrorText> : null;

  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={sending} data-testid="contact-form">
      <Row>
        <Field>
          {label('firstName', t('form.firstName'))}
          <TextInput {...fieldProps('firstName')} autoComplete="given-name" maxLength={CONTACT_LIMITS.name} />
          {error('firstName')}
        </Field>
        <Field>
          {label('lastName', t('form.lastName'))}
          <TextInput {...fieldProps('lastName')} autoComplete="family-name" maxLength={CONTACT_LIMITS.name} />
          {error('lastName')}
        </Field>
      </Row>
      <Row>
        <Field>
          {label('email', t('form.email'))}
          <TextInput
            {...fieldProps('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            maxLength={CONTACT_LIMITS.email}
          />
          {error('email')}
        </Field>
        <Field>
          {label('phone', t('form.phone'))}
          <TextInput
            {...fieldProps('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            placeholder="+971 50 123 4567"
            maxLength={CONTACT_LIMITS.phone}
          />
          {error('phone')}
        </Field>
      </Row>
      <Field>
        {label('subject', t('form.subject'))}
        <Select {...fieldProps('subject')}>
          <option value="">{t('form.subjectPlaceholder')}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {t(`form.subjects.${subject}`)}
            </option>
          ))}
        </Select>
        {error('subject')}
      </Field>
      <Field>
        {label('message', t('form.message'))}
        <TextArea
          {...fieldProps('message')}
          rows={5}
          placeholder={t('form.messagePlaceholder')}
          maxLength={CONTACT_LIMITS.message}
        />
        {error('message')}
      </Field>
      <Trap aria-hidden="true">
        <label htmlFor="contact-website">{t('form.honeypot')}</label>
        <input
          id="contact-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => setValues((current) => ({ ...current, website: event.target.value }))}
        />
      </Trap>
      <Footer>
        <p>{t('form.privacy')}</p>
        <Button type="submit" $variant="primary" $size="lg" disabled={sending}>
          {sending ? <Busy aria-hidden="true" /> : <SendIcon size={18} />}
          {sending ? t('form.sending') : t('form.send')}
        </Button>
      </Footer>
    </Form>
  );
}

const SERVER_HINTS: Record<FieldName, string> = {
  firstName: 'form.nameInvalid',
  lastName: 'form.nameInvalid',
  email: 'form.invalidEmail',
  phone: 'form.invalidPhone',
  subject: 'form.subjectInvalid',
  message: 'form.messageInvalid',
};

/** The server's 400 names the fields (ARCHITECTURE 7): show a translated hint under each. */
function serverFieldErrors(error: unknown, t: (key: string) => string): Errors {
  const errors: Errors = {};
  for (const detail of validationDetails(error)) {
    const field = detail.field as FieldName;
    if (ORDER.includes(field)) errors[field] = t(SERVER_HINTS[field]);
  }
  return errors;
}
