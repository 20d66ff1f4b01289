import type { AlertMatchKind, AlertSearch } from '@manzil/contracts';
import type { Logger } from '@manzil/service-kit';
import type { NotificationsDb } from '../db.ts';
import {
  type DigestSection,
  digestMail,
  type Lang,
  type Links,
  type ListingSnapshot,
} from '../domain/messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import { recordMail } from '../mail/outgoing.ts';
import { unsubscribeUrl } from './links.ts';
import type { NameBook } from './place-names.ts';

export interface DigestOptions {
  db: NotificationsDb;
  mailer: Mailer;
  links: Links;
  /** At most one digest per address per this many seconds (`ALERTS_DIGEST_INTERVAL_S`). */
  intervalS: number;
  log: Logger;
  /** The catalog's names of places and types, for the e-mails. */
  names: () => Promise<NameBook>;
}

/** Addresses with matches waiting whose last digest is older than the interval (or who never had one). */
async function dueAddresses(db: NotificationsDb, intervalS: number, limit: number): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<Array<{ email: string }>>(
    `SELECT DISTINCT s.email
       FROM notifications.subscribers s
       JOIN notifications.alerts a ON a.email = s.email AND a.confirmed_at IS NOT NULL
       JOIN notifications.pending_matches m ON m.alert_id = a.id AND m.sent_at IS NULL
      WHERE s.last_digest_at IS NULL OR s.last_digest_at <= now() - make_interval(secs => $1::double precision)
      LIMIT $2`,
    intervalS,
    limit,
  );
  return rows.map((row) => row.email);
}

/**
 * Sends one address its digest, if it is still due: the address's row is locked for the transaction (another
 * process skips it), its waiting matches are grouped by saved search (a listing once per search, its latest
 * reason), the e-mail is sent and recorded, and the matches are marked sent with the address's digest time.
 * Answers whether a digest went out.
 */
export async function sendDigest(options: DigestOptions, email: string): Promise<boolean> {
  const { db, mailer, links, intervalS } = options;
  const names = await options.names();
  return db.$transaction(
    async (tx) => {
      const [subscriber] = await tx.$queryRawUnsafe<
        Array<{ email: string; language: string; unsubscribe_token: string }>
      >(
        `SELECT email, language, unsubscribe_token FROM notifications.subscribers
          WHERE email = $1 AND (last_digest_at IS NULL OR last_digest_at <= now() - make_interval(secs => $2::double precision))
          FOR UPDATE SKIP LOCKED`,
        email,
        intervalS,
      );
      if (!subscriber) return false;
      const matches = await tx.pendingMatch.findMany({
        where: { sentAt: null, alert: { email, confirmedAt: { not: null } } },
        include: { alert: { select: { id: true, search: true, unsubscribeToken: true } } },
        orderBy: { createdAt: 'asc' },
      });
      if (matches.length === 0) return false;
      const sections = new Map<string, DigestSection & { byListing: Map<number, number> }>();
      for (const match of matches) {
        let section = sections.get(match.alertId);
        if (!section) {
          section = {
            search: match.alert.search as AlertSearch,
            stopUrl: unsubscribeUrl(links, match.alert.unsubscribeToken),
            matches: [],
            byListing: new Map(),
          };
          sections.set(match.alertId, section);
        }
        const entry = {
          kind: match.kind as AlertMatchKind,
          listing: match.listing as unknown as ListingSnapshot,
        };
        const at = section.byListing.get(match.listingId);
        if (at === undefined) {
          section.byListing.set(match.listingId, section.matches.length);
          section.matches.push(entry);
        } else section.matches[at] = entry;
      }
      const lang: Lang = subscriber.language === 'ar' ? 'ar' : 'en';
      const mail = digestMail({
        to: subscriber.email,
        lang,
        links,
        sections: [...sections.values()],
        unsubscribeAllUrl: unsubscribeUrl(links, subscriber.unsubscribe_token),
        names,
      });
      await recordMail(tx, mailer, mail);
      const now = new Date();
      await tx.pendingMatch.updateMany({
        where: { OR: matches.map((m) => ({ alertId: m.alertId, eventId: m.eventId })) },
        data: { sentAt: now },
      });
      await tx.subscriber.update({ where: { email }, data: { lastDigestAt: now } });
      return true;
    },
    { timeout: 60_000 },
  );
}

/**
 * Sends the digests that are due, every `min(interval / 4, 5 s)` (at least every 250 ms). A failure (SMTP down) is
 * logged and the digest tried again at the next round: its matches stay waiting.
 */
export function startDigests(options: DigestOptions): { stop(): Promise<void>; runOnce(): Promise<number> } {
  const everyMs = Math.max(250, Math.min((options.intervalS * 1000) / 4, 5_000));
  let stopped = false;
  let running: Promise<number> | null = null;
  const runOnce = async () => {
    let sent = 0;
    for (const email of await dueAddresses(options.db, options.intervalS, 50)) {
      try {
        if (await sendDigest(options, email)) sent++;
      } catch (error) {
        options.log.warn({ err: error }, 'a digest could not be sent; it is tried again at the next round');
      }
    }
    return sent;
  };
  const tick = async () => {
    if (stopped) return;
    running = runOnce().catch((error) => {
      options.log.warn({ err: error }, 'the digest round failed');
      return 0;
    });
    await running;
    running = null;
    if (!stopped) timer = setTimeout(tick, everyMs);
  };
  let timer: NodeJS.Timeout = setTimeout(tick, everyMs);
  timer.unref?.();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
