/** Bytes per slab: documents are copied into large shared buffers rather than allocated one by one. */
const SLAB_BYTES = 8 * 1024 * 1024;

/**
 * The indexed documents as UTF-8 JSON packed into large buffers (slabs), one position per slot: 50,000
 * listings take their bytes and three numbers each, with no object or buffer per document for the garbage
 * collector to trace, and a hit is parsed only when it is answered. Replaced and deleted documents leave their
 * old bytes behind; once those outweigh the live ones the live documents are copied into fresh slabs.
 */
export class DocumentStore {
  private slabs: Buffer[] = [];
  private used = SLAB_BYTES;
  private slabOf = new Int32Array(1024).fill(-1);
  private startOf = new Int32Array(1024);
  private lengthOf = new Int32Array(1024);
  private live = 0;
  private garbage = 0;

  private grow(slot: number): void {
    if (slot < this.slabOf.length) return;
    const size = Math.max(slot + 1, this.slabOf.length * 2);
    const widen = (old: Int32Array, fill: number) => {
      const next = new Int32Array(size).fill(fill);
      next.set(old);
      return next;
    };
    this.slabOf = widen(this.slabOf, -1);
    this.startOf = widen(this.startOf, 0);
    this.lengthOf = widen(this.lengthOf, 0);
  }

  /** A slab with at least `length` free bytes: the current one, a new one, or one of its own for a huge document. */
  private room(length: number): number {
    if (this.used + length > SLAB_BYTES || this.slabs.length === 0) {
      this.slabs.push(Buffer.allocUnsafe(Math.max(SLAB_BYTES, length)));
      this.used = 0;
    }
    return this.slabs.length - 1;
  }

  /** Stores a document given as JSON text or as its UTF-8 bytes. */
  set(slot: number, json: string | Buffer): void {
    this.delete(slot);
    this.grow(slot);
    // Text is encoded straight into the slab, with room for the worst case (3 bytes per UTF-16 unit): measuring
    // its UTF-8 length first would cost as much as encoding it.
    const slab = this.room(typeof json === 'string' ? json.length * 3 : json.length);
    const target = this.slabs[slab] as Buffer;
    const start = this.used;
    const length = typeof json === 'string' ? target.write(json, start, 'utf8') : json.copy(target, start);
    this.used += length;
    this.slabOf[slot] = slab;
    this.startOf[slot] = start;
    this.lengthOf[slot] = length;
    this.live += length;
  }

  has(slot: number): boolean {
    return slot < this.slabOf.length && (this.slabOf[slot] as number) >= 0;
  }

  /** The document's bytes (a view into its slab: copy it to keep it past the next compaction). */
  bytes(slot: number): Buffer {
    const slab = this.slabs[this.slabOf[slot] as number] as Buffer;
    const start = this.startOf[slot] as number;
    return slab.subarray(start, start + (this.lengthOf[slot] as number));
  }

  json(slot: number): string {
    const slab = this.slabs[this.slabOf[slot] as number] as Buffer;
    const start = this.startOf[slot] as number;
    return slab.toString('utf8', start, start + (this.lengthOf[slot] as number));
  }

  delete(slot: number): void {
    if (!this.has(slot)) return;
    const length = this.lengthOf[slot] as number;
    this.live -= length;
    this.garbage += length;
    this.slabOf[slot] = -1;
    if (this.garbage > this.live && this.garbage > 4 * SLAB_BYTES) this.compact();
  }

  clear(): void {
    this.slabs = [];
    this.used = SLAB_BYTES;
    this.slabOf.fill(-1);
    this.live = 0;
    this.garbage = 0;
  }

  /** Copies the live documents into fresh slabs, dropping the bytes of replaced and deleted ones. */
  private compact(): void {
    const old = this.slabs;
    const slabOf = this.slabOf.slice();
    const startOf = this.startOf.slice();
    this.slabs = [];
    this.used = SLAB_BYTES;
    this.live = 0;
    this.garbage = 0;
    for (let slot = 0; slot < slabOf.length; slot++) {
      const slab = slabOf[slot] as number;
      if (slab < 0) continue;
      const start = startOf[slot] as number;
      const source = (old[slab] as Buffer).subarray(start, start + (this.lengthOf[slot] as number));
      this.slabOf[slot] = -1;
      this.set(slot, source);
    }
  }
}
