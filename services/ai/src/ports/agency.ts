import { DEFAULT_SITE_CONTENT } from '@manzil/contracts';
import type { Logger } from '@manzil/service-kit';

/** What the assistant tells about the agency, from the site content (`GET /api/content/site`). */
export interface AgencyInfo {
  name: string;
  nameAr: string;
  phone: string;
  email: string;
  address: string;
  addressAr: string;
  description: string;
  descriptionAr: string;
  license: string;
  whatsapp: { number: string; enabled: boolean };
  callButton: { number: string; enabled: boolean };
  services: Array<{ title: string; titleAr: string; description: string }>;
}

export interface AgencyPort {
  /** Never fails: the built-in details are used when the content service cannot be reached. */
  info(): Promise<AgencyInfo>;
}

type Doc = Record<string, unknown>;
const obj = (value: unknown): Doc =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : {};
const list = (value: unknown): Doc[] => (Array.isArray(value) ? value.map(obj) : []);
const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/**
 * Reads the parts the assistant uses from a site-content document (Arabic from `translations.ar`, matched by
 * position), keeping `fallback` for whatever is missing.
 */
export function agencyFromContent(content: unknown, fallback?: AgencyInfo): AgencyInfo {
  const doc = obj(content);
  const company = obj(doc.company);
  const ar = obj(obj(doc.translations).ar);
  const companyAr = obj(ar.company);
  const contact = (value: unknown, dflt: { number: string; enabled: boolean }) => {
    const v = obj(value);
    return {
      number: text(v.number, dflt.number),
      enabled: typeof v.enabled === 'boolean' ? v.enabled : dflt.enabled,
    };
  };
  const base = fallback ?? EMPTY_AGENCY;
  const items = Array.isArray(obj(doc.services).items) ? list(obj(doc.services).items) : undefined;
  const itemsAr = list(obj(ar.services).items);
  const name = text(company.name, base.name);
  return {
    name,
    nameAr: text(companyAr.name, name === base.name ? base.nameAr : name),
    phone: text(company.phone, base.phone),
    email: text(company.email, base.email),
    address: text(company.address, base.address),
    addressAr: text(companyAr.address, base.addressAr),
    description: text(company.description, base.description),
    descriptionAr: text(companyAr.description, base.descriptionAr),
    license: text(company.license, base.license),
    whatsapp: contact(doc.whatsapp, base.whatsapp),
    callButton: contact(doc.callButton, base.callButton),
    services: items
      ? items
          .map((item, index) => ({
            title: text(item.title, ''),
            titleAr: text(itemsAr[index]?.title, text(item.title, '')),
            description: text(item.description, ''),
          }))
          .filter((item) => item.title)
      : base.services,
  };
}

const EMPTY_AGENCY: AgencyInfo = {
  name: '',
  nameAr: '',
  phone: '',
  email: '',
  address: '',
  addressAr: '',
  description: '',
  descriptionAr: '',
  license: '',
  whatsapp: { number: '', enabled: false },
  callButton: { number: '', enabled: false },
  services: [],
};

/** The built-in copy (spec 1: site content has a default used when the server cannot be reached). */
export const DEFAULT_AGENCY: AgencyInfo = agencyFromContent(DEFAULT_SITE_CONTENT);

export interface HttpAgencyOptions {
  contentUrl: () => string;
  log: Logger;
  timeoutMs?: number;
  ttlMs?: number;
  fetch?: typeof fetch;
}

/** The content service over HTTP, cached for a minute (spec 9: content is fresh for 1 minute). */
export function httpAgency(options: HttpAgencyOptions): AgencyPort {
  const fetcher = options.fetch ?? fetch;
  const ttl = options.ttlMs ?? 60_000;
  let cached: { at: number; value: AgencyInfo } | undefined;
  return {
    async info() {
      if (cached && Date.now() - cached.at < ttl) return cached.value;
      try {
        const response = await fetcher(`${options.contentUrl()}/api/content/site`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
        });
        if (!response.ok) throw new Error(`content answered ${response.status}`);
        const value = agencyFromContent(await response.json(), DEFAULT_AGENCY);
        cached = { at: Date.now(), value };
        return value;
      } catch (error) {
        options.log.warn(
          { err: error },
          'Failed to fetch content; the assistant uses the built-in agency details',
        );
        return cached?.value ?? DEFAULT_AGENCY;
      }
    },
  };
}
