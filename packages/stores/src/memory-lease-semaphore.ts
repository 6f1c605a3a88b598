import { randomUUID } from 'node:crypto';
import { type Clock, systemClock } from '@shopforge/service-kit';
import type { LeasePolicy, LeaseSemaphore } from './lease-semaphore';

/**
 * Single-process semaphore for the embedded platform: each step runs without an await between
 * its check and its write, so JavaScript's event loop makes it atomic.
 */
export class MemoryLeaseSemaphore implements LeaseSemaphore {
  /** key → lease id → when it lapses (ms). */
  private readonly keys = new Map<string, Map<string, number>>();

  constructor(private readonly clock: Clock = systemClock) {}

  /** The key's live leases, lapsed ones dropped. */
  private live(key: string, now: number): Map<string, number> {
    const leases = this.keys.get(key) ?? new Map<string, number>();
    for (const [lease, lapsesAt] of leases) if (lapsesAt <= now) leases.delete(lease);
    if (leases.size === 0) this.keys.delete(key);
    return leases;
  }

  private take(key: string, lease: string, policy: LeasePolicy): boolean {
    const now = this.clock.now().getTime();
    const leases = this.live(key, now);
    if (!leases.has(lease) && leases.size >= policy.limit) return false;
    leases.set(lease, now + policy.ttlMs);
    this.keys.set(key, leases);
    return true;
  }

  async acquire(key: string, policy: LeasePolicy): Promise<string | null> {
    const lease = randomUUID();
    return this.take(key, lease, policy) ? lease : null;
  }

  async renew(key: string, lease: string, policy: LeasePolicy): Promise<boolean> {
    return this.take(key, lease, policy);
  }

  async release(key: string, lease: string): Promise<void> {
    const leases = this.keys.get(key);
    leases?.delete(lease);
    if (leases?.size === 0) this.keys.delete(key);
  }

  async close(): Promise<void> {
    this.keys.clear();
  }
}
