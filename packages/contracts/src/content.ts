/**
 * The site-content document (spec section 3) served by the content service at `/api/content/site`, its
 * validation rules (spec 5), the admin's version history, and the `content.site.updated.v1` event.
 *
 * The spec's document has one language. Arabic pages need their own copy of the texts, so the document adds
 * `translations.ar`: the same language-bound texts (company name, hero, services, about, testimonials, contact)
 * in Arabic, list items matched by position. Anything missing there falls back to the English text. Phone
 * numbers, links, statistics, ratings and avatars are shared by both languages.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { DEFAULT_SITE_CONTENT } from './content-defaults.ts';
import {
  fillSiteContent,
  isPlainObject,
  OPTIONAL_IMAGE_PATTERN,
  OPTIONAL_URL_PATTERN,
  PHONE_PATTERN,
  SOCIAL_PLATFORMS,
  WHATSAPP_NUMBER_PATTERN,
} from './content-rules.ts';

export { DEFAULT_SITE_CONTENT } from './content-defaults.ts';

export {
  fillSiteContent,
  mergeSiteContent,
  OPTIONAL_IMAGE_PATTERN,
  OPTIONAL_URL_PATTERN,
  PHONE_PATTERN,
  SITE_CONTENT_PATH,
  SITE_CONTENT_SECTIONS,
  SITE_CONTENT_VERSIONS_PATH,
  SOCIAL_PLATFORMS,
  type SocialPlatform,
  WHATSAPP_NUMBER_PATTERN,
} from './content-rules.ts';

// ---------------------------------------------------------------------------------------------- field rules

const text = /*#__NO_SIDE_EFFECTS__*/ (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength });
const Url = Type.String({ maxLength: 2048, pattern: OPTIONAL_URL_PATTERN });
const strict = { additionalProperties: false } as const;

export const SocialLink = Type.Object(
  {
    platform: text(40, 1),
    icon: Type.Enum(SOCIAL_PLATFORMS),
    url: Url,
    enabled: Type.Boolean(),
  },
  strict,
);
export type SocialLink = Static<typeof SocialLink>;

export const ServiceItem = Type.Object(
  {
    title: text(120, 1),
    description: text(600),
    features: Type.Array(text(120, 1), { maxItems: 12 }),
    /** An icon name the home page knows (key, building, chart, shield, home); others show a house. */
    icon: Type.String({ maxLength: 32, pattern: '^[a-z0-9-]*$' }),
  },
  strict,
);
export type ServiceItem = Static<typeof ServiceItem>;

export const Testimonial = Type.Object(
  {
    name: text(120, 1),
    role: text(120),
    text: text(1000, 1),
    avatar: Type.String({ maxLength: 2048, pattern: OPTIONAL_IMAGE_PATTERN }),
    /** Spec 3: 1 to 5, default 5. */
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
  },
  strict,
);
export type Testimonial = Static<typeof Testimonial>;

const Stats = Type.Object(
  { clients: text(16, 1), experience: text(16, 1), awards: text(16, 1), satisfaction: text(16, 1) },
  strict,
);

// ---------------------------------------------------------------------------------------------- Arabic texts

const ServiceItemTexts = Type.Object(
  {
    title: Type.Optional(text(120)),
    description: Type.Optional(text(600)),
    features: Type.Optional(Type.Array(text(120), { maxItems: 12 })),
  },
  strict,
);
const TestimonialTexts = Type.Object(
  { name: Type.Optional(text(120)), role: Type.Optional(text(120)), text: Type.Optional(text(1000)) },
  strict,
);

