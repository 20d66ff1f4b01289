import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  canonicalSiteContent,
  mergeSiteContent,
  SITE_CONTENT_PATH,
  SITE_CONTENT_VERSIONS_PATH,
  SiteContent,
  type SiteContentPatch,
  SiteContentPatch as SiteContentPatchSchema,
  SiteContentVersion,
  SiteContentVersionList,
  SiteContentVersionParams,
  unknownContentFields,
} from '@manzil/contracts';
import { NotFoundError, type ValidationDetail, ValidationError } from '@manzil/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  changedSections,
  crossFieldProblems,
  matchesEtag,
  normalizePatch,
  type RenderedDocument,
} from '../domain/document.ts';
import type { ContentStore } from '../store.ts';

export interface SiteRoutesOptions {
  store: ContentStore;
  /** Called after a save committed (the outbox relay publishes at once). */
  onSaved?: () => void;
}

function sendDocument(reply: FastifyReply, rendered: RenderedDocument) {
  return reply
    .header('etag', rendered.etag)
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8')
    .send(rendered.json);
}

function invalid(details: ValidationDetail[]): ValidationError {
  const shown = details
    .slice(0, 3)
    .map((detail) => `Field "${detail.field}" ${detail.message}.`)
    .join(' ');
  return new ValidationError(shown, details);
}

/**
 * `GET /api/content/site` (public, polled every 5 s: ETag and 304), `PUT /api/content/site` (admin, whole or
 * partial document), and the admin's version history with restore.
 */
export const siteRoutes: FastifyPluginAsyncTypebox<SiteRoutesOptions> = async (app, { store, onSaved }) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(SITE_CONTENT_PATH, async (request, reply) => {
    const current = await store.current();
    if (matchesEtag(request.headers['if-none-match'], current.etag)) {
      return reply.code(304).header('etag', current.etag).header('cache-control', 'no-cache').send();
    }
    return sendDocument(reply, current);
  });

  /** Merges `patch` into the current document, validates and saves it; answers the new document. */
  async function apply(
    request: FastifyRequest,
    reply: FastifyReply,
    patch: SiteContentPatch,
    restoredFrom?: number,
  ) {
    const current = await store.current();
    const before = current.document();
    const after = canonicalSiteContent(mergeSiteContent(before, normalizePatch(patch)));
    const problems = crossFieldProblems(after);
    if (problems.length > 0) throw invalid(problems);
    const sections = changedSections(before, after);
    if (sections.length === 0 && restoredFrom === undefined) return sendDocument(reply, current);
    const saved = await store.save({
      document: after,
      sections,
      createdBy: request.admin?.username ?? null,
      restoredFrom: restoredFrom ?? null,
      basedOn: current.version,
      requestId: request.id,
    });
    onSaved?.();
    return sendDocument(reply, saved);
  }

  app.put(
    SITE_CONTENT_PATH,
    {
      ...admin,
      schema: { body: SiteContentPatchSchema, response: { 200: SiteContent } },
      preValidation: async (request) => {
        const unknown = unknownContentFields(request.body);
        if (unknown.length > 0) {
          throw invalid(
            unknown.map((field) => ({ location: 'body', field, message: 'is not a known field' })),
          );
        }
      },
    },
    (request, reply) => apply(request, reply, request.body as SiteContentPatch),
  );

  app.get(
    SITE_CONTENT_VERSIONS_PATH,
    { ...admin, schema: { response: { 200: SiteContentVersionList } } },
    async () => ({
      current: await store.currentVersion(),
      versions: await store.listVersions(),
    }),
  );

  app.get(
    `${SITE_CONTENT_VERSIONS_PATH}/:version`,
    { ...admin, schema: { params: SiteContentVersionParams, response: { 200: SiteContentVersion } } },
    async (request) => {
      const found = await store.getVersion(request.params.version);
      if (!found)
        throw new NotFoundError(`There is no version ${request.params.version} of the site content.`);
      return found;
    },
  );

  app.post(
    `${SITE_CONTENT_VERSIONS_PATH}/:version/restore`,
    { ...admin, schema: { params: SiteContentVersionParams, response: { 200: SiteContent } } },
    async (request, reply) => {
      const found = await store.getVersion(request.params.version);
      if (!found)
        throw new NotFoundError(`There is no version ${request.params.version} of the site content.`);
      return apply(request, reply, found.document, found.version);
    },
  );
};
