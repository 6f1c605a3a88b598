import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, isWebhookSecret, standardWebhooksKey } from './secret';
import { signDelivery, unescapedLegacySignature } from './sign';
import { parseSignatureV2, verifyWebhook } from './verify';

const secret = generateWebhookSecret();
const deliveryId = '0190f5a0-0000-7000-8000-0000000000d1';
const timestamp = 1_793_527_200;
const body =
  '{"event":"order:paid","data":{"url":"https:\\/\\/shop.example\\/x","total":10.5},"created_at":1793527200}';
const headers = signDelivery({ secret, deliveryId, event: 'order:paid', timestamp, body });
const at = () => timestamp;

describe('delivery signatures', () => {
  it('signs V2 as lowercase hex HMAC-SHA256 of <deliveryId>.<timestamp>.<rawBody>, keyed by the secret', () => {
    const byHand = createHmac('sha256', secret).update(`${deliveryId}.${timestamp}.${body}`).digest('hex');
    expect(headers['X-Shopforge-Signature-V2']).toBe(`v1,t=${timestamp},h=${byHand}`);
    expect(byHand).toMatch(/^[0-9a-f]{64}$/);
    expect(headers['X-Shopforge-Signature-V2-Algorithm']).toBe('HMAC-SHA256');
  });

  it('sends every spec header and the Standard Webhooks headers', () => {
    expect(headers).toMatchObject({
      'Content-Type': 'application/json',
      'User-Agent': 'Shopforge-Webhook/1.0',
      'X-Shopforge-Event': 'order:paid',
      'X-Shopforge-Delivery': deliveryId,
      'X-Shopforge-Timestamp': String(timestamp),
      'webhook-id': deliveryId,
      'webhook-timestamp': String(timestamp),
    });
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
  });

  it('keeps the legacy SHA-512 signatures: over the body, and over the body with \\/ unescaped', () => {
    expect(headers['X-Shopforge-Signature']).toBe(createHmac('sha512', secret).update(body).digest('hex'));
    const unescaped = body.replaceAll('\\/', '/');
    expect(headers['X-Shopforge-Unescaped-Signature']).toBe(
      createHmac('sha512', secret).update(unescaped).digest('hex'),
    );
    expect(unescapedLegacySignature(secret, body)).not.toBe(headers['X-Shopforge-Signature']);
  });

  it('is accepted by the standardwebhooks library, which refuses a tampered body', () => {
    const lowercase = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const wh = new Webhook(secret);
    // The library checks its own clock against the timestamp: sign for now.
    const now = Math.floor(Date.now() / 1000);
    const fresh = Object.fromEntries(
      Object.entries(signDelivery({ secret, deliveryId, event: 'order:paid', timestamp: now, body })).map(
        ([k, v]) => [k.toLowerCase(), v],
      ),
    );
    expect(() => wh.verify(body, fresh)).not.toThrow();
    expect(() => wh.verify(body.replace('10.5', '99'), fresh)).toThrow();
    expect(lowercase['webhook-id']).toBe(deliveryId);
  });
});

describe('verifyWebhook', () => {
  it('accepts the raw body and returns the delivery id and event', () => {
    expect(verifyWebhook({ secret, rawBody: body, headers, now: at })).toEqual({
      ok: true,
      deliveryId,
      event: 'order:paid',
      timestamp,
    });
    expect(verifyWebhook({ secret, rawBody: Buffer.from(body), headers, now: at }).ok).toBe(true);
  });

  it('looks headers up case-insensitively, as Node lower-cases them', () => {
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    expect(verifyWebhook({ secret, rawBody: body, headers: lower, now: at }).ok).toBe(true);
  });

  it('refuses re-serialised JSON: only the raw bytes verify', () => {
    const reserialised = JSON.stringify(JSON.parse(body));
    expect(reserialised).not.toBe(body);
    expect(verifyWebhook({ secret, rawBody: reserialised, headers, now: at })).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    });
  });

  it('refuses a tampered body and another webhook’s secret', () => {
    expect(verifyWebhook({ secret, rawBody: body.replace('10.5', '1.5'), headers, now: at }).ok).toBe(false);
    expect(verifyWebhook({ secret: generateWebhookSecret(), rawBody: body, headers, now: at })).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    });
  });

  it('refuses a t that differs from the timestamp header, a missing marker and missing headers', () => {
    const shifted = { ...headers, 'X-Shopforge-Timestamp': String(timestamp + 1) };
    expect(verifyWebhook({ secret, rawBody: body, headers: shifted, now: at })).toEqual({
      ok: false,
      reason: 'timestamp_mismatch',
    });
    const noMarker = {
      ...headers,
      'X-Shopforge-Signature-V2': (headers['X-Shopforge-Signature-V2'] ?? '').replace('v1,', 'v2,'),
    };
    expect(verifyWebhook({ secret, rawBody: body, headers: noMarker, now: at })).toEqual({
      ok: false,
      reason: 'malformed_signature',
    });
    expect(verifyWebhook({ secret, rawBody: body, headers: {}, now: at })).toEqual({
      ok: false,
      reason: 'missing_header',
    });
  });

  it('refuses a delivery signed outside the tolerance window (replays)', () => {
    expect(verifyWebhook({ secret, rawBody: body, headers, now: () => timestamp + 301 })).toEqual({
      ok: false,
      reason: 'timestamp_out_of_tolerance',
    });
    expect(
      verifyWebhook({ secret, rawBody: body, headers, now: () => timestamp + 301, toleranceSeconds: 600 }).ok,
    ).toBe(true);
  });

  it('parses the V2 header strictly', () => {
    expect(parseSignatureV2(`v1,t=1,h=${'a'.repeat(64)}`)).toEqual({ t: '1', h: 'a'.repeat(64) });
    expect(parseSignatureV2(`v1,t=1,h=${'A'.repeat(64)}`)).toBeNull();
    expect(parseSignatureV2('v1,t=x,h=00')).toBeNull();
  });
});

describe('webhook secrets', () => {
  it('are whsec_ plus 32 random bytes, different every time, decodable for Standard Webhooks', () => {
    const other = generateWebhookSecret();
    expect(other).not.toBe(secret);
    expect(isWebhookSecret(secret)).toBe(true);
    expect(standardWebhooksKey(secret)).toHaveLength(32);
    expect(isWebhookSecret('whsec_short')).toBe(false);
  });
});