/** The language-bound texts of the document, all optional (a missing one shows the English text). */
export const SiteContentTexts = Type.Object(
  {
    company: Type.Optional(
      Type.Object(
        {
          name: Type.Optional(text(120)),
          location: Type.Optional(text(120)),
          address: Type.Optional(text(300)),
          description: Type.Optional(text(1000)),
          license: Type.Optional(text(160)),
        },
        strict,
      ),
    ),
    hero: Type.Optional(
      Type.Object({ title: Type.Optional(text(160)), subtitle: Type.Optional(text(400)) }, strict),
    ),
    services: Type.Optional(
      Type.Object(
        {
          title: Type.Optional(text(160)),
          subtitle: Type.Optional(text(400)),
          items: Type.Optional(Type.Array(ServiceItemTexts, { maxItems: 12 })),
        },
        strict,
      ),
    ),
    about: Type.Optional(
      Type.Object(
        {
          title: Type.Optional(text(160)),
          description: Type.Optional(text(2000)),
          mission: Type.Optional(text(600)),
        },
        strict,
      ),
    ),
    testimonials: Type.Optional(
      Type.Object(
        {
          title: Type.Optional(text(160)),
          subtitle: Type.Optional(text(400)),
          items: Type.Optional(Type.Array(TestimonialTexts, { maxItems: 24 })),
        },
        strict,
      ),
    ),
    contact: Type.Optional(
      Type.Object(
        {
          title: Type.Optional(text(160)),
          subtitle: Type.Optional(text(400)),
          form: Type.Optional(Type.Object({ title: Type.Optional(text(160)) }, strict)),
        },
        strict,
      ),
    ),
  },
  strict,
);
export type SiteContentTexts = Static<typeof SiteContentTexts>;

// ---------------------------------------------------------------------------------------------- the document

export const SiteContent = Type.Object(
  {
    company: Type.Object(
      {
        name: text(120, 1),
        location: text(120),
        phone: Type.String({ maxLength: 32, pattern: PHONE_PATTERN }),
        email: Type.String({ maxLength: 254, format: 'email' }),
        address: text(300),
        description: text(1000),
        license: text(160),
        /**
         * Where a buyer checks a listing's advertising permit: a URL with `{permit}` where the number goes (the
         * QR code on every listing opens it). Absent: `DEFAULT_PERMIT_CHECK_URL`.
         */
        permitCheckUrl: Type.Optional(
          Type.String({ maxLength: 300, pattern: '^https?://[^\\s]*\\{permit\\}[^\\s]*$' }),
        ),
        socialMedia: Type.Array(SocialLink, { maxItems: 10 }),
      },
      strict,
    ),
    whatsapp: Type.Object(
      { number: Type.String({ maxLength: 40, pattern: WHATSAPP_NUMBER_PATTERN }), enabled: Type.Boolean() },
      strict,
    ),
    callButton: Type.Object(
      { number: Type.String({ maxLength: 32, pattern: PHONE_PATTERN }), enabled: Type.Boolean() },
      strict,
    ),
    appStores: Type.Object(
      {
        appStore: Type.Object({ url: Url, enabled: Type.Boolean() }, strict),
        googlePlay: Type.Object({ url: Url, enabled: Type.Boolean() }, strict),
      },
      strict,
    ),
    hero: Type.Object({ title: text(160, 1), subtitle: text(400) }, strict),
    services: Type.Object(
      { title: text(160, 1), subtitle: text(400), items: Type.Array(ServiceItem, { maxItems: 12 }) },
      strict,
    ),
    about: Type.Object(
      { title: text(160, 1), description: text(2000), mission: text(600), stats: Stats },
      strict,
    ),
    testimonials: Type.Object(
      { title: text(160, 1), subtitle: text(400), items: Type.Array(Testimonial, { maxItems: 24 }) },
      strict,
    ),
    contact: Type.Object(
      {
        title: text(160, 1),
        subtitle: text(400),
        form: Type.Object({ title: text(160) }, strict),
      },
      strict,
    ),
    translations: Type.Object({ ar: SiteContentTexts }, strict),
  },
  strict,
);
export type SiteContent = Static<typeof SiteContent>;
export type SiteContentSection = keyof SiteContent;

/** A whole or partial document: every object at any depth may leave fields out; lists are replaced whole. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;
export type SiteContentPatch = DeepPartial<SiteContent>;

/** The JSON schema of `schema` with no required field in any object (lists keep their full item schema). */
/*#__NO_SIDE_EFFECTS__*/
function deepPartialSchema(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as Record<string, unknown>;
  if (source.type !== 'object' || !source.properties) return { ...source };
  const properties: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source.properties as Record<string, unknown>)) {
    properties[key] = deepPartialSchema(value);
  }
  const { required: _required, ...rest } = source;
  return { ...rest, properties, minProperties: 0 };
}

/** `PUT /api/content/site` body: the document, whole or in part (spec 7). */
export const SiteContentPatch = /*#__PURE__*/ deepPartialSchema(SiteContent) as TSchema;

