import type { SiteContent, SiteContentPatch, SocialLink } from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { Dialog, toast } from '@manzil/ui';
import { type ReactNode, useId, useState } from 'react';
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

/** Every section in the order the home-page panel lists them: the links after the contact details. */
export const CONTENT_SECTIONS: readonly ContentSection[] = [
  ...JSON_SECTIONS.slice(0, JSON_SECTIONS.indexOf('contact') + 1),
  'socialMedia',
  'appStores',
  ...JSON_SECTIONS.slice(JSON_SECTIONS.indexOf('contact') + 1),
];

/** What the JSON editor of a section shows: the section as stored (the company without its social links). */
export function sectionValue(content: SiteContent, section: JsonSection): unknown {
  if (section === 'company') {
    const { socialMedia: _social, ...company } = content.company;
    return company;
  }
  return content[section];
}

/** One section's editor dialog: 'Edit {section}', the editor, and Cancel and 'Save & Update Website'. */
function SectionFrame({
  section,
  busy,
  onSave,
  onClose,
  children,
}: {
  section: ContentSection;
  busy: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      open
      size="lg"
      busy={busy}
      onClose={onClose}
      title={t('homePanel.editSection', { section: t(`sections.${section}`) })}
      closeLabel={t('common.close')}
      footer={<SaveButtons label={t('content.save')} busy={busy} onSave={onSave} onCancel={onClose} />}
    >
      {children}
    </Dialog>
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
  const json = useJsonDraft(() => JSON.stringify(sectionValue(content, section), null, 2));
  const save = useSaveContent(() => onClose());
  const submit = () => {
    const value = json.check();
    if (!value) {
      // Spec 5 and 8: nothing is saved.
      toast({ title: t('content.invalidJson'), tone: 'error' });
      return;
    }
    save.mutate({ [section]: value } as SiteContentPatch);
  };
  return (
    <SectionFrame section={section} busy={save.isPending} onSave={submit} onClose={onClose}>
      <JsonField
        id={id}
        label={t('homePanel.jsonLabel', { section: t(`sections.${section}`) })}
        hint={t('homePanel.jsonHint')}
        {...json.field}
      />
    </SectionFrame>
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
        ? { appStores: trimmedAppStores(appStores) }
        : { company: { socialMedia: trimmedSocial(social) } },
    );
  };
  return (
    <SectionFrame section={section} busy={save.isPending} onSave={submit} onClose={onClose}>
      {section === 'appStores' ? (
        <AppStoresEditor value={appStores} onChange={setAppStores} showErrors={showErrors} />
      ) : (
        <SocialLinksEditor value={social} onChange={setSocial} showErrors={showErrors} />
      )}
    </SectionFrame>
  );
}

/** One content section's editor: JSON for texts, toggles and URLs for the links; Save & Update Website, Cancel. */
export function SectionDialog({ section, onClose }: { section: ContentSection; onClose: () => void }) {
  return (
    <WithAdminContent onClose={onClose}>
      {(content) =>
        section === 'socialMedia' || section === 'appStores' ? (
          <LinksSectionEditor content={content} section={section} onClose={onClose} />
        ) : (
          <JsonSectionEditor content={content} section={section} onClose={onClose} />
        )
      }
    </WithAdminContent>
  );
}
