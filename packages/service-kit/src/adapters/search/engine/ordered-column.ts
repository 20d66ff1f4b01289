import { Bitset } from './bitset.ts';

export type SortKey = number | string;

/** Past this many changes between two reads, the order is rebuilt once at the next read instead of kept. */
const INCREMENTAL_LIMIT = 64;

/** Meilisearch order: numbers before strings, strings by their lower-case form. */
export function compareKeys(a: SortKey, b: SortKey): number {
  if (typeof a === 'number') return typeof b === 'number' ? a - b : -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The values of one attribute kept in order with the slots holding them: a range filter is a binary search and a
 * walk over the matching part; a sort walks it from either end. Numbers (nearly every value) sit in typed arrays;
 * strings in a small list after them. Kept current by insertions while writes are few between reads, rebuilt in
 * one sort after a bulk write (a rebuild, a journal load).
 */
export class OrderedColumn {
  /** One numeric value per slot (NaN: none), without an object per value. */
  private numbers = new Float64Array(64).fill(Number.NaN);
  /** Slots with string values or several values. */
  private others = new Map<number, SortKey[]>();
  /** Numeric (value, slot) pairs in order. */
  private keys = new Float64Array(64);
  private slots = new Int32Array(64);
  private length = 0;
  /** String (value, slot) pairs in order. */
  private textKeys: string[] = [];
  private textSlots: number[] = [];
  private changes = 0;
  private dirty = false;
  /** Slots with exactly one value, a number: a range covering most of them is found by removing the others. */
  private single = new Bitset();
  private singleCount = 0;

  /** @param firstOnly keep only a document's first value (a sort key), not all (a filter on a list). */
  constructor(private readonly firstOnly: boolean) {}

  /** Sets the values of `slot` (none removes it). */
  set(slot: number, values: SortKey[]): void {
    this.remove(slot);
    const kept = this.firstOnly ? values.slice(0, 1) : values;
    if (kept.length === 0) return;
    if (kept.length === 1 && typeof kept[0] === 'number') {
      if (slot >= this.numbers.length) {
        const next = new Float64Array(Math.max(slot + 1, this.numbers.length * 2)).fill(Number.NaN);
        next.set(this.numbers);
        this.numbers = next;
      }
      this.numbers[slot] = kept[0];
      this.single.add(slot);
      this.singleCount++;
    } else {
      this.others.set(slot, kept);
    }
    if (this.noteChange()) for (const key of kept) this.insertPair(key, slot);
  }

  remove(slot: number): void {
    const values = this.valuesOf(slot);
    if (values.length === 0) return;
    if (slot < this.numbers.length && !Number.isNaN(this.numbers[slot] as number)) {
      this.single.delete(slot);
      this.singleCount--;
    }
    if (slot < this.numbers.length) this.numbers[slot] = Number.NaN;
    this.others.delete(slot);
    if (this.noteChange()) for (const key of values) this.removePair(key, slot);
  }

  valuesOf(slot: number): SortKey[] {
    const number = slot < this.numbers.length ? (this.numbers[slot] as number) : Number.NaN;
    if (!Number.isNaN(number)) return [number];
    return this.others.get(slot) ?? [];
  }

  /** The first value of `slot`, undefined without one. */
  first(slot: number): SortKey | undefined {
    const number = slot < this.numbers.length ? (this.numbers[slot] as number) : Number.NaN;
    return Number.isNaN(number) ? this.others.get(slot)?.[0] : number;
  }

  clear(): void {
    this.single = new Bitset();
    this.singleCount = 0;
    this.numbers.fill(Number.NaN);
    this.others.clear();
    this.length = 0;
    this.textKeys = [];
    this.textSlots = [];
    this.changes = 0;
    this.dirty = false;
  }

  /** True when the change should be applied to the kept order now (false: it is rebuilt at the next read). */
  private noteChange(): boolean {
    if (this.dirty) return false;
    if (++this.changes > INCREMENTAL_LIMIT) {
      this.dirty = true;
      return false;
    }
    return true;
  }

  /** Position of (key, slot) among the numeric pairs. */
  private position(key: number, slot: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const at = this.keys[mid] as number;
      if (at < key || (at === key && (this.slots[mid] as number) < slot)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private textPosition(key: string, slot: number): number {
    let low = 0;
    let high = this.textKeys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const at = this.textKeys[mid] as string;
      if (at < key || (at === key && (this.textSlots[mid] as number) < slot)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private insertPair(key: SortKey, slot: number): void {
    if (typeof key === 'string') {
      const at = this.textPosition(key, slot);
      this.textKeys.splice(at, 0, key);
      this.textSlots.splice(at, 0, slot);
      return;
    }
    if (this.length === this.keys.length) this.reserve(this.length * 2);
    const at = this.position(key, slot);
    this.keys.copyWithin(at + 1, at, this.length);
    this.slots.copyWithin(at + 1, at, this.length);
    this.keys[at] = key;
    this.slots[at] = slot;
    this.length++;
  }

  private removePair(key: SortKey, slot: number): void {
    if (typeof key === 'string') {
      const at = this.textPosition(key, slot);
      if (this.textSlots[at] === slot && this.textKeys[at] === key) {
        this.textKeys.splice(at, 1);
        this.textSlots.splice(at, 1);
      }
      return;
    }
    const at = this.position(key, slot);
    if (at < this.length && this.slots[at] === slot && this.keys[at] === key) {
      this.keys.copyWithin(at, at + 1, this.length);
      this.slots.copyWithin(at, at + 1, this.length);
      this.length--;
    }
  }

  private reserve(size: number): void {
    if (size <= this.keys.length) return;
    const keys = new Float64Array(Math.max(size, 64));
    keys.set(this.keys.subarray(0, this.length));
    const slots = new Int32Array(keys.length);
    slots.set(this.slots.subarray(0, this.length));
    this.keys = keys;
    this.slots = slots;
  }

  /** Brings the kept order up to date; every read starts here. */
  private ordered(): void {
    this.changes = 0;
    if (!this.dirty) return;
    this.dirty = false;
    const numericSlots: number[] = [];
    const numericKeys: number[] = [];
    const text: Array<[string, number]> = [];
    for (let slot = 0; slot < this.numbers.length; slot++) {
      const number = this.numbers[slot] as number;
      if (Number.isNaN(number)) continue;
      numericSlots.push(slot);
      numericKeys.push(number);
    }
    for (const [slot, values] of this.others) {
      for (const key of values) {
        if (typeof key === 'number') {
          numericSlots.push(slot);
          numericKeys.push(key);
        } else {
          text.push([key, slot]);
        }
      }
    }
    const count = numericSlots.length;
    const order = new Int32Array(count);
    for (let i = 0; i < count; i++) order[i] = i;
    order.sort(
      (a, b) =>
        (numericKeys[a] as number) - (numericKeys[b] as number) ||
        (numericSlots[a] as number) - (numericSlots[b] as number),
    );
    this.keys = new Float64Array(Math.max(64, count));
    this.slots = new Int32Array(this.keys.length);
    for (let i = 0; i < count; i++) {
      const from = order[i] as number;
      this.keys[i] = numericKeys[from] as number;
      this.slots[i] = numericSlots[from] as number;
    }
    this.length = count;
    text.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.textKeys = text.map((pair) => pair[0]);
    this.textSlots = text.map((pair) => pair[1]);
  }

  /**
   * Slots with a numeric value in the range (each bound inclusive unless said otherwise). A range holding most
   * values (a minimum price below nearly every listing) costs the values it leaves out, not those it keeps.
   */
  range(min: number, max: number, minInclusive = true, maxInclusive = true, capacity = 0): Bitset {
    this.ordered();
    const { keys, slots, length } = this;
    let low = 0;
    let high = length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const key = keys[mid] as number;
      if (key < min || (!minInclusive && key === min)) low = mid + 1;
      else high = mid;
    }
    const start = low;
    high = length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const key = keys[mid] as number;
      if (key < max || (maxInclusive && key === max)) low = mid + 1;
      else high = mid;
    }
    const end = low;
    // Every numeric pair is a slot's only value: the range is those slots minus the pairs outside it.
    if (this.singleCount === length && 2 * (end - start) > length) {
      const result = this.single.clone();
      for (let at = 0; at < start; at++) result.delete(slots[at] as number);
      for (let at = end; at < length; at++) result.delete(slots[at] as number);
      return result;
    }
    const result = new Bitset(capacity);
    for (let at = start; at < end; at++) result.add(slots[at] as number);
    return result;
  }

  /** Every slot holding a value. */
  present(capacity = 0): Bitset {
    const result = new Bitset(capacity);
    for (let slot = 0; slot < this.numbers.length; slot++) {
      if (!Number.isNaN(this.numbers[slot] as number)) result.add(slot);
    }
    for (const slot of this.others.keys()) result.add(slot);
    return result;
  }

  /**
   * Walks the slots in value order (descending when `descending`), calling `visit(slot, key)` until it returns
   * false. Equal values come in no set order: callers order ties themselves.
   */
  walk(descending: boolean, visit: (slot: number, key: SortKey) => boolean): void {
    this.ordered();
    const { keys, slots, length, textKeys, textSlots } = this;
    if (!descending) {
      for (let i = 0; i < length; i++) if (!visit(slots[i] as number, keys[i] as number)) return;
      for (let i = 0; i < textKeys.length; i++)
        if (!visit(textSlots[i] as number, textKeys[i] as string)) return;
      return;
    }
    for (let i = textKeys.length - 1; i >= 0; i--)
      if (!visit(textSlots[i] as number, textKeys[i] as string)) return;
    for (let i = length - 1; i >= 0; i--) if (!visit(slots[i] as number, keys[i] as number)) return;
  }
}
