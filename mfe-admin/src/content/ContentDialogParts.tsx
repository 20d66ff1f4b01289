import type { SiteContent, SocialLink } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { Dialog } from '@manzil/ui';
import { type ReactNode, useState } from 'react';
import { CodeArea, FieldError, Hint } from '../components/controls.tsx';
import { NS } from '../i18n/index.ts';
import { useAdminContent } from './use-content.ts';

/**
 * A content section as JSON text: its label, the hint, the monospace editor, and 'Invalid JSON format' (read out
 * at once) while the text does not parse to an object.
 */
export function JsonField({
  id,
  label,
  hint,
  value,
  invalid,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <label htmlFor={`${id}-json`}>
        <strong>{label}</strong>
      </label>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      <CodeArea
        id={`${id}-json`}
        spellCheck={false}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid ? (
        <FieldError id={`${id}-error`} role="alert">
          {t('content.invalidJson')}
        </FieldError>
      ) : null}
    </div>
  );
}

/** The text parsed as a JSON object, or null (spec 5 and 8: anything else is 'Invalid JSON format'). */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A section's JSON text being edited: `check()` answers it as an object, or null after marking it invalid (the
 * mark goes as soon as the text changes); `field` goes to a `JsonField`.
 */
export function useJsonDraft(initial: () => string) {
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  return {
    check: () => {
      const value = parseJsonObject(text);
      setInvalid(!value);
      return value;
    },
    field: {
      value: text,
      invalid,
      onChange: (value: string) => {
        setText(value);
        setInvalid(false);
      },
    },
  };
}

/** The links as saved: each address without the spaces around it. */
export function trimmedAppStores(appStores: SiteContent['appStores']): SiteContent['appStores'] {
  return {
    appStore: { ...appStores.appStore, url: appStores.appStore.url.trim() },
    googlePlay: { ...appStores.googlePlay, url: appStores.googlePlay.url.trim() },
  };
}

export function trimmedSocial(social: SocialLink[]): SocialLink[] {
  return social.map((link) => ({ ...link, url: link.url.trim() }));
}

/**
 * Draws an editor once the stored content has arrived (nothing before), or a dialog saying it could not be
 * loaded.
 */
export function WithAdminContent({
  onClose,
  children,
}: {
  onClose: () => void;
  children: (content: SiteContent) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const content = useAdminContent();
  if (content.isPending) return null;
  if (content.isError || !content.data) {
    return (
      <Dialog
        size="md"
        open
        onClose={onClose}
        title={t('content.editorTitle')}
        closeLabel={t('common.close')}
      >
        <p role="alert">{t('content.loadFailed')}</p>
      </Dialog>
    );
  }
  return <>{children(content.data)}</>;
}
