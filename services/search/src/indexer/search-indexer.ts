import {
  CATALOG_EVENTS,
  type LocationSuggestion,
  type ReindexResult,
  type SearchIndexState,
  type SearchStatus,
} from '@manzil/contracts';
import type {
  DependencyHealth,
  EventEnvelope,
  HealthCheck,
  IndexDocument,
  IndexFilter,
  Logger,
  SearchIndex,
} from '@manzil/service-kit';
import type { CatalogSnapshot } from '../catalog/catalog-source.ts';
import {
  type AreaFacts,
  areaDocId,
  areaDocument,
  emirateDocId,
  emirateDocument,
  type IndexNames,
  indexNames,
  LISTING_SETTINGS,
  type ListingDocument,
  LOCATION_SETTINGS,
  type LocationDocument,
  listingDocument,
} from '../domain/documents.ts';
import { locationQueryText, toSuggestion } from '../domain/query.ts';
import { readCatalogEvent } from './event-payloads.ts';
import { RecentIds, SerialQueue } from './serial.ts';

export interface SearchIndexerOptions {
  index: SearchIndex;
  log: Logger;
  /** Put before the index names (tests on a shared Meilisearch). */
  indexPrefix?: string;
}

export type ApplyOutcome = 'applied' | 'stale' | 'duplicate' | 'ignored';

/**
 * A delete may carry the version of the last change (nothing newer happened to the row), so it applies unless
 * the index holds something newer, or already holds this very deletion.
 */
function isStaleDelete(existing: { version: number; deleted: boolean } | null, version: number): boolean {
  if (!existing) return false;
  return existing.version > version || (existing.deleted && existing.version >= version);
}

const BATCH = 500;
const PAGE = 1000;

/**
 * The search service's state: the location index (emirates and areas with listing counts) and the listing
 * index it counts from, kept current by catalog events and rebuilt from a catalog snapshot. Writes run one at
 * a time (events and rebuilds alike), so a count is never computed from a half-applied change.
 */
/** What `reconcile` found: ids of listings missing from the index, indexed at an older version, or deleted. */
export interface ReconcileReport {
  listings: number;
  missing: number[];
  stale: number[];
  deletedPresent: number[];
}

export class SearchIndexer implements HealthCheck {
  readonly names: IndexNames;
  private readonly index: SearchIndex;
  private readonly log: Logger;
  private readonly queue = new SerialQueue();
  private readonly recent = new RecentIds();
  private currentState: SearchIndexState = 'starting';
  private lastError: string | undefined;
  private applied = 0;
  private skipped = 0;
  private lastEventAt: string | null = null;
  private lastReindex: SearchStatus['lastReindex'] = null;

  constructor(options: SearchIndexerOptions) {
    this.index = options.index;
    this.log = options.log;
    this.names = indexNames(options.indexPrefix);
  }

  get state(): SearchIndexState {
    return this.currentState;
  }

  /** Creates both indexes (or updates their settings) and says whether they hold anything yet. */
  async init(): Promise<{ empty: boolean }> {
    await this.index.ensureIndex(this.names.locations, LOCATION_SETTINGS);
    await this.index.ensureIndex(this.names.listings, LISTING_SETTINGS);
    const [locations, listings] = await Promise.all([
      this.index.count(this.names.locations),
      this.index.count(this.names.listings),
    ]);
    const empty = locations === 0 && listings === 0;
    this.currentState = empty ? 'rebuilding' : 'ready';
    return { empty };
  }

  /** Marks a failed rebuild (being retried); readiness stays down until one succeeds. */
  markRebuildFailed(error: unknown): void {
    this.lastError = (error as Error).message ?? String(error);
    if (this.currentState !== 'ready') this.currentState = 'failed';
  }

  // ------------------------------------------------------------------------------------------ events

