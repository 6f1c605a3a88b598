/**
 * A counting semaphore with leases, one interface with memory and Redis adapters: at most
 * `limit` holders of one key at once, counted in one atomic step, so concurrent takers can
 * never all pass a check before any of them is counted. A lease lapses `ttlMs` after it was
 * taken or last renewed, so the places of a holder that died (a gateway process killed while
 * streaming) come free without anyone giving them back; a live holder renews well within the TTL.
 */
export interface LeasePolicy {
  /** Holders one key may have at once. */
  limit: number;
  /** How long a lease lives without being renewed. */
  ttlMs: number;
}

export interface LeaseSemaphore {
  /** Takes a place under `key`: the new lease's id, or null when all `limit` places are held. */
  acquire(key: string, policy: LeasePolicy): Promise<string | null>;
  /**
   * Extends `lease` for another `ttlMs`. A lease that lapsed meanwhile is taken again when there
   * is room; false when it is lost (others hold every place).
   */
  renew(key: string, lease: string, policy: LeasePolicy): Promise<boolean>;
  /** Gives the place back; releasing a lapsed or unknown lease changes nothing. */
  release(key: string, lease: string): Promise<void>;
  close(): Promise<void>;
}