/**
 * Fields of `value` that the document does not have, as dotted paths (`hero.titel`, `services.items.0.colour`).
 * The server answers 400 naming them (Fastify would otherwise drop unknown fields silently).
 */
export function unknownContentFields(value: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown, schema: Record<string, unknown>, path: string[]) => {
    if (Array.isArray(node)) {
      const items = schema.items as Record<string, unknown> | undefined;
      if (schema.type === 'array' && items) {
        node.forEach((item, i) => {
          walk(item, items, [...path, String(i)]);
        });
      }
      return;
    }
    if (!node || typeof node !== 'object' || schema.type !== 'object') return;
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    for (const [key, child] of Object.entries(node)) {
      const childSchema = properties[key];
      if (!childSchema) found.push([...path, key].join('.'));
      else walk(child, childSchema, [...path, key]);
    }
  };
  walk(value, SiteContent as unknown as Record<string, unknown>, []);
  return found;
}

/** `+971 50 123 4567` -> `+971501234567` (spec 5: whitespace removed). */
export function normalizeWhatsAppNumber(number: string): string {
  return number.replace(/\s+/g, '');
}

/**
 * The same value with object keys in the schema's order at every depth (a database may store them in its own
 * order), so two equal documents serialise to the same JSON.
 */
export function canonicalSiteContent(doc: SiteContent): SiteContent {
  const order = (node: unknown, schema: Record<string, unknown> | undefined): unknown => {
    if (Array.isArray(node)) {
      const items = schema?.items as Record<string, unknown> | undefined;
      return node.map((item) => order(item, items));
    }
    if (!isPlainObject(node)) return node;
    const properties = (schema?.properties ?? {}) as Record<string, Record<string, unknown>>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(properties)) if (key in node) out[key] = order(node[key], properties[key]);
    for (const key of Object.keys(node)) if (!(key in out)) out[key] = order(node[key], undefined);
    return out;
  };
  return order(doc, SiteContent as unknown as Record<string, unknown>) as SiteContent;
}

/** A stored or older document completed from the built-in copy, in canonical key order. */
export function completeSiteContent(doc: unknown): SiteContent {
  return canonicalSiteContent(fillSiteContent(doc, DEFAULT_SITE_CONTENT));
}

// ---------------------------------------------------------------------------------------------- versions

export const SiteContentVersionSummary = Type.Object({
  /** 1 for the first save; the built-in default copy is version 0 and is not listed. */
  version: Type.Integer({ minimum: 1 }),
  createdAt: Type.String({ format: 'date-time' }),
  /** The admin who saved it (username), or null. */
  createdBy: Type.Union([Type.String(), Type.Null()]),
  /** Top-level sections this save changed. */
  sections: Type.Array(Type.String()),
  /** Set when this version is a restore of an older one. */
  restoredFrom: Type.Union([Type.Integer(), Type.Null()]),
});
export type SiteContentVersionSummary = Static<typeof SiteContentVersionSummary>;

export const SiteContentVersionList = Type.Object({
  /** The version the site shows now (0: the built-in default copy). */
  current: Type.Integer({ minimum: 0 }),
  versions: Type.Array(SiteContentVersionSummary),
});
export type SiteContentVersionList = Static<typeof SiteContentVersionList>;

/** A summary with its document (a function, so the bundles that never read it can drop both schemas). */
/*#__NO_SIDE_EFFECTS__*/
function withDocument<S extends typeof SiteContentVersionSummary>(summary: S) {
  return Type.Object({ ...summary.properties, document: SiteContent });
}
export const SiteContentVersion = withDocument(SiteContentVersionSummary);
export type SiteContentVersion = Static<typeof SiteContentVersion>;

export const SiteContentVersionParams = Type.Object({ version: Type.Integer({ minimum: 1 }) });
export type SiteContentVersionParams = Static<typeof SiteContentVersionParams>;

// ---------------------------------------------------------------------------------------------- events

export const CONTENT_SITE_UPDATED = 'content.site.updated.v1';

/** `content.site.updated.v1`, key `site`, version = the new document version. */
export const ContentSiteUpdatedData = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  sections: Type.Array(Type.String()),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  restoredFrom: Type.Union([Type.Integer(), Type.Null()]),
});
export type ContentSiteUpdatedData = Static<typeof ContentSiteUpdatedData>;
