import { countDeadLetters } from '@shopforge/events';
import { SERVICE_NAMES } from '@shopforge/service-kit';
import { Redis } from 'ioredis';
import type { Figures } from '../report';
import { checkLedgerAndCodes, type LedgerFigures, type SerialFigures } from '../scenarios/invariants';
import { describeUnhandledEvents, type UnhandledEvent } from './lost-events';
import type { TopologyPlatform } from './topology-platform';
import type { Outcome } from './workload';

export interface InvariantInput {
  p: TopologyPlatform;
  outcomes: readonly Outcome[];
  merchantShopId: string;
  webhookId: string;
  /** The event types the merchant's endpoint subscribes to. */
  subscribed: readonly string[];
  received: readonly { deliveryId: string; event: string; signed: boolean }[];
  ledger: () => Promise<LedgerFigures>;
  serials: () => Promise<SerialFigures>;
  unitCents: number;
  progressEvent: string;
}

/** How long the platform may take to finish what the load left in flight (events, deliveries, sagas). */
const SETTLE_WITHIN_MS = 120_000;

const count = async (
  p: TopologyPlatform,
  service: (typeof SERVICE_NAMES)[number],
  sql: string,
  params: unknown[] = [],
) => Number((await p.databases.query<{ n: string }>(service, sql, params))[0]?.n ?? 0);

/** What is still in flight: unpublished outbox rows, unfinished deliveries, reseller orders mid-saga. */
async function inFlight(input: InvariantInput): Promise<string[]> {
  const { p } = input;
  const open: string[] = [];
  for (const service of SERVICE_NAMES) {
    const n = await count(
      p,
      service,
      'SELECT count(*)::text AS n FROM outbox_events WHERE published_at IS NULL',
    );
    if (n > 0) open.push(`${n} unpublished ${service} events`);
  }
  const deliveries = await count(
    p,
    'webhook',
    `SELECT count(*)::text AS n FROM webhook_deliveries WHERE webhook_id = $1 AND status <> 'SUCCESS'`,
    [input.webhookId],
  );
  if (deliveries > 0) open.push(`${deliveries} deliveries not yet delivered`);
  const ledger = await input.ledger();
  if (ledger.pendingOrders > 0) open.push(`${ledger.pendingOrders} reseller orders mid-saga`);
  // Published is not consumed: an event can sit in a consumer group for a visibility timeout
  // (a replica died holding it, a fault made its handler fail), and an order retried just before
  // this check has events the consumers have not read yet.
  const unread = await unconsumed(input);
  if (unread.fanOut > 0) open.push(`${unread.fanOut} events not yet fanned out`);
  if (unread.timeline > 0) open.push(`${unread.timeline} delivery progress events not yet in billing`);
  return open;
}

/** The merchant's subscribed events webhook has not fanned out, and progress events billing has not read. */
async function unconsumed(input: InvariantInput): Promise<{ fanOut: number; timeline: number }> {
  const { p, merchantShopId } = input;
  const ids = async (service: (typeof SERVICE_NAMES)[number], sql: string, params: unknown[] = []) =>
    new Set((await p.databases.query<{ id: string }>(service, sql, params)).map((row) => row.id));
  const events = new Set<string>();
  for (const service of ['catalog', 'billing'] as const) {
    for (const id of await ids(
      service,
      'SELECT id::text AS id FROM outbox_events WHERE shop_id = $1 AND type = ANY($2)',
      [merchantShopId, input.subscribed],
    ))
      events.add(id);
  }
  const fannedOut = await ids(
    'webhook',
    `SELECT event_id::text AS id FROM processed_events WHERE consumer = 'webhook.fan-out'`,
  );
  const progress = await ids(
    'webhook',
    `SELECT id::text AS id FROM outbox_events WHERE type = $1 AND shop_id = $2 AND payload->>'invoice_uniqid' IS NOT NULL`,
    [input.progressEvent, merchantShopId],
  );
  const timeline = await ids(
    'billing',
    `SELECT event_id::text AS id FROM processed_events WHERE consumer = 'billing.webhook-timeline'`,
  );
  return {
    fanOut: [...events].filter((id) => !fannedOut.has(id)).length,
    timeline: [...progress].filter((id) => !timeline.has(id)).length,
  };
}

