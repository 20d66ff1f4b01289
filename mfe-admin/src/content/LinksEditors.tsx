import {
  OPTIONAL_URL_PATTERN,
  type SiteContent,
  SOCIAL_PLATFORMS,
  type SocialLink,
  type SocialPlatform,
} from '@manzil/contracts';
import { useTranslation } from '@manzil/i18n';
import { Field, Input, vars } from '@manzil/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { Checkbox, FieldError, Fieldset } from '../components/controls.tsx';
import { NS } from '../i18n/index.ts';

const urlPattern = new RegExp(OPTIONAL_URL_PATTERN);

/** An enabled link needs a valid http(s) URL; a disabled one may be empty (spec 5: URL inputs). */
export function linkProblem(link: {
  url: string;
  enabled: boolean;
}): 'validation.url' | 'validation.urlRequired' | null {
  const url = link.url.trim();
  if (!urlPattern.test(url)) return 'validation.url';
  if (link.enabled && !url) return 'validation.urlRequired';
  return null;
}

const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
};

/** One entry per platform the site knows, keeping what the document has. */
export function socialRows(links: readonly SocialLink[]): SocialLink[] {
  const rows: SocialLink[] = SOCIAL_PLATFORMS.map(
    (icon) =>
      links.find((link) => link.icon === icon) ?? {
        platform: PLATFORM_NAMES[icon],
        icon,
        url: '',
        enabled: false,
      },
  );
  return rows;
}

const Row = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  align-items: end;

  @media (min-width: 640px) {
    grid-template-columns: 160px 1fr;
  }
`;

function LinkRow({
  label,
  link,
  onChange,
  showErrors,
}: {
  label: string;
  link: { url: string; enabled: boolean };
  onChange: (link: { url: string; enabled: boolean }) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const problem = showErrors ? linkProblem(link) : null;
  return (
    <Row>
      <Checkbox
        label={t('content.enableNamed', { name: label })}
        checked={link.enabled}
        onChange={(enabled) => onChange({ ...link, enabled })}
      />
      <Field>
        <label htmlFor={`${id}-url`}>{t('content.urlNamed', { name: label })}</label>
        <Input
          id={`${id}-url`}
          type="url"
          dir="ltr"
          inputMode="url"
          placeholder="https://"
          aria-invalid={problem ? true : undefined}
          value={link.url}
          onChange={(event) => onChange({ ...link, url: event.target.value })}
        />
        {problem ? <FieldError>{t(problem)}</FieldError> : null}
      </Field>
    </Row>
  );
}

export function AppStoresEditor({
  value,
  onChange,
  showErrors,
}: {
  value: SiteContent['appStores'];
  onChange: (value: SiteContent['appStores']) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation(NS);
  return (
    <Fieldset>
      <legend>{t('content.appStores')}</legend>
      <LinkRow
        label={t('content.appStore')}
        link={value.appStore}
        showErrors={showErrors}
        onChange={(appStore) => onChange({ ...value, appStore })}
      />
      <LinkRow
        label={t('content.googlePlay')}
        link={value.googlePlay}
        showErrors={showErrors}
        onChange={(googlePlay) => onChange({ ...value, googlePlay })}
      />
    </Fieldset>
  );
}

export function SocialLinksEditor({
  value,
  onChange,
  showErrors,
}: {
  value: SocialLink[];
  onChange: (value: SocialLink[]) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation(NS);
  return (
    <Fieldset>
      <legend>{t('content.socialMedia')}</legend>
      {value.map((link, index) => (
        <LinkRow
          key={link.icon}
          label={link.platform}
          link={link}
          showErrors={showErrors}
          onChange={(next) => onChange(value.map((item, i) => (i === index ? { ...item, ...next } : item)))}
        />
      ))}
    </Fieldset>
  );
}
