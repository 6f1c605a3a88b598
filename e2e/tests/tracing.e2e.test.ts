import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { startReceiver } from '../src/receiver';
import { newShop } from '../src/shops';

/**
 * One trace from the gateway to the webhook attempt: the request's server span, the
 * tRPC client and server spans, the service's database spans, the outbox write, the consumer
 * and the delivery attempt share one trace id; the relay's batch publish links to it.
 */
let p: TestPlatform;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  p = await platform();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function spansOf(traceId: string, until: (spans: ReadableSpan[]) => boolean): Promise<ReadableSpan[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const spans = p.spans.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
    if (until(spans) || Date.now() > deadline) return spans;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('tracing', () => {
  it('a request’s trace id can be followed from the gateway to the webhook attempt, every hop named by its route', async () => {
    const { fullKey: token } = await newShop(p);
    await call(p.gatewayUrl, 'POST', '/dev/v1/webhooks', {
      token,
      body: { url: receiver.url, events: ['product:created'] },
    });
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: 'Traced', price: 3, type: 'SERVICE' },
    });
    expect(created.status).toBe(201);
    await receiver.waitFor(1);
    const server = p.spans
      .getFinishedSpans()
      .findLast((span) => span.name === 'POST /dev/v1/products' && span.kind === 1);
    const traceId = server?.spanContext().traceId ?? '';
    const spans = await spansOf(traceId, (found) =>
      found.some((span) => span.name.startsWith('webhook deliver')),
    );
    const names = spans.map((span) => span.name);

    expect(names).toEqual(
      expect.arrayContaining([
        'POST /dev/v1/products', // gateway server span, named by its route
        'POST /trpc/products.create', // tRPC client and the catalog service's server span
        'prisma:client:db_query', // the catalog's statements
        'outbox write product:created',
        'shopforge.product process', // the webhook service consuming the event
        'webhook deliver product:created', // the attempt, an HTTP client span
      ]),
    );
    expect(names.filter((name) => name === 'POST /trpc/products.create')).toHaveLength(2);
    // The webhook registration resolved the key; this request reused it (docs/adr/0005).
    expect(names).not.toContain('POST /trpc/auth.resolve');
    const deliver = spans.find((span) => span.name === 'webhook deliver product:created');
    expect(deliver?.kind).toBe(2); // CLIENT
    expect(deliver?.attributes['http.response.status_code']).toBe(200);

    // The relay publishes batches of many requests' events: its span links to this one's write.
    const write = spans.find((span) => span.name === 'outbox write product:created');
    const publish = p.spans
      .getFinishedSpans()
      .find(
        (span) =>
          span.name === 'outbox.relay publish' &&
          span.links.some((link) => link.context.spanId === write?.spanContext().spanId),
      );
    expect(publish).toBeDefined();

    // Span names are routes and operations, never ids.
    expect(
      p.spans
        .getFinishedSpans()
        .filter((span) => UUID.test(span.name))
        .map((span) => span.name),
    ).toEqual([]);
  });

  it('a background poll that finds nothing leaves no trace behind', async () => {
    p.spans.reset();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const roots = p.spans.getFinishedSpans().filter((span) => span.name.startsWith('prisma:'));
    expect(roots).toEqual([]);
  });
});
