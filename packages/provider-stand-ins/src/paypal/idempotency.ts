import type { Reply } from './api/request';

/**
 * PayPal-Request-Id: per app and endpoint, a retry with the id of a request that succeeded gets that
 * request's outcome as it stands now (the same order, the same refund) instead of a second one.
 * Refused requests are not kept, so a retry after the cause is fixed is served afresh.
 */
export class IdempotencyLedger {
  private readonly entries = new Map<string, () => Reply>();

  private static key(clientId: string, endpoint: string, requestId: string) {
    return `${clientId}\n${endpoint}\n${requestId}`;
  }

  replay(clientId: string, endpoint: string, requestId: string): Reply | undefined {
    return this.entries.get(IdempotencyLedger.key(clientId, endpoint, requestId))?.();
  }

  remember(clientId: string, endpoint: string, requestId: string, again: () => Reply): void {
    this.entries.set(IdempotencyLedger.key(clientId, endpoint, requestId), again);
  }
}
