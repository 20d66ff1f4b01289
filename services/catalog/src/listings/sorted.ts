/** An array kept sorted by `compare` (a total order: ties broken by id), with O(log n) lookups. */
export class SortedList<T> {
  readonly items: T[] = [];

  constructor(private readonly compare: (a: T, b: T) => number) {}

  /** Index where `item` is or would be inserted. */
  private position(item: T): number {
    let low = 0;
    let high = this.items.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compare(this.items[mid] as T, item) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  insert(item: T): void {
    this.items.splice(this.position(item), 0, item);
  }

  /** Removes the element equal to `item` under `compare` (the same object that was inserted). */
  remove(item: T): void {
    const at = this.position(item);
    if (at < this.items.length && this.compare(this.items[at] as T, item) === 0) this.items.splice(at, 1);
  }

  /** Replaces the whole content (sorted once). */
  reset(items: T[]): void {
    this.items.length = 0;
    this.items.push(...items.sort(this.compare));
  }
}
