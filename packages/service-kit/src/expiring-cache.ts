import { type Clock, systemClock } from './clock';

export interface ExpiringCacheOptions {
  /** How long an entry lives; 0 turns the cache off. */
  ttlMs: number;
  /** Most entries kept; the oldest go first beyond it. */
  maxEntries: number;
  clock?: Clock | undefined;
}

/**
 * A bounded map whose entries expire, for caches that are invalidated explicitly and keep the
 * TTL only as a backstop. Reads racing an invalidation are handled with generations: take
 * `generation()` before loading, hand it to `set`, and an answer loaded across an eviction is
 * dropped instead of caching what may predate the change.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAtMs: number }>();
  private readonly clock: Clock;
  private evictions = 0;

  constructor(
    private readonly options: ExpiringCacheOptions,
    /** Told about every entry that leaves, however it leaves (for secondary indexes). */
    private readonly onRemove: (key: string, value: V) => void = () => {},
  ) {
    this.clock = options.clock ?? systemClock;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAtMs <= this.clock.now().getTime()) {
      this.remove(key, entry.value);
      return undefined;
    }
    return entry.value;
  }

  generation(): number {
    return this.evictions;
  }

  /** Stores `value` until the TTL or `notAfterMs`, whichever is first; false if it did not. */
  set(key: string, value: V, generation: number, notAfterMs = Number.POSITIVE_INFINITY): boolean {
    if (!this.enabled || generation !== this.evictions) return false;
    const now = this.clock.now().getTime();
    const expiresAtMs = Math.min(now + this.options.ttlMs, notAfterMs);
    if (expiresAtMs <= now) return false;
    const existing = this.entries.get(key);
    if (existing !== undefined) this.remove(key, existing.value);
    else if (this.entries.size >= this.options.maxEntries) this.dropOldest();
    this.entries.set(key, { value, expiresAtMs });
    return true;
  }

  /** Drops `keys` and fails every load that started before. */
  invalidate(keys: Iterable<string>): void {
    this.evictions++;
    for (const key of [...keys]) {
      const entry = this.entries.get(key);
      if (entry !== undefined) this.remove(key, entry.value);
    }
  }

  clear(): void {
    this.evictions++;
    for (const [key, entry] of [...this.entries]) this.remove(key, entry.value);
  }

  private dropOldest(): void {
    const oldest = this.entries.entries().next();
    if (!oldest.done) this.remove(oldest.value[0], oldest.value[1].value);
  }

  private remove(key: string, value: V): void {
    this.entries.delete(key);
    this.onRemove(key, value);
  }
}
