import type { Bitset } from './bitset.ts';

/** Past this many changes between two reads, the order is sorted again at the next read instead of kept. */
const INCREMENTAL_LIMIT = 64;

/**
 * Every document in the order of one list of sort rules (a total order: ties end on the slot), kept between
 * queries: a sorted query walks it and takes the first matches (`firstIn`), with no sorting of runs of equal values (thousands
 * of listings share a price). Kept current by insertions while writes are few between reads, sorted again in one
 * go after a bulk write.
 */
export class SortedOrder {
  private slots = new Int32Array(64);
  private length = 0;
  private changes = 0;
  private dirty = true;

  /**
   * @param compare the order (reads the sort keys of two slots)
   * @param everySlot every live slot, for sorting from scratch
   */
  constructor(
    private readonly compare: (a: number, b: number) => number,
    private readonly everySlot: () => number[],
  ) {}

  /** Call once the slot's sort keys are set. */
  add(slot: number): void {
    if (!this.noteChange()) return;
    if (this.length === this.slots.length) {
      const wider = new Int32Array(this.slots.length * 2);
      wider.set(this.slots);
      this.slots = wider;
    }
    const at = this.position(slot);
    this.slots.copyWithin(at + 1, at, this.length);
    this.slots[at] = slot;
    this.length++;
  }

  /** Call while the slot's sort keys are still those it was added with. */
  remove(slot: number): void {
    if (!this.noteChange()) return;
    const at = this.position(slot);
    if (at < this.length && this.slots[at] === slot) {
      this.slots.copyWithin(at, at + 1, this.length);
      this.length--;
    }
  }

  /** Forgets everything; the next read sorts from scratch. */
  reset(): void {
    this.dirty = true;
  }

  private noteChange(): boolean {
    if (this.dirty) return false;
    if (++this.changes > INCREMENTAL_LIMIT) {
      this.dirty = true;
      return false;
    }
    return true;
  }

  private position(slot: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compare(this.slots[mid] as number, slot) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The first `needed` slots in order that are in `candidates`. */
  firstIn(candidates: Bitset, needed: number): number[] {
    this.ordered();
    const result: number[] = [];
    const words = candidates.words;
    const { slots, length } = this;
    for (let i = 0; i < length && result.length < needed; i++) {
      const slot = slots[i] as number;
      const word = slot >>> 5;
      if (word < words.length && ((words[word] as number) & (1 << (slot & 31))) !== 0) result.push(slot);
    }
    return result;
  }

  private ordered(): void {
    this.changes = 0;
    if (this.dirty) {
      const all = Int32Array.from(this.everySlot());
      all.sort(this.compare);
      this.slots = all.length > 0 ? all : new Int32Array(64);
      this.length = all.length;
      this.dirty = false;
    }
  }
}
