/**
 * The addresses of one service's replicas (`<NAME>_SERVICE_URL` may list several, comma-separated):
 * calls take them in turn, and a replica that refused a connection is tried last until
 * `cooldownMs` passed, so a killed replica costs one refused connect, not one per call.
 */
export class ReplicaSet {
  readonly urls: readonly string[];
  private readonly downUntil = new Map<string, number>();
  private next = 0;

  constructor(
    list: string,
    private readonly cooldownMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {
    this.urls = parseReplicaUrls(list);
    if (this.urls.length === 0) throw new Error('a service needs at least one URL');
  }

  /** Every replica, in the order one call should try them: the next in turn first, those down last. */
  order(): string[] {
    const start = this.next;
    this.next = (this.next + 1) % this.urls.length;
    if (this.urls.length === 1) return [...this.urls];
    const turn = [...this.urls.slice(start), ...this.urls.slice(0, start)];
    const now = this.now();
    const up = turn.filter((url) => (this.downUntil.get(url) ?? 0) <= now);
    return up.length === turn.length ? turn : [...up, ...turn.filter((url) => !up.includes(url))];
  }

  markDown(url: string): void {
    this.downUntil.set(url, this.now() + this.cooldownMs);
  }

  markUp(url: string): void {
    this.downUntil.delete(url);
  }
}

/** `http://a:1, http://b:2/` → `['http://a:1', 'http://b:2']`. */
export function parseReplicaUrls(list: string): string[] {
  return list
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * True when the request cannot have reached the replica (the connection was never made), so
 * any call, a mutation too, may go to another replica. A connection lost after sending is
 * ambiguous: only a query, which changes nothing, is tried elsewhere then.
 */
export function neverReached(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return NOT_CONNECTED.has(String(code)) || NOT_CONNECTED.has(String(causeCode));
}
