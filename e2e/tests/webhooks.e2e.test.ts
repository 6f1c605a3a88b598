import { WEBHOOK_DELIVERY_PROGRESS_EVENT } from '@shopforge/contracts';
import type { EventEnvelope } from '@shopforge/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { startReceiver } from '../src/receiver';
import { verifyByHand, verifyStandard } from '../src/signatures';
import { newShop } from '../src/shops';

let p: TestPlatform;
const progress: EventEnvelope[] = [];
beforeAll(async () => {
  p = await platform();
  // Watch the timeline link as billing will: its own consumer group on the webhook topic.
  await p.bus.subscribe('shopforge.webhook', 'e2e-timeline-watch', async (event) => {
    if (event.type === WEBHOOK_DELIVERY_PROGRESS_EVENT) progress.push(event);
  });
});

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const receivers: Receiver[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});
async function receiver(status = 200) {
  const r = await startReceiver(status);
  receivers.push(r);
  return r;
}

async function createWebhook(token: string, url: string, events: string[]) {
  const res = await call(p.gatewayUrl, 'POST', '/dev/v1/webhooks', { token, body: { url, events } });
  expect(res.status).toBe(201);
  return (res.body as { data: { id: string; secret: string } }).data;
}

describe('webhooks through the gateway', () => {
  it('a test delivery arrives signed; both verifiers accept it and refuse a tampered body', async () => {
    const { fullKey } = await newShop(p);
    const r = await receiver();
    const hook = await createWebhook(fullKey, r.url, ['order:paid']);
    expect(hook.secret).toMatch(/^whsec_/);
    const queued = await call(p.gatewayUrl, 'POST', `/dev/v1/webhooks/${hook.id}/test`, {
      token: fullKey,
      body: { event: 'order:paid' },
    });
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({
      message: 'Test webhook queued',
      data: { status: 'PENDING', is_test: true },
    });
    const [delivery] = await r.waitFor(1);
    expect(delivery?.headers['x-shopforge-event']).toBe('order:paid');
    expect(JSON.parse(delivery?.rawBody ?? '{}')).toMatchObject({
      event: 'order:paid',
      data: { status: 'COMPLETED' },
    });
    expect(verifyByHand(hook.secret, delivery?.headers ?? {}, delivery?.rawBody ?? '')).toBe(true);
    expect(verifyStandard(hook.secret, delivery?.headers ?? {}, delivery?.rawBody ?? '')).toBe(true);
    const tampered = (delivery?.rawBody ?? '').replace('COMPLETED', 'REFUNDED');
    expect(verifyByHand(hook.secret, delivery?.headers ?? {}, tampered)).toBe(false);
    expect(verifyStandard(hook.secret, delivery?.headers ?? {}, tampered)).toBe(false);
  });

  it('an event a service wrote to its outbox (product:created) reaches the subscribed endpoint', async () => {
    const { fullKey } = await newShop(p);
    const r = await receiver();
    const hook = await createWebhook(fullKey, r.url, ['product:created']);
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      body: { title: 'Webhook Game Key', price: 12.5, type: 'SERIALS' },
    });
    expect(created.status).toBe(201);
    const product = (created.body as { data: { id: string; uniqid: string } }).data;
    const [delivery] = await r.waitFor(1);
    const body = JSON.parse(delivery?.rawBody ?? '{}');
    expect(body).toMatchObject({
      event: 'product:created',
      data: { id: product.id, uniqid: product.uniqid, title: 'Webhook Game Key', price: 12.5 },
      ordering_key: product.id,
    });
    expect(typeof body.sequence).toBe('number');
    expect(verifyByHand(hook.secret, delivery?.headers ?? {}, delivery?.rawBody ?? '')).toBe(true);
    expect(verifyStandard(hook.secret, delivery?.headers ?? {}, delivery?.rawBody ?? '')).toBe(true);
  });

  it("continues the API request's trace through the outbox, the bus and the delivery attempt", async () => {
    const { fullKey } = await newShop(p);
    const r = await receiver();
    await createWebhook(fullKey, `${r.url}?token=s3cr3t-query`, ['product:created']);
    p.spans.reset();
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      body: { title: 'Traced Key', price: 3, type: 'SERIALS' },
    });
    expect(created.status).toBe(201);
    const gatewayServer = p.spans
      .getFinishedSpans()
      .find(
        (span) =>
          span.kind === 1 &&
          span.attributes['shopforge.component'] === 'gateway' &&
          JSON.stringify(span.attributes).includes('/dev/v1/products'),
      );
    const traceId = gatewayServer?.spanContext().traceId;
    expect(traceId).toBeDefined();
    const [delivery] = await r.waitFor(1);
    // Our trace context stays inside: the merchant gets no traceparent.
    expect(delivery?.headers.traceparent).toBeUndefined();
    let deliverSpan: ReturnType<typeof p.spans.getFinishedSpans>[number] | undefined;
    for (let i = 0; i < 50 && !deliverSpan; i++) {
      deliverSpan = p.spans
        .getFinishedSpans()
        .find(
          (span) => span.name === 'webhook deliver product:created' && span.spanContext().traceId === traceId,
        );
      if (!deliverSpan) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(deliverSpan?.attributes['http.response.status_code']).toBe(200);
    const attributes = JSON.stringify(p.spans.getFinishedSpans().map((span) => span.attributes));
    expect(attributes).not.toContain('s3cr3t-query');
    expect(attributes).not.toContain('whsec_');
  });

  it('a failing endpoint gets exactly 5 attempts on the scaled schedule, then FAILED; manual retry resends the frozen body', async () => {
    const { fullKey } = await newShop(p);
    const r = await receiver(500);
    const hook = await createWebhook(fullKey, r.url, ['order:paid']);
    const queued = await call(p.gatewayUrl, 'POST', `/dev/v1/webhooks/${hook.id}/test`, {
      token: fullKey,
      body: { event: 'order:paid' },
    });
    const logId = (queued.body as { data: { id: string } }).data.id;
    const attempts = await r.waitFor(5);
    // Scaled schedule (WEBHOOK_RETRY_SCALE 0.0005): 60, 120, 240, 480 ms between attempts.
    const gaps = attempts.slice(1).map((a, i) => a.at - (attempts[i]?.at ?? 0));
    for (const [i, gap] of gaps.entries()) expect(gap).toBeGreaterThanOrEqual(60 * 2 ** i - 5);
    let log:
      | { status: string; attempts: number; response_code: number; attempt_history: unknown[] }
      | undefined;
    for (let i = 0; i < 100 && log?.status !== 'FAILED'; i++) {
      const res = await call(p.gatewayUrl, 'GET', `/dev/v1/webhooks/logs/${logId}`, { token: fullKey });
      log = (res.body as { data: typeof log }).data;
      if (log?.status !== 'FAILED') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(log).toMatchObject({ status: 'FAILED', attempts: 5, response_code: 500 });
    expect(log?.attempt_history).toHaveLength(5);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(r.received).toHaveLength(5);

    const steps = progress
      .filter((e) => e.aggregate_id === logId)
      .map((e) => `${e.data.status}/${e.data.attempts}`);
    expect(steps).toEqual(['PENDING/0', 'PENDING/1', 'PENDING/2', 'PENDING/3', 'PENDING/4', 'FAILED/5']);

    r.setStatus(200);
    const retried = await call(p.gatewayUrl, 'POST', `/dev/v1/webhooks/logs/${logId}/retry`, {
      token: fullKey,
    });
    expect(retried.status).toBe(202);
    const retryId = (retried.body as { data: { id: string; retry_of: string } }).data;
    expect(retryId.retry_of).toBe(logId);
    const all = await r.waitFor(6);
    expect(all[5]?.rawBody).toBe(all[0]?.rawBody);
    expect(all[5]?.headers['x-shopforge-delivery']).toBe(retryId.id);
    expect(all[5]?.headers['x-shopforge-delivery']).not.toBe(all[0]?.headers['x-shopforge-delivery']);

    const again = await call(p.gatewayUrl, 'POST', `/dev/v1/webhooks/logs/${retryId.id}/retry`, {
      token: fullKey,
    });
    expect([400]).toContain(again.status);
  });

  it('after an outage the events API shows what happened, and one replay since it brings every missed event once more, signed', async () => {
    const { fullKey } = await newShop(p);
    const r = await receiver();
    const hook = await createWebhook(fullKey, r.url, ['product:created']);
    const createProduct = async (title: string) => {
      const res = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
        token: fullKey,
        body: { title, price: 3, type: 'SERVICE' },
      });
      expect(res.status).toBe(201);
      return (res.body as { data: { id: string } }).data.id;
    };
    const before = await createProduct('Before the outage');
    await r.waitFor(1);

    const outageFrom = Math.floor(Date.now() / 1000);
    r.setStatus(503);
    const missed = [await createProduct('Missed one'), await createProduct('Missed two')];
    // Five attempts each on the scaled schedule, then FAILED.
    const failedLogs = async () => {
      const query = new URLSearchParams({ webhook_id: hook.id, status: 'FAILED' });
      const res = await call(p.gatewayUrl, 'GET', `/dev/v1/webhooks/logs?${query}`, { token: fullKey });
      return (res.body as { data: { event_id: string }[] }).data;
    };
    for (let i = 0; i < 200 && (await failedLogs()).length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await failedLogs()).toHaveLength(2);

    const filters = JSON.stringify([{ field: 'type', op: 'eq', value: 'product:created' }]);
    const listed = await call(p.gatewayUrl, 'GET', `/dev/v1/events?${new URLSearchParams({ filters })}`, {
      token: fullKey,
    });
    expect(listed.status).toBe(200);
    const events = (listed.body as { data: { id: string; object_id: string; data: { title: string } }[] })
      .data;
    expect(events.map((e) => e.object_id)).toEqual([missed[1], missed[0], before]);
    const one = await call(p.gatewayUrl, 'GET', `/dev/v1/events/${events[0]?.id}`, { token: fullKey });
    expect(one.body).toMatchObject({ data: { id: events[0]?.id, data: { title: 'Missed two' } } });

    r.setStatus(200);
    const arrivedBefore = r.received.length;
    const replay = await call(p.gatewayUrl, 'POST', `/dev/v1/webhooks/${hook.id}/replay`, {
      token: fullKey,
      body: { since: outageFrom, only_failed: true },
    });
    expect(replay.status).toBe(202);
    expect(replay.body).toMatchObject({ data: { webhook_id: hook.id, queued: 2, has_more: false } });
    const all = await r.waitFor(arrivedBefore + 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(r.received).toHaveLength(arrivedBefore + 2);
    const replayed = all.slice(arrivedBefore);
    expect(replayed.map((d) => JSON.parse(d.rawBody).data.id).sort()).toEqual([...missed].sort());
    for (const delivery of replayed) {
      expect(verifyByHand(hook.secret, delivery.headers, delivery.rawBody)).toBe(true);
      expect(verifyStandard(hook.secret, delivery.headers, delivery.rawBody)).toBe(true);
    }
  });

  it('a rotated secret: deliveries verify with the new one and, during the overlap, with the previous one too', async () => {
    const { fullKey } = await newShop(p);
    const r = await receiver();
    const hook = await createWebhook(fullKey, r.url, ['order:paid']);
    const rotated = await call(p.gatewayUrl, 'POST', `/dev/v1/webhooks/${hook.id}/rotate-secret`, {
      token: fullKey,
      body: { overlap_seconds: 600 },
    });
    expect(rotated.status).toBe(200);
    const fresh = (rotated.body as { data: { secret: string; previous_secret_expires_at: number } }).data;
    expect(fresh.previous_secret_expires_at).toBeGreaterThan(Date.now() / 1000 + 590);
    await call(p.gatewayUrl, 'POST', `/dev/v1/webhooks/${hook.id}/test`, {
      token: fullKey,
      body: { event: 'order:paid' },
    });
    const [delivery] = await r.waitFor(1);
    const headers = delivery?.headers ?? {};
    const raw = delivery?.rawBody ?? '';
    // The spec's V2 header: the new secret; the previous one's signature in a header of its own.
    expect(verifyByHand(fresh.secret, headers, raw)).toBe(true);
    expect(
      verifyByHand(
        hook.secret,
        { ...headers, 'x-shopforge-signature-v2': headers['x-shopforge-signature-v2-previous'] },
        raw,
      ),
    ).toBe(true);
    // The official Standard Webhooks library accepts either secret.
    expect(verifyStandard(fresh.secret, headers, raw)).toBe(true);
    expect(verifyStandard(hook.secret, headers, raw)).toBe(true);
  });

  it('stores a product-level webhook under the product id, given its uniqid, and refuses another shop’s product', async () => {
    const { fullKey } = await newShop(p);
    const other = await newShop(p);
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      body: { title: 'Scoped', price: 1, type: 'SERVICE' },
    });
    const product = (created.body as { data: { id: string; uniqid: string } }).data;
    const hook = await call(p.gatewayUrl, 'POST', '/dev/v1/webhooks', {
      token: fullKey,
      body: { url: 'http://127.0.0.1:9/p', events: ['order:paid'], product_id: product.uniqid },
    });
    expect((hook.body as { data: { product_id: string } }).data.product_id).toBe(product.id);
    const foreign = await call(p.gatewayUrl, 'POST', '/dev/v1/webhooks', {
      token: other.fullKey,
      body: { url: 'http://127.0.0.1:9/p', events: ['order:paid'], product_id: product.id },
    });
    expect(foreign.status).toBe(422);
    expect(errorOf(foreign).code).toBe('VALIDATION_ERROR');
  });

  it('refuses a merchant URL on the metadata address with the same 422 wherever it is saved', async () => {
    const { fullKey: token } = await newShop(p);
    const url = 'http://169.254.169.254/latest/meta-data/';
    const attempts: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/dev/v1/webhooks', { url, events: ['order:paid'] }, 'url'],
      [
        'POST',
        '/dev/v1/payments',
        { title: 'Top-up', email: 'buyer@example.com', value: 5, currency: 'EUR', webhook: url },
        'webhook',
      ],
      [
        'POST',
        '/dev/v1/products',
        { title: 'Supplier', price: 5, type: 'DYNAMIC', dynamic_webhook: url },
        'dynamic_webhook',
      ],
    ];
    for (const [method, path, body, field] of attempts) {
      const res = await call(p.gatewayUrl, method, path, { token, body });
      expect([res.status, errorOf(res)], path).toEqual([
        422,
        {
          code: 'VALIDATION_ERROR',
          message: 'The request has invalid fields.',
          doc_url: expect.any(String),
          request_id: res.headers['x-request-id'],
          details: [
            {
              field,
              message:
                'The host "169.254.169.254" resolves to a non-public address (metadata); the URL must be reachable on the public internet.',
            },
          ],
        },
      ]);
    }
  });

  it('refuses wildcards and unknown names with 422 details naming each entry', async () => {
    const { fullKey } = await newShop(p);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/webhooks', {
      token: fullKey,
      body: { url: 'http://127.0.0.1:9/x', events: ['order:paid', 'order:*', 'order:teleported'] },
    });
    expect(res.status).toBe(422);
    const error = (res.body as { error: { code: string; details: { field: string; message: string }[] } })
      .error;
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details.map((d) => d.field)).toEqual(['events.1', 'events.2']);
    expect(error.details[0]?.message).toMatch(/Wildcards/);
  });

  it('lists, reads, updates and deletes webhooks; logs are page-numbered', async () => {
    const { fullKey } = await newShop(p);
    const hook = await createWebhook(fullKey, 'http://127.0.0.1:9/x', ['order:paid']);
    const list = await call(p.gatewayUrl, 'GET', '/dev/v1/webhooks', { token: fullKey });
    expect((list.body as { data: { id: string }[] }).data.map((w) => w.id)).toEqual([hook.id]);
    const patched = await call(p.gatewayUrl, 'PATCH', `/dev/v1/webhooks/${hook.id}`, {
      token: fullKey,
      body: { description: 'main endpoint' },
    });
    expect((patched.body as { data: { description: string; events: string[] } }).data).toMatchObject({
      description: 'main endpoint',
      events: ['order:paid'],
    });
    const rotated = await call(p.gatewayUrl, 'POST', `/dev/v1/webhooks/${hook.id}/rotate-secret`, {
      token: fullKey,
    });
    expect((rotated.body as { data: { secret: string } }).data.secret).not.toBe(hook.secret);
    const logs = await call(p.gatewayUrl, 'GET', '/dev/v1/webhooks/logs?page=1', { token: fullKey });
    expect((logs.body as { pagination: unknown }).pagination).toEqual({
      total: 0,
      page: 1,
      limit: 25,
      total_pages: 0,
      has_more: false,
    });
    const deleted = await call(p.gatewayUrl, 'DELETE', `/dev/v1/webhooks/${hook.id}`, { token: fullKey });
    expect(deleted.status).toBe(200);
    const gone = await call(p.gatewayUrl, 'GET', `/dev/v1/webhooks/${hook.id}`, { token: fullKey });
    expect(gone.status).toBe(404);
    expect(errorOf(gone).code).toBe('NOT_FOUND');
  });
});
