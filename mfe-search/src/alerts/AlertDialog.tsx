import { isApiError, useQuery, validationDetails } from '@manzil/api-client';
import { useMutation } from '@manzil/api-client/mutation';
import { ALERT_LIMITS, type CreateAlertInput, isRealEmail } from '@manzil/contracts';
import { isolate, useLang, useTranslation } from '@manzil/i18n';
import { Button, Dialog, Field, Input, vars } from '@manzil/ui';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { fetchAreas, fetchEmirates, fetchPropertyTypes, queryKeys } from '../properties/api.ts';
import { alertSearchOf } from './alert-search.ts';
import { createAlert } from './api.ts';
import './dialog-i18n.ts';
import { summaryParts } from '@manzil/ui/alert-summary';
import { ALERTS_NS } from './i18n.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};

  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Summary = styled.dl`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceAlt};

  margin: 0;

  dt {
    font-size: ${vars.fontSize.sm};
    font-weight: 600;
    color: ${vars.color.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const EmailInput = styled(Input)`
  width: 100%;

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
    box-shadow: 0 0 0 1px ${vars.color.danger};
  }
`;

const ErrorText = styled.p`
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
`;

const Problem = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.danger};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerBg};
  color: ${vars.color.danger};
  font-weight: 600;
`;

