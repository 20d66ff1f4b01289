import type { Logger } from '@manzil/service-kit';

/** What the assistant tells about the agency, from the site content (`GET /api/content/site`). */
export interface AgencyInfo {
  name: string;
  nameAr: string;
  phone: string;
  email: string;
  address: string;
  description: string;
  license: string;
  whatsapp: { number: string; enabled: boolean };
  callButton: { number: string; enabled: boolean };
  services: Array<{ title: string; description: string }>;
}

export interface AgencyPort {
  /** Never fails: the built-in details are used when the content service cannot be reached. */
  info(): Promise<AgencyInfo>;
}

/** The built-in copy (spec 1: site content has a default used when the server cannot be reached). */
export const DEFAULT_AGENCY: AgencyInfo = {
  name: 'Manzil Real Estate',
  nameAr: 'منزل للعقارات',
  phone: '+971 2 555 0100',
  email: 'info@manzil.ae',
  address: 'Al Maryah Island, Abu Dhabi, United Arab Emirates',
  description:
    'A family-run Abu Dhabi agency for private Emirati-owned homes: villas, townhouses and apartments across the UAE.',
  license: 'ADREC licence 000000',
  whatsapp: { number: '+971501234567', enabled: true },
  callButton: { number: '+971 2 555 0100', enabled: true },
  services: [
    {
      title: 'Buying',
      description: 'We find homes that fit your family and budget, and guide you through every step.',
    },
    {
      title: 'Selling',
      description: 'A fair valuation, a strong listing and qualified buyers for your property.',
    },
    {
      title: 'Investment',
      description: 'Yields, off-plan projects and market data to help you invest with confidence.',
    },
    {
      title: 'Property Management',
      description: 'Tenants, maintenance and rent collection handled for you.',
    },
  ],
};

/** Arabic names of the default services (the content document has English texts only). */
export const SERVICE_TITLES_AR: Record<string, string> = {
  Buying: 'الشراء',
  Selling: 'البيع',
  Investment: 'الاستثمار',
  'Property Management': 'إدارة العقارات',
  Renting: 'الإيجار',
  Leasing: 'التأجير',
};

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/** Reads the parts the assistant uses from a site-content document, keeping the defaults for what is missing. */
export function agencyFromContent(content: unknown): AgencyInfo {
  const doc = (content && typeof content === 'object' ? content : {}) as Record<
    string,
    Record<string, unknown> | undefined
  >;
  const company = doc.company ?? {};
  const contact = (value: unknown, fallback: { number: string; enabled: boolean }) => {
    const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    return {
      number: text(v.number, fallback.number),
      enabled: typeof v.enabled === 'boolean' ? v.enabled : fallback.enabled,
    };
  };
  const items = Array.isArray(doc.services?.items) ? (doc.services?.items as unknown[]) : undefined;
  const name = text(company.name, DEFAULT_AGENCY.name);
  return {
    name,
    nameAr: /[\u0600-\u06FF]/.test(name) ? name : name === DEFAULT_AGENCY.name ? DEFAULT_AGENCY.nameAr : name,
    phone: text(company.phone, DEFAULT_AGENCY.phone),
    email: text(company.email, DEFAULT_AGENCY.email),
    address: text(company.address, DEFAULT_AGENCY.address),
    description: text(company.description, DEFAULT_AGENCY.description),
    license: text(company.license, DEFAULT_AGENCY.license),
    whatsapp: contact(doc.whatsapp, DEFAULT_AGENCY.whatsapp),
    callButton: contact(doc.callButton, DEFAULT_AGENCY.callButton),
    services: items
      ? items
          .filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
          .map((item) => ({ title: text(item.title, ''), description: text(item.description, '') }))
          .filter((item) => item.title)
      : DEFAULT_AGENCY.services,
  };
}

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
        const value = agencyFromContent(await response.json());
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
