import { generateWebhookSecret } from '@shopforge/webhook-signature';
import type { MerchantApi } from '../merchant-api';
import type { Output } from '../output';
import { deliveryLine, deliveryRecord } from './delivery-report';
import { followEvents } from './event-stream';
import { forwardEvent } from './forward';
import type { SseEvent } from './sse-parser';

export interface ListenOptions {
  api: MerchantApi;
  /** The receiver, an http(s) URL. */
  forwardTo: string;
  /** Only these event types; every one when absent. */
  types?: readonly string[] | undefined;
  out: Output;
  /** Ends the session: the stream closes, a delivery under way is abandoned, listen() resolves. */
  stop: AbortSignal;
  forwardTimeoutMs?: number;
  /** See FollowOptions.idleMs. */
  idleMs?: number;
}

const FORWARD_TIMEOUT_MS = 10_000;

/**
 * `shopforge listen`: follows the shop's event stream and delivers each event to `forwardTo`,
 * signed with a secret made for this session. Events are delivered one at a time, in the order
 * they came, while the stream goes on being read: a slow receiver delays deliveries, never the
 * stream (whose keep-alives tell a live connection from a dead one). Resolves when stopped;
 * rejects when the stream cannot be opened, or is refused for good after a reconnection.
 */
export async function listen(options: ListenOptions): Promise<void> {
  const { out, forwardTo } = options;
  const target = {
    url: forwardTo,
    secret: generateWebhookSecret(),
    timeoutMs: options.forwardTimeoutMs ?? FORWARD_TIMEOUT_MS,
  };
  // Ends the deliveries too when the stream fails for good, not only when the user stops.
  const session = new AbortController();
  const endSession = () => session.abort();
  options.stop.addEventListener('abort', endSession, { once: true });
  let deliveries = Promise.resolve();
  const deliver = (event: SseEvent) => {
    deliveries = deliveries.then(async () => {
      if (session.signal.aborted) return;
      try {
        const delivery = await forwardEvent(event, target, session.signal);
        out.entry(deliveryRecord(delivery), deliveryLine(delivery));
      } catch (error) {
        // Abandoned because the session ended: not a delivery to report.
        if (!session.signal.aborted) throw error;
      }
    });
  };
  try {
    for await (const news of followEvents(options.api, {
      types: options.types,
      signal: options.stop,
      idleMs: options.idleMs,
    })) {
      if (news.kind === 'event') deliver(news.event);
      else if (news.kind === 'lost') {
        out.notice(`Lost the event stream (${news.reason}); reconnecting in ${news.retryMs / 1000} s…`);
      } else if (news.reconnected) out.notice('Reconnected to the event stream.');
      else {
        out.entry(
          { type: 'ready', forward_to: forwardTo, webhook_secret: target.secret },
          `Ready! Forwarding events to ${forwardTo}. Your webhook signing secret is ${target.secret} (Ctrl-C to stop)`,
        );
      }
    }
  } finally {
    options.stop.removeEventListener('abort', endSession);
    session.abort();
    await deliveries;
  }
}