  /**
   * Applies one catalog event: only if its version is newer than what the index holds (so a redelivery or a
   * late older event changes nothing), then recounts the places it touched. Resolves once the index holds it.
   */
  apply(event: EventEnvelope): Promise<ApplyOutcome> {
    return this.queue.run(async () => {
      if (this.recent.has(event.id)) {
        this.skipped++;
        return 'duplicate';
      }
      const parsed = readCatalogEvent(event);
      if (!parsed) return 'ignored';
      const version = event.version;
      let outcome: ApplyOutcome;
      switch (parsed.type) {
        case CATALOG_EVENTS.propertyUpserted:
          outcome = await this.upsertListing(parsed.data, version);
          break;
        case CATALOG_EVENTS.propertyDeleted:
          outcome = await this.deleteListing(parsed.data.id, version);
          break;
        case CATALOG_EVENTS.areaUpserted:
          outcome = await this.upsertArea(
            {
              ...parsed.data,
              emirateNameEn: parsed.data.emirateName,
              emirateNameAr: parsed.data.emirateNameAr,
            },
            version,
          );
          break;
        case CATALOG_EVENTS.areaDeleted:
          outcome = await this.deleteArea(parsed.data.id, version);
          break;
        case CATALOG_EVENTS.emirateUpserted:
          outcome = await this.upsertEmirate(parsed.data, version);
          break;
        case CATALOG_EVENTS.emirateDeleted:
          outcome = await this.deleteEmirate(parsed.data.id, version);
          break;
      }
      this.recent.add(event.id);
      if (outcome === 'applied') {
        this.applied++;
        this.lastEventAt = new Date().toISOString();
      } else {
        this.skipped++;
        this.log.debug({ eventId: event.id, type: event.type, version }, 'stale catalog event skipped');
      }
      return outcome;
    });
  }

  private async location(id: string): Promise<LocationDocument | null> {
    return this.index.get<LocationDocument>(this.names.locations, id);
  }

  private async upsertListing(
    data: {
      id: number;
      areaId: number;
      emirateId: number;
      reference?: string;
      titleEn?: string;
      titleAr?: string;
    },
    version: number,
  ): Promise<ApplyOutcome> {
    const existing = await this.index.get<ListingDocument>(this.names.listings, data.id);
    if (existing && existing.version >= version) return 'stale';
    await this.index.upsert(this.names.listings, [listingDocument(data, { version })]);
    await this.recountAreas([existing?.areaId, data.areaId], [existing?.emirateId, data.emirateId]);
    return 'applied';
  }

  private async deleteListing(id: number, version: number): Promise<ApplyOutcome> {
    const existing = await this.index.get<ListingDocument>(this.names.listings, id);
    if (isStaleDelete(existing, version)) return 'stale';
    // A tombstone keeps the version, so an older upsert delivered late cannot resurrect the listing.
    await this.index.upsert(this.names.listings, [
      {
        ...(existing ?? listingDocument({ id, areaId: 0, emirateId: 0 }, { version })),
        deleted: true,
        version,
      },
    ]);
    if (existing) await this.recountAreas([existing.areaId], [existing.emirateId]);
    return 'applied';
  }

  private async upsertArea(area: AreaFacts, version: number): Promise<ApplyOutcome> {
    const existing = await this.location(areaDocId(area.id));
    if (existing && existing.version >= version) return 'stale';
    // The emirate's own document is authoritative for its names and state (its events carry its version).
    const emirate = await this.location(emirateDocId(area.emirateId));
    const facts: AreaFacts = emirate
      ? {
          ...area,
          emirateNameEn: emirate.nameEn,
          emirateNameAr: emirate.nameAr,
          emirateEnabled: emirate.enabled && !emirate.deleted,
        }
      : area;
    const listingCount = await this.countListings(area.id);
    await this.index.upsert(this.names.locations, [areaDocument(facts, { version, listingCount })]);
    await this.recountEmirates([existing?.emirateId, area.emirateId]);
    return 'applied';
  }

  private async deleteArea(id: number, version: number): Promise<ApplyOutcome> {
    const existing = await this.location(areaDocId(id));
    if (isStaleDelete(existing, version)) return 'stale';
    const tombstone = existing
      ? { ...existing, deleted: true, visible: false, version }
      : areaDocument(
          {
            id,
            nameEn: '',
            nameAr: '',
            slug: '',
            enabled: false,
            emirateId: 1,
            emirateNameEn: '',
            emirateNameAr: '',
            emirateEnabled: false,
          },
          { version, listingCount: 0, deleted: true },
        );
    await this.index.upsert(this.names.locations, [tombstone]);
    if (existing) await this.recountEmirates([existing.emirateId]);
    return 'applied';
  }

