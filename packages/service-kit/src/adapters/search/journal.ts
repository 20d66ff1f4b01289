import { randomUUID } from 'node:crypto';
import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../fs/private-files.ts';
import type { IndexDocument, IndexSettings } from '../../ports/search-index.ts';

/**
 * How an in-process index is kept on disk: `<name>.ndjson`, a header line with the settings, then one line per
 * change since the file was last written whole: `+<document JSON>` (added or replaced), `-<id JSON>` (deleted),
 * `!` (cleared). Changes are appended shortly after they happen, so a write costs what it changed, not the
 * whole index; once the appended lines outnumber the documents the file is written whole again (compaction).
 * Documents are written as the bytes the index already holds: no serialising on the write path.
 */
export const JOURNAL_VERSION = 1;

export type JournalEntry =
  | { op: 'put'; raw: Buffer }
  | { op: 'delete'; id: string | number }
  | { op: 'clear' };

export interface JournalContent {
  settings: IndexSettings;
  entries: JournalEntry[];
}

const NEWLINE = Buffer.from('\n');

export function headerLine(settings: IndexSettings): Buffer {
  return Buffer.from(`${JSON.stringify({ manzilIndex: JOURNAL_VERSION, settings })}\n`);
}

export function entryLines(entries: JournalEntry[]): Buffer[] {
  const lines: Buffer[] = [];
  for (const entry of entries) {
    if (entry.op === 'put') lines.push(Buffer.from('+'), entry.raw, NEWLINE);
    else if (entry.op === 'delete') lines.push(Buffer.from(`-${JSON.stringify(entry.id)}\n`));
    else lines.push(Buffer.from('!\n'));
  }
  return lines;
}

/** Reads a journal; a line cut short by a crash at the very end is ignored (its change is lost, not the file). */
export function parseJournal(bytes: Buffer): JournalContent {
  let at = bytes.indexOf(NEWLINE);
  if (at < 0) throw new Error('no header line');
  const header = JSON.parse(bytes.subarray(0, at).toString('utf8')) as {
    manzilIndex?: number;
    settings?: IndexSettings;
  };
  if (header.manzilIndex !== JOURNAL_VERSION || !header.settings) {
    throw new Error(`unknown format (header ${JSON.stringify(header).slice(0, 80)})`);
  }
  const entries: JournalEntry[] = [];
  let start = at + 1;
  while (start < bytes.length) {
    at = bytes.indexOf(NEWLINE, start);
    if (at < 0) break; // an unfinished last line
    const kind = bytes[start];
    if (kind === 0x2b /* + */) entries.push({ op: 'put', raw: bytes.subarray(start + 1, at) });
    else if (kind === 0x2d /* - */)
      entries.push({ op: 'delete', id: JSON.parse(bytes.subarray(start + 1, at).toString('utf8')) });
    else if (kind === 0x21 /* ! */) entries.push({ op: 'clear' });
    else throw new Error(`unreadable line at byte ${start}`);
    start = at + 1;
  }
  return { settings: header.settings, entries };
}

/** The earlier format: one JSON object with every document, rewritten whole after each change. */
export interface LegacySnapshot {
  settings: IndexSettings;
  documents: IndexDocument[];
}

export async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes the whole file to a temporary name and renames it over the old one (never half a file). */
export async function writeWhole(file: string, dir: string, lines: Buffer[]): Promise<void> {
  await ensurePrivateDir(dir);
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, lines, { mode: PRIVATE_FILE_MODE });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The most buffers one writev takes (the system's IOV_MAX is 1024). */
const WRITEV_BATCH = 1024;

/**
 * Appends the lines without copying them into one buffer (a rebuild appends hundreds of megabytes); a file that
 * does not exist yet starts with `header`.
 */
export async function appendLines(file: string, dir: string, header: Buffer, lines: Buffer[]): Promise<void> {
  await ensurePrivateDir(dir);
  const handle = await open(file, 'a', PRIVATE_FILE_MODE);
  try {
    if ((await handle.stat()).size === 0) await handle.write(header);
    for (let at = 0; at < lines.length; at += WRITEV_BATCH) {
      await handle.writev(lines.slice(at, at + WRITEV_BATCH));
    }
  } finally {
    await handle.close();
  }
}
