import type { SiteContent, SiteContentPatch, SocialLink } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { Button, Dialog, toast } from '@manzil/ui';
import { useId, useState } from 'react';
import { CodeArea, FieldError, Hint } from '../components/controls.tsx';
import { NS } from '../i18n/index.ts';
import { AppStoresEditor, linkProblem, SocialLinksEditor, socialRows } from './LinksEditors.tsx';
import { parseJson, useAdminContent, useSaveContent } from './use-content.ts';

/** The sections edited as JSON: everything but the app-store and social links, which have their own fields. */
export function otherSections(content: SiteContent): Record<string, unknown> {
  const { appStores: _appStores, company, ...rest } = content;
  const { socialMedia: _social, ...companyRest } = company;
  return { company: companyRest, ...rest };
}

function Editor({ content, onClose }: { content: SiteContent; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [appStores, setAppStores] = useState(content.appStores);
  const [social, setSocial] = useState<SocialLink[]>(() => socialRows(content.company.socialMedia));
  const [json, setJson] = useState(() => JSON.stringify(otherSections(content), null, 2));
  const [jsonError, setJsonError] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveContent(() => onClose());

  const submit = () => {
    const parsed = parseJson(json);
    const isObject =
      parsed.ok && !!parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value);
    setJsonError(!isObject);
    const linksBad = [appStores.appStore, appStores.googlePlay, ...social].some((link) => linkProblem(link));
    setShowErrors(linksBad);
    if (!isObject) {
      // Spec 5 and 8: invalid JSON is refused with this message and nothing is saved.
      toast({ title: t('content.invalidJson'), tone: 'error' });
      return;
    }
    if (linksBad) {
      toast({ title: t('validation.fixErrors'), tone: 'error' });
      return;
    }
    const other = (parsed as { value: Record<string, unknown> }).value;
    const company = (other.company && typeof other.company === 'object' ? other.company : {}) as Record<
      string,
      unknown
    >;
    const patch = {
      ...other,
      company: { ...company, socialMedia: social.map((link) => ({ ...link, url: link.url.trim() })) },
      appStores: {
        appStore: { ...appStores.appStore, url: appStores.appStore.url.trim() },
        googlePlay: { ...appStores.googlePlay, url: appStores.googlePlay.url.trim() },
      },
    } as SiteContentPatch;
    save.mutate(patch);
  };

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('content.editorTitle')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button $variant="primary" onClick={submit} disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('content.save')}
          </Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: '1rem' }}>
        <AppStoresEditor value={appStores} onChange={setAppStores} showErrors={showErrors} />
        <SocialLinksEditor value={social} onChange={setSocial} showErrors={showErrors} />
        <div style={{ display: 'grid', gap: '0.5rem' }}>
          <label htmlFor={`${id}-json`}>
            <strong>{t('content.otherSections')}</strong>
          </label>
          <Hint id={`${id}-hint`}>{t('content.jsonHint')}</Hint>
          <CodeArea
            id={`${id}-json`}
            spellCheck={false}
            aria-describedby={`${id}-hint${jsonError ? ` ${id}-error` : ''}`}
            aria-invalid={jsonError || undefined}
            value={json}
            onChange={(event) => {
              setJson(event.target.value);
              setJsonError(false);
            }}
          />
          {jsonError ? (
            <FieldError id={`${id}-error`} role="alert">
              {t('content.invalidJson')}
            </FieldError>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}

/** The website content editor dialog (spec 2 Admin): app stores, social media, the other sections as JSON. */
export function ContentEditorDialog({ onClose }: { onClose: () => void }) {
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
  return <Editor content={content.data} onClose={onClose} />;
}
