import type { SiteContent, SiteContentPatch, SocialLink } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { Button, Dialog, toast } from '@manzil/ui';
import { useId, useState } from 'react';
import { CodeArea, FieldError, Hint } from '../components/controls.tsx';
import { NS } from '../i18n/index.ts';
import { AppStoresEditor, linkProblem, SocialLinksEditor, socialRows } from './LinksEditors.tsx';
import { parseJson, useAdminContent, useSaveContent } from './use-content.ts';

/** The content sections edited as JSON one at a time from the home-page panel (spec 2: content tabs). */
export const JSON_SECTIONS = [
  'company',
  'hero',
  'about',
  'services',
  'testimonials',
  'contact',
  'whatsapp',
  'callButton',
  'translations',
] as const;
export type JsonSection = (typeof JSON_SECTIONS)[number];
export type ContentSection = JsonSection | 'socialMedia' | 'appStores';

/** What the JSON editor of a section shows: the section as stored (the company without its social links). */
export function sectionValue(content: SiteContent, section: JsonSection): unknown {
  if (section === 'company') {
    const { socialMedia: _social, ...company } = content.company;
    return company;
  }
  return content[section];
}

function Footer({ busy, onCancel, onSave }: { busy: boolean; onCancel: () => void; onSave: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Button $variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button $variant="primary" onClick={onSave} disabled={busy}>
        {busy ? t('common.saving') : t('content.save')}
      </Button>
    </>
  );
}

function JsonSectionEditor({
  content,
  section,
  onClose,
}: {
  content: SiteContent;
  section: JsonSection;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [json, setJson] = useState(() => JSON.stringify(sectionValue(content, section), null, 2));
  const [invalid, setInvalid] = useState(false);
  const save = useSaveContent(() => onClose());
  const submit = () => {
    const parsed = parseJson(json);
    const ok =
      parsed.ok && !!parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value);
    setInvalid(!ok);
    if (!ok) {
      // Spec 5 and 8: nothing is saved.
      toast({ title: t('content.invalidJson'), tone: 'error' });
      return;
    }
    save.mutate({ [section]: (parsed as { value: unknown }).value } as SiteContentPatch);
  };
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('homePanel.editSection', { section: t(`sections.${section}`) })}
      closeLabel={t('common.close')}
      footer={<Footer busy={save.isPending} onCancel={onClose} onSave={submit} />}
    >
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <label htmlFor={`${id}-json`}>
          <strong>{t('homePanel.jsonLabel', { section: t(`sections.${section}`) })}</strong>
        </label>
        <Hint id={`${id}-hint`}>{t('homePanel.jsonHint')}</Hint>
        <CodeArea
          id={`${id}-json`}
          spellCheck={false}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          aria-invalid={invalid || undefined}
          value={json}
          onChange={(event) => {
            setJson(event.target.value);
            setInvalid(false);
          }}
        />
        {invalid ? (
          <FieldError id={`${id}-error`} role="alert">
            {t('content.invalidJson')}
          </FieldError>
        ) : null}
      </div>
    </Dialog>
  );
}

function LinksSectionEditor({
  content,
  section,
  onClose,
}: {
  content: SiteContent;
  section: 'socialMedia' | 'appStores';
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const [appStores, setAppStores] = useState(content.appStores);
  const [social, setSocial] = useState<SocialLink[]>(() => socialRows(content.company.socialMedia));
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveContent(() => onClose());
  const submit = () => {
    const links = section === 'appStores' ? [appStores.appStore, appStores.googlePlay] : social;
    if (links.some((link) => linkProblem(link))) {
      setShowErrors(true);
      toast({ title: t('validation.fixErrors'), tone: 'error' });
      return;
    }
    save.mutate(
      section === 'appStores'
        ? {
            appStores: {
              appStore: { ...appStores.appStore, url: appStores.appStore.url.trim() },
              googlePlay: { ...appStores.googlePlay, url: appStores.googlePlay.url.trim() },
            },
          }
        : { company: { socialMedia: social.map((link) => ({ ...link, url: link.url.trim() })) } },
    );
  };
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('homePanel.editSection', { section: t(`sections.${section}`) })}
      closeLabel={t('common.close')}
      footer={<Footer busy={save.isPending} onCancel={onClose} onSave={submit} />}
    >
      {section === 'appStores' ? (
        <AppStoresEditor value={appStores} onChange={setAppStores} showErrors={showErrors} />
      ) : (
        <SocialLinksEditor value={social} onChange={setSocial} showErrors={showErrors} />
      )}
    </Dialog>
  );
}

/** One content section's editor: JSON for texts, toggles and URLs for the links; Save & Update Website, Cancel. */
export function SectionDialog({ section, onClose }: { section: ContentSection; onClose: () => void }) {
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
  return section === 'socialMedia' || section === 'appStores' ? (
    <LinksSectionEditor content={content.data} section={section} onClose={onClose} />
  ) : (
    <JsonSectionEditor content={content.data} section={section} onClose={onClose} />
  );
}
