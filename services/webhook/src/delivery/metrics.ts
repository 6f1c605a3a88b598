import type { OutboundResult } from '@shopforge/outbound';
import { instrumentSet } from '@shopforge/telemetry';

/**
 * How an attempt ended, as a closed set: delivered (2xx), answered otherwise, or one of the
 * outbound failures (`ssrf_refused`, `timeout`, `invalid_url`, `network_error`); and the two
 * endings without a request: the endpoint was deleted, or its secret cannot be opened.
 */
export type AttemptOutcome =
  | 'success'
  | 'http_error'
  | 'ssrf_refused'
  | 'timeout'
  | 'invalid_url'
  | 'aborted'
  | 'network_error'
  | 'endpoint_deleted'
  | 'secret_unreadable';

export function outcomeOf(result: OutboundResult): AttemptOutcome {
  if (result.ok) return 'success';
  if (result.failure !== undefined) return result.failure;
  return result.status !== null ? 'http_error' : 'network_error';
}

/** Counts of deliveries by queue state, read from the database at each collection. */
export type QueueDepthReader = () => Promise<{ pending: number; processing: number }>;

const readers = new Set<QueueDepthReader>();

const webhookInstruments = instrumentSet('@shopforge/service-webhook', (meter) => {
  const depth = meter.createObservableGauge('shopforge.webhook.queue.depth', {
    unit: '{delivery}',
    description:
      'Deliveries waiting in the queue: `pending` (due or scheduled for a retry) and `processing` (claimed by a worker).',
  });
  depth.addCallback(async (result) => {
    // One worker per database; several replicas read the same rows, so aggregate with max().
    for (const read of readers) {
      try {
        const counts = await read();
        result.observe(counts.pending, { 'shopforge.webhook.state': 'pending' });
        result.observe(counts.processing, { 'shopforge.webhook.state': 'processing' });
      } catch {
        // A closing or unreachable database: no point this time, rather than a failed collection.
      }
    }
  });
  return {
    attempts: meter.createCounter('shopforge.webhook.attempts', {
      unit: '{attempt}',
      description: 'Delivery attempts by outcome.',
    }),
  };
});

/** The worker's queue is observed while it runs (start → stop). */
export function watchQueueDepth(read: QueueDepthReader): () => void {
  readers.add(read);
  webhookInstruments();
  return () => {
    readers.delete(read);
  };
}

export function countAttempt(outcome: AttemptOutcome): void {
  webhookInstruments().attempts.add(1, { 'shopforge.webhook.outcome': outcome });
}
