import type { SiteContent, SiteContentPatch, SocialLink } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { Dialog, toast } from '@manzil/ui';
import { useId, useState } from 'react';
import { SaveButtons } from '../components/form.tsx';
import { NS } from '../i18n/index.ts';
import {
  JsonField,
  trimmedAppStores,
  trimmedSocial,
  useJsonDraft,
  WithAdminContent,
} from './ContentDialogParts.tsx';
import { AppStoresEditor, linkProblem, SocialLinksEditor, socialRows } from './LinksEditors.tsx';
import { useSaveContent } from './use-content.ts';

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
  const json = useJsonDraft(() => JSON.stringify(otherSections(content), null, 2));
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveContent(() => onClose());

  const submit = () => {
    const other = json.check();
    const linksBad = [appStores.appStore, appStores.googlePlay, ...social].some((link) => linkProblem(link));
    setShowErrors(linksBad);
    if (!other) {
      // Spec 5 and 8: invalid JSON is refused with this message and nothing is saved.
      toast({ title: t('content.invalidJson'), tone: 'error' });
      return;
    }
    if (linksBad) {
      toast({ title: t('validation.fixErrors'), tone: 'error' });
      return;
    }
    const company = (other.company && typeof other.company === 'object' ? other.company : {}) as Record<
      string,
      unknown
    >;
    const patch = {
      ...other,
      company: { ...company, socialMedia: trimmedSocial(social) },
      appStores: trimmedAppStores(appStores),
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
        <SaveButtons label={t('content.save')} busy={save.isPending} onSave={submit} onCancel={onClose} />
      }
    >
      <div style={{ display: 'grid', gap: '1rem' }}>
        <AppStoresEditor value={appStores} onChange={setAppStores} showErrors={showErrors} />
        <SocialLinksEditor value={social} onChange={setSocial} showErrors={showErrors} />
        <JsonField id={id} label={t('content.otherSections')} hint={t('content.jsonHint')} {...json.field} />
      </div>
    </Dialog>
  );
}

/** The website content editor dialog (spec 2 Admin): app stores, social media, the other sections as JSON. */
export function ContentEditorDialog({ onClose }: { onClose: () => void }) {
  return (
    <WithAdminContent onClose={onClose}>
      {(content) => <Editor content={content} onClose={onClose} />}
    </WithAdminContent>
  );
}
