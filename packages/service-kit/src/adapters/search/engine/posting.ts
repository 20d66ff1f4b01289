import { Bitset } from './bitset.ts';

/** Up to this many slots a posting is a plain list; past it, a bitset (smaller once a value is common). */
const LIST_LIMIT = 64;

/**
 * The documents holding one value of one attribute (a filter value, an indexed word). Rare values keep a short
 * list, common ones a bitset, so memory follows what is indexed while a common value still combines with other
 * filters word by word.
 */
export class Posting {
  private list: number[] | null = [];
  private bits: Bitset | null = null;
  size = 0;

  add(slot: number): void {
    if (this.bits) {
      if (!this.bits.has(slot)) {
        this.bits.add(slot);
        this.size++;
      }
      return;
    }
    const list = this.list as number[];
    if (list.includes(slot)) return;
    list.push(slot);
    this.size++;
    if (list.length > LIST_LIMIT) {
      this.bits = new Bitset(Math.max(...list) + 1);
      for (const item of list) this.bits.add(item);
      this.list = null;
    }
  }

  delete(slot: number): void {
    if (this.bits) {
      if (this.bits.has(slot)) {
        this.bits.delete(slot);
        this.size--;
      }
      return;
    }
    const list = this.list as number[];
    const at = list.indexOf(slot);
    if (at >= 0) {
      list.splice(at, 1);
      this.size--;
    }
  }

  has(slot: number): boolean {
    return this.bits ? this.bits.has(slot) : (this.list as number[]).includes(slot);
  }

  /** Adds this posting's slots to `target`. */
  addTo(target: Bitset): Bitset {
    if (this.bits) return target.or(this.bits);
    for (const slot of this.list as number[]) target.add(slot);
    return target;
  }

  toBitset(): Bitset {
    return this.bits ? this.bits.clone() : this.addTo(new Bitset());
  }
}

/** Postings by key, dropped when they empty. */
export class PostingMap<K> {
  readonly map = new Map<K, Posting>();

  add(key: K, slot: number): void {
    let posting = this.map.get(key);
    if (!posting) {
      posting = new Posting();
      this.map.set(key, posting);
    }
    posting.add(slot);
  }

  delete(key: K, slot: number): void {
    const posting = this.map.get(key);
    if (!posting) return;
    posting.delete(slot);
    if (posting.size === 0) this.map.delete(key);
  }

  get(key: K): Posting | undefined {
    return this.map.get(key);
  }
}