  private async upsertEmirate(
    emirate: {
      id: number;
      nameEn: string;
      nameAr: string;
      slug: string;
      enabled: boolean;
      sortOrder?: number;
    },
    version: number,
  ): Promise<ApplyOutcome> {
    const existing = await this.location(emirateDocId(emirate.id));
    if (existing && existing.version >= version) return 'stale';
    const facts = { ...emirate, sortOrder: emirate.sortOrder ?? existing?.sortOrder ?? 0 };
    await this.index.upsert(this.names.locations, [
      emirateDocument(facts, { version, listingCount: existing?.listingCount ?? 0 }),
    ]);
    await this.updateAreasOf(emirate.id, {
      emirateNameEn: emirate.nameEn,
      emirateNameAr: emirate.nameAr,
      emirateEnabled: emirate.enabled,
    });
    await this.recountEmirates([emirate.id]);
    return 'applied';
  }

  private async deleteEmirate(id: number, version: number): Promise<ApplyOutcome> {
    const existing = await this.location(emirateDocId(id));
    if (isStaleDelete(existing, version)) return 'stale';
    const base =
      existing ??
      emirateDocument(
        { id, nameEn: '', nameAr: '', slug: '', enabled: false, sortOrder: 0 },
        { version, listingCount: 0 },
      );
    await this.index.upsert(this.names.locations, [
      { ...base, deleted: true, visible: false, listingCount: 0, version },
    ]);
    await this.updateAreasOf(id, { emirateEnabled: false });
    return 'applied';
  }

  /** Carries an emirate's names and state into its areas' documents (their own version is kept). */
  private async updateAreasOf(
    emirateId: number,
    change: Partial<Pick<AreaFacts, 'emirateNameEn' | 'emirateNameAr' | 'emirateEnabled'>>,
  ): Promise<void> {
    const areas = await this.allDocuments<LocationDocument>(this.names.locations, [
      { field: 'kind', op: 'eq', value: 'area' },
      { field: 'emirateId', op: 'eq', value: emirateId },
    ]);
    const updated = areas.map((area) =>
      areaDocument(
        {
          id: area.entityId,
          nameEn: area.nameEn,
          nameAr: area.nameAr,
          slug: area.slug,
          enabled: area.enabled,
          emirateId: area.emirateId,
          emirateNameEn: change.emirateNameEn ?? area.emirateNameEn,
          emirateNameAr: change.emirateNameAr ?? area.emirateNameAr,
          emirateEnabled: change.emirateEnabled ?? area.emirateEnabled,
        },
        { version: area.version, listingCount: area.listingCount, deleted: area.deleted },
      ),
    );
    await this.upsertInBatches(this.names.locations, updated);
  }

  private async countListings(areaId: number): Promise<number> {
    const { total } = await this.index.search(this.names.listings, {
      filter: [
        { field: 'areaId', op: 'eq', value: areaId },
        { field: 'deleted', op: 'eq', value: false },
      ],
      limit: 0,
    });
    return total;
  }

  /** Recounts the listings of these areas from the listing index, then their emirates' totals. */
  private async recountAreas(
    areaIds: Array<number | undefined>,
    emirateIds: Array<number | undefined>,
  ): Promise<void> {
    const emirates = new Set(emirateIds.filter((id): id is number => !!id));
    for (const areaId of new Set(areaIds.filter((id): id is number => !!id))) {
      const area = await this.location(areaDocId(areaId));
      if (!area) continue; // its own event will count it when it arrives
      emirates.add(area.emirateId);
      const listingCount = await this.countListings(areaId);
      if (listingCount !== area.listingCount) {
        await this.index.upsert(this.names.locations, [{ ...area, listingCount }]);
      }
    }
    await this.recountEmirates([...emirates]);
  }

  /** An emirate's count is the sum of its visible areas' counts (a disabled area hides its listings). */
  private async recountEmirates(emirateIds: Array<number | undefined>): Promise<void> {
    for (const emirateId of new Set(emirateIds.filter((id): id is number => !!id))) {
      const emirate = await this.location(emirateDocId(emirateId));
      if (!emirate) continue;
      const areas = await this.allDocuments<LocationDocument>(this.names.locations, [
        { field: 'kind', op: 'eq', value: 'area' },
        { field: 'emirateId', op: 'eq', value: emirateId },
        { field: 'visible', op: 'eq', value: true },
      ]);
      const listingCount = emirate.deleted ? 0 : areas.reduce((sum, area) => sum + area.listingCount, 0);
      if (listingCount !== emirate.listingCount) {
        await this.index.upsert(this.names.locations, [{ ...emirate, listingCount }]);
      }
    }
  }