const Success = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.success};
  border-radius: ${vars.radius.md};
  background: ${vars.color.successBg};

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Busy = styled.span`
  width: 16px;
  height: 16px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** What went wrong, in the person's words: on the e-mail field, on the search, or the whole request. */
interface Problems {
  email?: string;
  search?: string;
  /** A failure to retry as it is (429, network, server). */
  request?: string;
}

function waitText(seconds: number | undefined, t: Translate): string {
  if (!seconds) return t('errors.rateLimitedSoon');
  const wait =
    seconds < 60
      ? t('errors.seconds', { count: seconds })
      : t('errors.minutes', { count: Math.ceil(seconds / 60) });
  return t('errors.rateLimited', { wait });
}

/** The words for a refused filter of the search (`search.maxPrice`...). */
function searchProblem(field: string): string {
  if (/Price$/.test(field)) return 'errors.searchPrice';
  if (/Area$/.test(field)) return 'errors.searchSize';
  if (/bbox$/.test(field)) return 'errors.searchMap';
  return 'errors.search';
}

/** The server's answer as problems: a 400 names its fields (ARCHITECTURE 7), a 429 says how long to wait. */
export function problemsOf(error: unknown, t: Translate): Problems {
  if (!isApiError(error)) return { request: t('errors.network') };
  if (error.status === 429) return { request: waitText(error.retryAfter, t) };
  const tooMany = { email: t('errors.tooMany', { count: ALERT_LIMITS.searchesPerEmail }) };
  if (error.status === 409) return tooMany;
  if (error.status !== 400) return { request: t('errors.server') };
  const problems: Problems = {};
  for (const detail of validationDetails(error)) {
    const field = detail.field ?? '';
    if (field === 'email') {
      // The one 400 on a valid address: it keeps the most saved searches an address may.
      const limit = /\b10\b|most|limit|saved/i.test(detail.message ?? '');
      problems.email = limit ? tooMany.email : t('errors.email');
    } else if (field.startsWith('search')) {
      problems.search = t(searchProblem(field));
    }
  }
  return problems.email || problems.search ? problems : { request: t('errors.server') };
}

/** Focuses an element once the native dialog has placed its own focus (showModal runs after the render). */
function useFocusLater(target: { current: HTMLElement | null }, when: unknown) {
  useEffect(() => {
    if (!when) return;
    const timer = window.setTimeout(() => target.current?.focus());
    return () => window.clearTimeout(timer);
  }, [when, target]);
}

export interface AlertDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Alert me" (issue 21): saves the results page's search with an e-mail address in the page's language. The
 * e-mail field, the search in one line, progress while sending; on success "check your inbox"; a field the
 * server refuses is marked under it; a 429 or a lost connection is shown with a retry, and what was typed stays
 * (also when the dialog is closed and opened again). Loaded only when the button is pressed.
 */
export default function AlertDialog({ open, onClose }: AlertDialogProps) {
  const { t } = useTranslation(ALERTS_NS);
  const lang = useLang();
  const id = useId();
  const [params] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the state
  const search = useMemo(() => alertSearchOf(params), [key]);
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const save = useMutation({ mutationFn: createAlert });
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  // The names of the search's emirate, area and type: the lists the filters use, from the shared cache.
  const emirates = useQuery({ queryKey: queryKeys.emirates, queryFn: fetchEmirates, enabled: open });
  const areas = useQuery({ queryKey: queryKeys.areas, queryFn: fetchAreas, enabled: open });
  const types = useQuery({ queryKey: queryKeys.propertyTypes, queryFn: fetchPropertyTypes, enabled: open });
  const summary = summaryParts(
    search,
    lang,
    { emirates: emirates.data, areas: areas.data, types: types.data },
    t,
  ).join(' · ');

  useFocusLater(inputRef, open && !save.isSuccess);
  useFocusLater(doneRef, open && save.isSuccess);

  const close = () => {
    // A new search next time: the form again, with the address already typed.
    if (save.isSuccess) save.reset();
    setProblems({});
    onClose();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (save.isPending) return;
    const address = email.trim();
    const local = !address ? t('errors.required') : !isRealEmail(address) ? t('errors.email') : undefined;
    if (local) {
      setProblems({ email: local });
      inputRef.current?.focus();
      return;
    }
    setProblems({});
    const input: CreateAlertInput = { email: address, language: lang, search };
    try {
      await save.mutateAsync(input);
    } catch (error) {
      const found = problemsOf(error, t);
      setProblems(found);
      if (found.email) inputRef.current?.focus();
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const sending = save.isPending;

  return (
    <Dialog open={open} onClose={close} title={t('dialog.title')} closeLabel={t('dialog.close')}>
      {save.isSuccess ? (
        <Success role="status" data-testid="alert-success">
          <p>{t('dialog.success', { email: isolate(save.variables?.email ?? email, 'ltr') })}</p>
          <Button ref={doneRef} $variant="primary" onClick={close}>
            {t('dialog.done')}
          </Button>
        </Success>
      ) : (
        <Form onSubmit={submit} noValidate aria-busy={sending} data-testid="alert-form">
          <Muted>{t('dialog.intro')}</Muted>
          <Summary>
            <dt>{t('summary.label')}</dt>
            <dd data-testid="alert-summary">{summary}</dd>
          </Summary>
          {problems.search ? <ErrorText role="alert">{problems.search}</ErrorText> : null}
          <Field>
            <label htmlFor={`${id}-email`}>{t('dialog.email')}</label>
            <EmailInput
              ref={inputRef}
              id={`${id}-email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              required
              maxLength={ALERT_LIMITS.email}
              value={email}
              readOnly={sending}
              aria-invalid={problems.email ? true : undefined}
              aria-describedby={problems.email ? `${errorId} ${hintId}` : hintId}
              onChange={(event) => {
                setEmail(event.target.value);
                if (problems.email) setProblems((current) => ({ ...current, email: undefined }));
              }}
            />
            {problems.email ? <ErrorText id={errorId}>{problems.email}</ErrorText> : null}
            <Muted id={hintId}>{t('dialog.emailHint')}</Muted>
          </Field>
          {problems.request ? (
            <Problem role="alert">
              <span>{problems.request}</span>
              <Button $variant="secondary" $size="sm" onClick={() => void submit()} disabled={sending}>
                {t('errors.retry')}
              </Button>
            </Problem>
          ) : null}
          <Actions>
            <Button $variant="secondary" onClick={close}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" $variant="primary" disabled={sending}>
              {sending ? <Busy aria-hidden="true" /> : null}
              {sending ? t('dialog.sending') : t('dialog.submit')}
            </Button>
          </Actions>
        </Form>
      )}
    </Dialog>
  );
}
