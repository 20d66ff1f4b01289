/*
 * The site-content document's paths, field rules and the helpers a browser needs to complete one (spec 3, 4 and
 * 5), without the schemas: browsers import this module without TypeBox (content.ts re-exports it with the
 * schemas and types).
 */
import type { SiteContent, SiteContentPatch, SiteContentSection } from './content.ts';

// ---------------------------------------------------------------------------------------------- field rules

export const SOCIAL_PLATFORMS = ['linkedin', 'facebook', 'instagram', 'tiktok', 'snapchat'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/**
 * Spec 5: a WhatsApp number in the +country_code_phone_number shape (+971501234567). Whitespace is allowed in
 * the request and removed before it is stored.
 */
export const WHATSAPP_NUMBER_PATTERN = '^\\s*\\+\\s*[1-9](?:\\s*\\d){6,14}\\s*$';
/** A phone number as people write it: digits, spaces, brackets, dashes, an optional leading +. */
export const PHONE_PATTERN = '^\\+?[0-9][0-9 ()-]{5,24}$';
/** An absolute http(s) URL, or empty (a link that is not set yet). */
export const OPTIONAL_URL_PATTERN = '^(?:https?://[^\\s/$.?#][^\\s]*)?$';
/** An image: a path on this site (`/api/assets/...`, `/media/...`), an absolute http(s) URL, or empty. */
export const OPTIONAL_IMAGE_PATTERN = '^(?:/[^\\s]*|https?://[^\\s/$.?#][^\\s]*)?$';

// ---------------------------------------------------------------------------------------------- paths

export const SITE_CONTENT_PATH = '/api/content/site';
export const SITE_CONTENT_VERSIONS_PATH = '/api/content/site/versions';

/** The document's top-level sections, in order (a test keeps it equal to the schema's properties). Written out so
 * a browser bundle that needs the list does not keep the schema, and TypeBox, alive. */
export const SITE_CONTENT_SECTIONS: readonly SiteContentSection[] = [
  'company',
  'whatsapp',
  'callButton',
  'appStores',
  'hero',
  'services',
  'about',
  'testimonials',
  'contact',
  'translations',
];

/** Not exported by the package: a helper of this module and content.ts. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Merges a patch into a document: objects field by field at any depth, lists and values replaced. */
export function mergeSiteContent(base: SiteContent, patch: SiteContentPatch): SiteContent {
  const merge = (target: unknown, change: unknown): unknown => {
    if (!isPlainObject(target) || !isPlainObject(change)) return change === undefined ? target : change;
    const out: Record<string, unknown> = { ...target };
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) continue;
      out[key] = merge(target[key], value);
    }
    return out;
  };
  return merge(base, patch) as SiteContent;
}

/**
 * A stored or older document completed from `defaults` (its known sections merged over them), so every field the
 * pages read is there. Browsers use it as is (the defaults are a chunk they load only when needed: the defaults
 * are a parameter, not an import of this module); the content service stores the canonical form.
 */
export function fillSiteContent(doc: unknown, defaults: SiteContent): SiteContent {
  if (!isPlainObject(doc)) return defaults;
  const known: Record<string, unknown> = {};
  for (const section of SITE_CONTENT_SECTIONS) if (isPlainObject(doc[section])) known[section] = doc[section];
  return mergeSiteContent(defaults, known as SiteContentPatch);
}