/**
 * After the load: waits until nothing is in flight, then checks that every acknowledged write
 * exists once, that every event reached each consumer group once in effect (webhook fan-out:
 * one delivery per event; billing's timeline: every delivery progress processed), that every
 * delivery arrived signed, that no invoice was charged twice, and that the reseller's ledger and
 * serial codes agree.
 */
export async function checkTopologyInvariants(figures: Figures, input: InvariantInput): Promise<void> {
  const { p, outcomes, merchantShopId, webhookId } = input;
  const settleFrom = Date.now();
  let open = await inFlight(input);
  while (open.length > 0 && Date.now() - settleFrom < SETTLE_WITHIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    open = await inFlight(input);
  }
  figures.check(
    open.length === 0,
    `still in flight ${SETTLE_WITHIN_MS / 1000} s after the load: ${open.join(', ')}`,
  );
  figures.set('settled after the load', `${((Date.now() - settleFrom) / 1000).toFixed(1)} s`);

  // Every acknowledged product exists, once.
  const products = await p.databases.query<{ id: string }>(
    'catalog',
    'SELECT id::text FROM products WHERE shop_id = $1',
    [merchantShopId],
  );
  const productIds = new Set(products.map((row) => row.id));
  const ackedProducts = outcomes.filter((o) => o.op === 'product' && o.status === 201 && o.id);
  const lostProducts = ackedProducts.filter((o) => !productIds.has(o.id as string)).length;
  figures.check(lostProducts === 0, `${lostProducts} products answered 201 but not stored`);

  // Every developer order key ends as exactly one invoice.
  const ackedOrders = new Map<string, Outcome>();
  for (const o of outcomes) if (o.op === 'dev-order' && o.status === 201 && o.key) ackedOrders.set(o.key, o);
  const invoices = await p.databases.query<{ uniqid: string; status: string }>(
    'billing',
    `SELECT uniqid::text, status FROM invoices WHERE shop_id = $1 AND kind = 'PRODUCT'`,
    [merchantShopId],
  );
  const invoiceByUniqid = new Map(invoices.map((row) => [row.uniqid, row.status]));
  const distinctAcked = new Set([...ackedOrders.values()].map((o) => o.id));
  figures.check(
    invoices.length === distinctAcked.size,
    `${invoices.length} invoices for ${distinctAcked.size} acknowledged order keys`,
  );
  const unpaid = outcomes.filter((o) => o.paid && invoiceByUniqid.get(o.id as string) !== 'COMPLETED');
  figures.check(
    unpaid.length === 0,
    `${unpaid.length} orders acknowledged as paid are not COMPLETED: ${unpaid
      .slice(0, 5)
      .map((o) => `${o.id} ${invoiceByUniqid.get(o.id as string)}`)
      .join(', ')}`,
  );
  const charged = await count(
    p,
    'billing',
    `SELECT count(*)::text AS n FROM (
       SELECT a.invoice_id FROM payment_attempts a JOIN invoices i ON i.id = a.invoice_id
       WHERE i.shop_id = $1 AND a.status = 'SUCCEEDED' GROUP BY a.invoice_id HAVING count(*) > 1) t`,
    [merchantShopId],
  );
  figures.check(charged === 0, `${charged} invoices charged more than once`);

  // Webhook fan-out: each subscribed event of the merchant, one delivery.
  const events: UnhandledEvent[] = [];
  for (const service of ['catalog', 'billing'] as const) {
    events.push(
      ...(await p.databases.query<UnhandledEvent>(
        service,
        `SELECT id::text, type, aggregate_id, published_at::text FROM outbox_events
         WHERE shop_id = $1 AND type = ANY($2)`,
        [merchantShopId, input.subscribed],
      )),
    );
  }
  const deliveries = await p.databases.query<{ id: string; source_event_id: string | null; status: string }>(
    'webhook',
    'SELECT id::text, source_event_id::text, status FROM webhook_deliveries WHERE webhook_id = $1',
    [webhookId],
  );
  const perEvent = new Map<string, number>();
  for (const d of deliveries)
    if (d.source_event_id) perEvent.set(d.source_event_id, (perEvent.get(d.source_event_id) ?? 0) + 1);
  const unhandled = events.filter((e) => !perEvent.has(e.id));
  const undelivered = unhandled.length;
  const doubled = [...perEvent.values()].filter((n) => n > 1).length;
  figures.check(
    undelivered === 0,
    `${undelivered} of ${events.length} events fanned out to no delivery${
      undelivered > 0 && (process.env.EVENT_BUS ?? 'redis') === 'redis'
        ? `:\n      ${await describeUnhandledEvents(p.redis.url, 'webhook', unhandled)}`
        : ''
    }`,
  );
  figures.check(doubled === 0, `${doubled} events fanned out twice`);

  // Every delivery arrived, signed.
  const arrived = new Set(input.received.map((r) => r.deliveryId));
  const missing = deliveries.filter((d) => !arrived.has(d.id)).length;
  const unsigned = input.received.filter((r) => !r.signed).length;
  figures.check(missing === 0, `${missing} of ${deliveries.length} deliveries never reached the receiver`);
  figures.check(unsigned === 0, `${unsigned} requests at the receiver without a valid signature`);

  // Billing's timeline consumer: every delivery progress about an invoice, processed once.
  const progress = await p.databases.query<{ id: string }>(
    'webhook',
    `SELECT id::text FROM outbox_events WHERE type = $1 AND shop_id = $2 AND payload->>'invoice_uniqid' IS NOT NULL`,
    [input.progressEvent, merchantShopId],
  );
  const processed = new Set(
    (
      await p.databases.query<{ event_id: string }>(
        'billing',
        `SELECT event_id::text FROM processed_events WHERE consumer = 'billing.webhook-timeline'`,
      )
    ).map((row) => row.event_id),
  );
  const unprocessed = progress.filter((row) => !processed.has(row.id)).length;
  figures.check(
    unprocessed === 0,
    `${unprocessed} of ${progress.length} delivery progress events never reached billing`,
  );
  const timelineEntries = await count(
    p,
    'billing',
    `SELECT count(*)::text AS n FROM timeline_entries WHERE shop_id = $1 AND type = 'webhook'`,
    [merchantShopId],
  );
  const invoiceDeliveries = deliveries.filter(
    (d) => d.source_event_id && events.find((e) => e.id === d.source_event_id)?.type !== 'product:created',
  ).length;
  figures.check(
    timelineEntries === invoiceDeliveries,
    `${timelineEntries} webhook timeline entries for ${invoiceDeliveries} order deliveries`,
  );

  // Nothing dead-lettered: a consumer that gave up on an event is an event consumed by no one.
  if ((process.env.EVENT_BUS ?? 'redis') === 'redis') {
    const redis = new Redis(p.redis.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    try {
      const dead = await countDeadLetters(redis);
      figures.check(dead.total === 0, `${dead.total} events dead-lettered: ${JSON.stringify(dead.byTopic)}`);
      figures.set('dead letters', String(dead.total));
    } finally {
      redis.disconnect();
    }
  }

  // The reseller's money and codes.
  const ledger = await input.ledger();
  const codes = await input.serials();
  checkLedgerAndCodes(figures, ledger, codes, input.unitCents);
  const ackedReseller = new Set(
    outcomes.filter((o) => o.op === 'reseller-order' && o.status === 201).map((o) => o.id),
  );
  figures.check(
    ledger.completedOrders === ackedReseller.size,
    `${ledger.completedOrders} reseller orders completed for ${ackedReseller.size} acknowledged`,
  );

  figures.set(
    'afterwards',
    `${productIds.size} products; ${invoices.length} developer orders (${invoices.filter((i) => i.status === 'COMPLETED').length} paid, each charged once); ` +
      `${events.length} webhook events → ${deliveries.length} deliveries, ${input.received.length} requests at the receiver (retries included), all signed; ` +
      `${progress.length} delivery progress events processed by billing, ${timelineEntries} timeline entries; ` +
      `${ledger.completedOrders} reseller orders, ${codes.delivered} codes delivered once each, ledger balanced`,
  );
}