  // ------------------------------------------------------------------------------------------ rebuild

  /**
   * Rebuilds both indexes from a catalog snapshot: every place and listing written afresh, counts computed from
   * the snapshot, documents the catalog no longer shows removed. Events wait meanwhile and are applied after,
   * by version, so nothing newer than the snapshot is lost.
   */
  rebuild(
    load: (signal?: AbortSignal) => Promise<CatalogSnapshot>,
    signal?: AbortSignal,
  ): Promise<ReindexResult> {
    return this.queue.run(async () => {
      const started = performance.now();
      const snapshot = await load(signal);
      const result = await this.writeSnapshot(snapshot);
      const durationMs = Math.round(performance.now() - started);
      this.currentState = 'ready';
      this.lastError = undefined;
      this.lastReindex = {
        finishedAt: new Date().toISOString(),
        durationMs,
        emirates: result.emirates,
        areas: result.areas,
        listings: result.listings,
      };
      this.log.info({ ...result, durationMs }, 'search index rebuilt from the catalog');
      return { ...result, durationMs };
    });
  }

  /**
   * Compares the listing index with a catalog snapshot by id and version, changing nothing: listings the catalog
   * shows that the index lacks (or holds as deleted), listings indexed at an older version, and listings still
   * searchable that the catalog no longer shows. Runs between events, so it never sees a half-applied change.
   */
  reconcile(snapshot: CatalogSnapshot): Promise<ReconcileReport> {
    return this.queue.run(async () => {
      const indexed = new Map(
        (await this.allDocuments<ListingDocument>(this.names.listings)).map((doc) => [doc.id, doc]),
      );
      const report: ReconcileReport = {
        listings: snapshot.properties.length,
        missing: [],
        stale: [],
        deletedPresent: [],
      };
      const shown = new Set<number>();
      for (const property of snapshot.properties) {
        shown.add(property.id);
        const doc = indexed.get(property.id);
        if (!doc || doc.deleted) report.missing.push(property.id);
        else if (doc.version < property.version) report.stale.push(property.id);
      }
      for (const doc of indexed.values()) {
        if (!doc.deleted && !shown.has(doc.id)) report.deletedPresent.push(doc.id);
      }
      return report;
    });
  }

  private async writeSnapshot(snapshot: CatalogSnapshot): Promise<Omit<ReindexResult, 'durationMs'>> {
    const previousLocations = new Map(
      (await this.allDocuments<LocationDocument>(this.names.locations)).map((doc) => [doc.id, doc]),
    );
    const previousListingIds = (await this.allDocuments<ListingDocument>(this.names.listings)).map(
      (doc) => doc.id,
    );

    const perArea = new Map<number, number>();
    for (const property of snapshot.properties) {
      perArea.set(property.areaId, (perArea.get(property.areaId) ?? 0) + 1);
    }
    const emirates = new Map(snapshot.emirates.map((emirate) => [emirate.id, emirate]));
    const areas = snapshot.areas.filter((area) => emirates.has(area.emirateId));
    const perEmirate = new Map<number, number>();
    for (const area of areas) {
      perEmirate.set(area.emirateId, (perEmirate.get(area.emirateId) ?? 0) + (perArea.get(area.id) ?? 0));
    }
    // Versions of places are not in the public lists: keep what events taught us.
    const versionOf = (id: string) => previousLocations.get(id)?.version ?? 0;

    const locationDocs: LocationDocument[] = [
      ...snapshot.emirates.map((emirate, order) =>
        emirateDocument(
          {
            ...emirate,
            enabled: true,
            sortOrder: previousLocations.get(emirateDocId(emirate.id))?.sortOrder ?? order + 1,
          },
          { version: versionOf(emirateDocId(emirate.id)), listingCount: perEmirate.get(emirate.id) ?? 0 },
        ),
      ),
      ...areas.map((area) => {
        const emirate = emirates.get(area.emirateId);
        return areaDocument(
          {
            ...area,
            enabled: true,
            emirateNameEn: emirate?.nameEn ?? '',
            emirateNameAr: emirate?.nameAr ?? '',
            emirateEnabled: true,
          },
          { version: versionOf(areaDocId(area.id)), listingCount: perArea.get(area.id) ?? 0 },
        );
      }),
    ];
    const listingDocs = snapshot.properties.map((property) =>
      listingDocument(property, { version: property.version }),
    );

    await this.upsertInBatches(this.names.locations, locationDocs);
    await this.upsertInBatches(this.names.listings, listingDocs);

    const keptLocations = new Set(locationDocs.map((doc) => doc.id));
    const keptListings = new Set(listingDocs.map((doc) => doc.id));
    const staleLocations = [...previousLocations.keys()].filter((id) => !keptLocations.has(id));
    const staleListings = previousListingIds.filter((id) => !keptListings.has(id));
    await this.index.delete(this.names.locations, staleLocations);
    await this.index.delete(this.names.listings, staleListings);

    return {
      emirates: snapshot.emirates.length,
      areas: areas.length,
      listings: listingDocs.length,
      removed: staleLocations.length + staleListings.length,
    };
  }

