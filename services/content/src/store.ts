import {
  CONTENT_SITE_UPDATED,
  type ContentSiteUpdatedData,
  completeSiteContent,
  DEFAULT_SITE_CONTENT,
  type SiteContent,
  type SiteContentSection,
  type SiteContentVersion,
  type SiteContentVersionSummary,
} from '@manzil/contracts';
import { ConflictError, insertOutboxEvent, newEvent } from '@manzil/service-kit';
import { CONTENT_SCHEMA, type ContentDb } from './db.ts';
import { type RenderedDocument, renderDocument } from './domain/document.ts';

interface VersionRow {
  version: number;
  document: unknown;
  sections: string[];
  createdBy: string | null;
  restoredFrom: number | null;
  createdAt: Date;
}

const summaryOf = (row: Omit<VersionRow, 'document'>): SiteContentVersionSummary => ({
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  sections: row.sections,
  restoredFrom: row.restoredFrom,
});

export interface SaveInput {
  document: SiteContent;
  sections: SiteContentSection[];
  createdBy: string | null;
  restoredFrom?: number | null;
  /** The version the caller read: the save fails with 409 if another one landed since. */
  basedOn: number;
  requestId?: string;
}

/**
 * The document and its versions in the database. The rendered current document (JSON and ETag) is kept in
 * memory per version, so a poll that finds nothing new costs one indexed lookup of a number.
 */
export class ContentStore {
  private rendered: RenderedDocument | undefined;

  constructor(private readonly db: ContentDb) {}

  /** The version the site shows now (0 when nothing was ever saved). */
  async currentVersion(): Promise<number> {
    const row = await this.db.siteContentVersion.findFirst({
      orderBy: { version: 'desc' },
      select: { version: true },
    });
    return row?.version ?? 0;
  }

  /** The current document, rendered; read from the database only when its version changed. */
  async current(): Promise<RenderedDocument & { document: () => SiteContent }> {
    const version = await this.currentVersion();
    if (!this.rendered || this.rendered.version !== version) {
      const row =
        version === 0
          ? undefined
          : await this.db.siteContentVersion.findUnique({ where: { version }, select: { document: true } });
      this.rendered = renderDocument(version, row ? completeSiteContent(row.document) : DEFAULT_SITE_CONTENT);
    }
    const rendered = this.rendered;
    return { ...rendered, document: () => JSON.parse(rendered.json) as SiteContent };
  }

  /** Appends a version and its event in one transaction; answers the rendered new document. */
  async save(input: SaveInput): Promise<RenderedDocument> {
    const version = input.basedOn + 1;
    const data: ContentSiteUpdatedData = {
      version,
      sections: input.sections,
      updatedBy: input.createdBy,
      restoredFrom: input.restoredFrom ?? null,
    };
    try {
      await this.db.$transaction(async (tx) => {
        const latest = await tx.siteContentVersion.findFirst({
          orderBy: { version: 'desc' },
          select: { version: true },
        });
        if ((latest?.version ?? 0) !== input.basedOn) throw new ConcurrentSave();
        await tx.siteContentVersion.create({
          data: {
            version,
            document: input.document as object,
            sections: input.sections,
            createdBy: input.createdBy,
            restoredFrom: input.restoredFrom ?? null,
          },
        });
        await insertOutboxEvent(
          tx,
          newEvent({ type: CONTENT_SITE_UPDATED, key: 'site', version, data, requestId: input.requestId }),
          { schema: CONTENT_SCHEMA },
        );
      });
    } catch (error) {
      if (error instanceof ConcurrentSave || isUniqueViolation(error)) {
        throw new ConflictError(
          'The site content was changed by someone else at the same time. Reload it and save again.',
        );
      }
      throw error;
    }
    this.rendered = renderDocument(version, input.document);
    return this.rendered;
  }

  /** Saved versions, newest first (at most `limit`). */
  async listVersions(limit = 100): Promise<SiteContentVersionSummary[]> {
    const rows = await this.db.siteContentVersion.findMany({
      orderBy: { version: 'desc' },
      take: limit,
      select: { version: true, sections: true, createdBy: true, restoredFrom: true, createdAt: true },
    });
    return rows.map(summaryOf);
  }

  async getVersion(version: number): Promise<SiteContentVersion | null> {
    const row = await this.db.siteContentVersion.findUnique({ where: { version } });
    if (!row) return null;
    return { ...summaryOf(row), document: completeSiteContent(row.document) };
  }
}

class ConcurrentSave extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; message?: unknown } | null;
  return (
    candidate?.code === 'P2002' ||
    (typeof candidate?.message === 'string' && candidate.message.includes('Unique constraint'))
  );
}
