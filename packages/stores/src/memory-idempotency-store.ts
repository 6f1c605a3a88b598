import { randomUUID } from 'node:crypto';
import { type Clock, systemClock } from '@shopforge/service-kit';
import type {
  BeginResult,
  IdempotencyRecord,
  IdempotencyStore,
  IdempotencyTimings,
  StoredResponse,
} from './idempotency-store';

interface Entry {
  record: IdempotencyRecord;
  expiresAt: number;
}

/** Single-process store for the embedded platform; JavaScript's event loop makes `begin` atomic. */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clock: Clock = systemClock) {}

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.clock.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async begin(key: string, fingerprint: string, timings: IdempotencyTimings): Promise<BeginResult> {
    const entry = this.live(key);
    if (entry?.record.state === 'completed') {
      return { kind: 'completed', fingerprint: entry.record.fingerprint, response: entry.record.response };
    }
    if (entry?.record.state === 'processing')
      return { kind: 'processing', fingerprint: entry.record.fingerprint };
    const token = randomUUID();
    this.entries.set(key, {
      record: { state: 'processing', fingerprint, token },
      expiresAt: this.clock.now().getTime() + timings.lockTtlMs,
    });
    if (this.entries.size % 1000 === 0) this.sweep();
    return { kind: 'started', token };
  }

  async complete(
    key: string,
    token: string,
    response: StoredResponse,
    timings: IdempotencyTimings,
  ): Promise<void> {
    const entry = this.live(key);
    if (entry?.record.state !== 'processing' || entry.record.token !== token) return;
    this.entries.set(key, {
      record: { state: 'completed', fingerprint: entry.record.fingerprint, response },
      expiresAt: this.clock.now().getTime() + timings.ttlMs,
    });
  }

  async release(key: string, token: string): Promise<void> {
    const entry = this.live(key);
    if (entry?.record.state === 'processing' && entry.record.token === token) this.entries.delete(key);
  }

  private sweep(): void {
    const now = this.clock.now().getTime();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
