/**
 * A small in-memory cache with a time to live and bounds on its size: at most `maxEntries`
 * entries and, when `weigh` is given, at most `maxWeight` in total (bytes of cached answers, for
 * example); the oldest entries leave first, and expired ones leave as soon as anything is written.
 * For values that may be a little stale, such as how many products match a catalogue filter.
 * With several API instances each keeps its own; Redis would share them (DESIGN.md).
 */
export class TtlCache<V> {
  // Insertion order is expiry order: every entry lives ttlMs, and set() re-inserts.
  private readonly entries = new Map<string, { value: V; expires: number; weight: number }>();
  private totalWeight = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
    private readonly bound:
      { maxWeight: number; weigh: (value: V) => number } | undefined = undefined,
  ) {}

  async getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.peek(key);
    if (hit !== undefined) return hit;
    const value = await compute();
    this.set(key, value);
    return value;
  }

  /** The live value under a key, if any. */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > this.now() ? hit.value : undefined;
  }

  set(key: string, value: V): void {
    const weight = this.bound?.weigh(value) ?? 0;
    if (this.bound && weight > this.bound.maxWeight) return; // never worth evicting everything
    this.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs, weight });
    this.totalWeight += weight;
    this.evict();
  }

  /** Forgets the value under a key, if any. */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalWeight -= entry.weight;
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.totalWeight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The total weight of what is kept (0 without a weight bound). */
  get weight(): number {
    return this.totalWeight;
  }

  private evict(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      const over =
        this.entries.size > this.maxEntries ||
        (this.bound !== undefined && this.totalWeight > this.bound.maxWeight);
      if (!over && entry.expires > now) break;
      this.delete(key);
    }
  }
}