  private async upsertInBatches(name: string, documents: IndexDocument[]): Promise<void> {
    for (let at = 0; at < documents.length; at += BATCH) {
      await this.index.upsert(name, documents.slice(at, at + BATCH));
    }
  }

  /**
   * Every document matching `filter`, read in pages by ascending id (keyset paging, so no adapter's cap on
   * offsets or totals applies).
   */
  private async allDocuments<D extends LocationDocument | ListingDocument>(
    name: string,
    filter: IndexFilter = [],
  ): Promise<D[]> {
    const isListings = name === this.names.listings;
    const results: D[] = [];
    const kinds: Array<string | null> = isListings
      ? [null]
      : filter.some((condition) => condition.field === 'kind')
        ? [null]
        : ['emirate', 'area'];
    for (const kind of kinds) {
      let after = 0;
      for (;;) {
        const keyField = isListings ? 'id' : 'entityId';
        const page = await this.index.search<D>(name, {
          filter: [
            ...filter,
            ...(kind ? [{ field: 'kind', op: 'eq' as const, value: kind }] : []),
            { field: keyField, op: 'gt', value: after },
          ],
          sort: [`${keyField}:asc`],
          limit: PAGE,
        });
        results.push(...page.hits);
        if (page.hits.length < PAGE) break;
        const last = page.hits[page.hits.length - 1] as D;
        after = Number(isListings ? last.id : (last as LocationDocument).entityId);
      }
    }
    return results;
  }

  // ------------------------------------------------------------------------------------------ reads

  /** Visible emirates and areas matching `q` in English or Arabic (typos allowed), most listings first. */
  async searchLocations(q: string, lang: 'en' | 'ar', limit: number): Promise<LocationSuggestion[]> {
    const text = locationQueryText(q);
    const { hits } = await this.index.search<LocationDocument>(this.names.locations, {
      ...(text ? { q: text } : {}),
      filter: [{ field: 'visible', op: 'eq', value: true }],
      sort: ['listingCount:desc'],
      limit,
    });
    return hits.map((hit) => toSuggestion(hit, lang));
  }

  async status(): Promise<SearchStatus> {
    const [locations, listings] = await Promise.all([
      this.index.count(this.names.locations),
      this.index.count(this.names.listings),
    ]);
    return {
      state: this.currentState,
      adapter: this.index.adapter,
      locations,
      listings,
      eventsApplied: this.applied,
      eventsSkipped: this.skipped,
      lastEventAt: this.lastEventAt,
      lastReindex: this.lastReindex,
      ...(this.lastError ? { error: this.lastError } : {}),
    };
  }

  /** Readiness: ready once the index has been built (or was already there at start). */
  async health(): Promise<DependencyHealth> {
    const ok = this.currentState === 'ready';
    const detail =
      this.currentState === 'rebuilding'
        ? 'building the search index from the catalog'
        : this.currentState === 'failed'
          ? `building the search index failed, retrying: ${this.lastError ?? 'unknown error'}`
          : this.currentState === 'starting'
            ? 'starting'
            : undefined;
    return { name: 'search:index', adapter: this.index.adapter, ok, ...(detail ? { detail } : {}) };
  }
}
