import {
  CATALOG_EVENTS,
  type CatalogListing,
  listingOfEvent,
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
import type { CatalogSource } from '../catalog/catalog-source.ts';
import {
  type AreaFacts,
  areaDocId,
  areaDocument,
  emirateDocId,
  emirateDocument,
  type IndexNames,
  indexNames,
  LISTING_SETTINGS,
  LISTING_SHAPE,
  type ListingDocument,
  LOCATION_SETTINGS,
  type LocationDocument,
  listingDocument,
  listingTombstone,
} from '../domain/documents.ts';
import { isOnTheMarket, LISTED, ON_THE_MARKET } from '../domain/listing-query.ts';
import { indexedEvent } from './event-payloads.ts';
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

/** What `reconcile` found: ids of listings missing from the index, indexed at an older version, or deleted. */
export interface ReconcileReport {
  listings: number;
  missing: number[];
  stale: number[];
  deletedPresent: number[];
}

/** The attributes a rebuild compares before writing a listing again. */
const VERSION_ATTRIBUTES = ['id', 'version', 'shape', 'listed'];

/**
 * The search service's writes: the listing index (every listing the catalog publishes, as search answers it)
 * and the location index (emirates and areas with their listing counts, counted from the listing index), kept
 * current by catalog events and rebuilt from the catalog's feed. Writes run one at a time (events and rebuilds
 * alike), so a count is never computed from a half-applied change.
 */
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
  /** Listings a running rebuild has read so far (its progress in the status). */
  private rebuildProgress: number | null = null;
  private readonly readyWaiters = new Set<() => void>();

  constructor(options: SearchIndexerOptions) {
    this.index = options.index;
    this.log = options.log;
    this.names = indexNames(options.indexPrefix);
  }

  private setState(state: SearchIndexState): void {
    this.currentState = state;
    if (state !== 'ready') return;
    for (const wake of this.readyWaiters) wake();
    this.readyWaiters.clear();
  }

  /**
   * Resolves once the index has been built (at once when it is): searches during a first start wait for the
   * rebuild instead of answering an empty catalog. False when `timeoutMs` passed first.
   */
  whenReady(timeoutMs: number): Promise<boolean> {
    if (this.currentState === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.readyWaiters.delete(wake);
        resolve(false);
      }, timeoutMs);
      this.readyWaiters.add(wake);
    });
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
    this.setState(empty ? 'rebuilding' : 'ready');
    return { empty };
  }

  /** Marks a failed rebuild (being retried); readiness stays down until one succeeds. */
  markRebuildFailed(error: unknown): void {
    this.lastError = (error as Error).message ?? String(error);
    if (this.currentState !== 'ready') this.setState('failed');
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
      const parsed = indexedEvent(event);
      if (!parsed) return 'ignored';
      const version = event.version;
      let outcome: ApplyOutcome;
      switch (parsed.type) {
        case CATALOG_EVENTS.propertyUpserted:
          outcome = await this.upsertListing(listingOfEvent(parsed.data), version);
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

  private async upsertListing(listing: CatalogListing, version: number): Promise<ApplyOutcome> {
    const existing = await this.index.get<ListingDocument>(this.names.listings, listing.id);
    if (existing && existing.version >= version) return 'stale';
    await this.index.upsert(this.names.listings, [listingDocument({ ...listing, version })]);
    await this.recountAreas([existing?.areaId, listing.areaId], [existing?.emirateId, listing.emirateId]);
    return 'applied';
  }

  private async deleteListing(id: number, version: number): Promise<ApplyOutcome> {
    const existing = await this.index.get<ListingDocument>(this.names.listings, id);
    if (isStaleDelete(existing, version)) return 'stale';
    // A tombstone keeps the version, so an older upsert delivered late cannot resurrect the listing.
    const places = existing ? { areaId: existing.areaId, emirateId: existing.emirateId } : {};
    await this.index.upsert(this.names.listings, [listingTombstone(id, version, places)]);
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

  /** Listings the public sees in an area and a search finds by default: listed, and not sold or rented. */
  private async countListings(areaId: number): Promise<number> {
    const { total } = await this.index.search(this.names.listings, {
      filter: [{ field: 'areaId', op: 'eq', value: areaId }, LISTED, ON_THE_MARKET],
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
   * Rebuilds both indexes from the catalog: its places, then its public listings page by page (a listing already
   * indexed at the same version is not written again), then whatever the catalog no longer shows removed and every
   * place recounted. Events wait meanwhile and are applied after, by version, so nothing newer is lost.
   */
  rebuild(source: CatalogSource, signal?: AbortSignal): Promise<ReindexResult> {
    return this.queue.run(async () => {
      const started = performance.now();
      this.rebuildProgress = 0;
      try {
        const result = await this.writeFrom(source, signal);
        const durationMs = Math.round(performance.now() - started);
        this.setState('ready');
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
      } finally {
        this.rebuildProgress = null;
      }
    });
  }

  /**
   * Compares the listing index with the catalog's feed by id and version, changing nothing: listings the catalog
   * shows that the index lacks (or holds as not listed), listings indexed at an older version, and listings still
   * searchable that the catalog no longer shows. Runs between events, so it never sees a half-applied change.
   */
  reconcile(source: CatalogSource, signal?: AbortSignal): Promise<ReconcileReport> {
    return this.queue.run(async () => {
      const report: ReconcileReport = { listings: 0, missing: [], stale: [], deletedPresent: [] };
      const shown = new Set<number>();
      for await (const page of source.listings(signal)) {
        const indexed = await this.versionsOf(page.map((listing) => listing.id));
        for (const listing of page) {
          report.listings++;
          shown.add(listing.id);
          const doc = indexed.get(listing.id);
          if (!doc?.listed) report.missing.push(listing.id);
          else if (doc.version < listing.version) report.stale.push(listing.id);
        }
      }
      const listed = await this.allDocuments<ListingDocument>(
        this.names.listings,
        [{ field: 'listed', op: 'eq', value: true }],
        ['id'],
      );
      for (const doc of listed) if (!shown.has(doc.id)) report.deletedPresent.push(doc.id);
      return report;
    });
  }

  /** What the listing index holds of these listings: id, version, shape, listed. */
  private async versionsOf(ids: number[]): Promise<Map<number, ListingDocument>> {
    if (ids.length === 0) return new Map();
    const { hits } = await this.index.search<ListingDocument>(this.names.listings, {
      filter: [{ field: 'id', op: 'in', value: ids }],
      limit: ids.length,
      attributes: VERSION_ATTRIBUTES,
    });
    return new Map(hits.map((doc) => [doc.id, doc]));
  }

  private async writeFrom(
    source: CatalogSource,
    signal?: AbortSignal,
  ): Promise<Omit<ReindexResult, 'durationMs'>> {
    const { emirates: emirateList, areas: areaList } = await source.places(signal);

    // Listings first, page by page, counting them per area as they come.
    const perArea = new Map<number, number>();
    const shown = new Set<number>();
    // Where a rebuild's time goes, for its log line: waiting for the catalog's pages, and writing the index.
    let readMs = 0;
    let writeMs = 0;
    let waitFrom = performance.now();
    for await (const page of source.listings(signal)) {
      const gotAt = performance.now();
      readMs += gotAt - waitFrom;
      const indexed = await this.versionsOf(page.map((listing) => listing.id));
      const changed = page.filter((listing) => {
        const doc = indexed.get(listing.id);
        return !doc || doc.version !== listing.version || doc.shape !== LISTING_SHAPE || !doc.listed;
      });
      await this.upsertInBatches(this.names.listings, changed.map(listingDocument));
      for (const listing of page) {
        shown.add(listing.id);
        if (isOnTheMarket(listing)) perArea.set(listing.areaId, (perArea.get(listing.areaId) ?? 0) + 1);
      }
      this.rebuildProgress = shown.size;
      waitFrom = performance.now();
      writeMs += waitFrom - gotAt;
    }
    this.log.info(
      { listings: shown.size, readMs: Math.round(readMs), writeMs: Math.round(writeMs) },
      'search index rebuild: listings read from the catalog and written',
    );
    // Every listing the catalog shows is now indexed and listed: only when the index lists more are some of them
    // gone from the catalog (deleted or hidden while this service was not following), to be found and removed.
    const listed: IndexFilter = [{ field: 'listed', op: 'eq', value: true }];
    const { total: listedNow } = await this.index.search(this.names.listings, { filter: listed, limit: 0 });
    const staleListings =
      listedNow > shown.size
        ? (await this.allDocuments<ListingDocument>(this.names.listings, listed, ['id']))
            .map((doc) => doc.id)
            .filter((id) => !shown.has(id))
        : [];
    await this.index.delete(this.names.listings, staleListings);

    const previousLocations = new Map(
      (await this.allDocuments<LocationDocument>(this.names.locations)).map((doc) => [doc.id, doc]),
    );
    const emirates = new Map(emirateList.map((emirate) => [emirate.id, emirate]));
    const areas = areaList.filter((area) => emirates.has(area.emirateId));
    const perEmirate = new Map<number, number>();
    for (const area of areas) {
      perEmirate.set(area.emirateId, (perEmirate.get(area.emirateId) ?? 0) + (perArea.get(area.id) ?? 0));
    }
    // Versions of places are not in the public lists: keep what events taught us.
    const versionOf = (id: string) => previousLocations.get(id)?.version ?? 0;

    const locationDocs: LocationDocument[] = [
      ...emirateList.map((emirate, order) =>
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
    await this.upsertInBatches(this.names.locations, locationDocs);
    const keptLocations = new Set(locationDocs.map((doc) => doc.id));
    const staleLocations = [...previousLocations.keys()].filter((id) => !keptLocations.has(id));
    await this.index.delete(this.names.locations, staleLocations);

    return {
      emirates: emirateList.length,
      areas: areas.length,
      listings: shown.size,
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
    attributes?: string[],
  ): Promise<D[]> {
    const isListings = name === this.names.listings;
    const results: D[] = [];
    const kinds: Array<string | null> = isListings
      ? [null]
      : filter.some((condition) => 'field' in condition && condition.field === 'kind')
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
          ...(attributes ? { attributes: [...new Set([...attributes, keyField])] } : {}),
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
      ...(this.rebuildProgress === null ? {} : { rebuilding: { listings: this.rebuildProgress } }),
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
