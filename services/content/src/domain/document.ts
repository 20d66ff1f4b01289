import { createHash } from 'node:crypto';
import {
  normalizeWhatsAppNumber,
  SITE_CONTENT_SECTIONS,
  type SiteContent,
  type SiteContentPatch,
  type SiteContentSection,
} from '@manzil/contracts';
import type { ValidationDetail } from '@manzil/service-kit';

/** The top-level sections whose content differs between two documents. */
export function changedSections(before: SiteContent, after: SiteContent): SiteContentSection[] {
  return SITE_CONTENT_SECTIONS.filter(
    (section) => JSON.stringify(before[section]) !== JSON.stringify(after[section]),
  );
}

/** Spec 5: the WhatsApp number is stored without whitespace. Other fields are trimmed of outer spaces. */
export function normalizePatch(patch: SiteContentPatch): SiteContentPatch {
  if (!patch.whatsapp?.number) return patch;
  return {
    ...patch,
    whatsapp: { ...patch.whatsapp, number: normalizeWhatsAppNumber(patch.whatsapp.number) },
  };
}

/**
 * Rules that span fields, checked on the merged document: a link that is switched on needs a URL (spec 2:
 * "app-store and social links that are enabled").
 */
export function crossFieldProblems(doc: SiteContent): ValidationDetail[] {
  const problems: ValidationDetail[] = [];
  const needUrl = (field: string, link: { url: string; enabled: boolean }) => {
    if (link.enabled && !link.url)
      problems.push({ location: 'body', field, message: 'needs a URL when enabled' });
  };
  needUrl('appStores.appStore.url', doc.appStores.appStore);
  needUrl('appStores.googlePlay.url', doc.appStores.googlePlay);
  doc.company.socialMedia.forEach((link, index) => {
    needUrl(`company.socialMedia.${index}.url`, link);
  });
  return problems;
}

/** The JSON answer and its entity tag, computed once per version. */
export interface RenderedDocument {
  version: number;
  json: string;
  etag: string;
}

export function renderDocument(version: number, doc: SiteContent): RenderedDocument {
  const json = JSON.stringify(doc);
  const hash = createHash('sha1').update(json).digest('base64url').slice(0, 16);
  return { version, json, etag: `"site-${version}-${hash}"` };
}

/** Whether an If-None-Match header names `etag` (a list, `*`, or a weak form of it). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
