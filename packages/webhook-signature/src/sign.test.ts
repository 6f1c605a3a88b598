import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signDelivery, signatureV2, unescapedLegacySignature } from './sign.js';
import { body, deliveryId, event, headers, secret, timestamp } from './test-fixtures.js';

describe('signDelivery', () => {
  it('V2 is v1,t=<timestamp>,h=<HMAC-SHA256 of "<deliveryId>.<timestamp>.<rawBody>" keyed by the whole secret>', () => {
    const byHand = createHmac('sha256', secret).update(`${deliveryId}.${timestamp}.${body}`).digest('hex');
    expect(headers['X-Shopforge-Signature-V2']).toBe(`v1,t=${timestamp},h=${byHand}`);
    expect(headers['X-Shopforge-Signature-V2-Algorithm']).toBe('HMAC-SHA256');
  });

  it('V2 signature hex is 64 lowercase characters', () => {
    const h = headers['X-Shopforge-Signature-V2']?.split('h=')[1];
    expect(h).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends every spec header under its exact name, plus the Standard Webhooks headers', () => {
    expect(Object.keys(headers).sort()).toEqual(
      [
        'Content-Type',
        'User-Agent',
        'X-Shopforge-Event',
        'X-Shopforge-Delivery',
        'X-Shopforge-Timestamp',
        'X-Shopforge-Signature-V2',
        'X-Shopforge-Signature-V2-Algorithm',
        'X-Shopforge-Signature',
        'X-Shopforge-Unescaped-Signature',
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ].sort(),
    );
    expect(headers).toMatchObject({
      'Content-Type': 'application/json',
      'User-Agent': 'Shopforge-Webhook/1.0',
      'X-Shopforge-Event': event,
      'X-Shopforge-Delivery': deliveryId,
      'X-Shopforge-Timestamp': String(timestamp),
      'webhook-id': deliveryId,
      'webhook-timestamp': String(timestamp),
    });
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
  });

  it('legacy X-Shopforge-Signature is hex HMAC-SHA512 of the raw body alone', () => {
    expect(headers['X-Shopforge-Signature']).toBe(createHmac('sha512', secret).update(body).digest('hex'));
  });

  it('unescaped legacy signature is HMAC-SHA512 of the body with every \\/ replaced by /', () => {
    const unescaped = body.replaceAll('\\/', '/');
    expect(unescaped).toContain('"https://shop.example/x"');
    const byHand = createHmac('sha512', secret).update(unescaped).digest('hex');
    expect(headers['X-Shopforge-Unescaped-Signature']).toBe(byHand);
    expect(unescapedLegacySignature(secret, body)).toBe(byHand);
    expect(byHand).not.toBe(headers['X-Shopforge-Signature']);
  });

  it('signs a string and its UTF-8 bytes (Buffer, Uint8Array) alike', () => {
    const utf8 = '{"name":"Café ☕"}';
    const expected = signatureV2(secret, deliveryId, timestamp, utf8);
    expect(signatureV2(secret, deliveryId, timestamp, Buffer.from(utf8))).toBe(expected);
    expect(signatureV2(secret, deliveryId, timestamp, new TextEncoder().encode(utf8))).toBe(expected);
  });

  it('refuses a timestamp that is not whole Unix seconds', () => {
    for (const bad of [timestamp + 0.5, -1, Number.NaN]) {
      expect(() => signDelivery({ secret, deliveryId, event, timestamp: bad, body })).toThrow(RangeError);
    }
  });

  it('refuses a parsed JSON body, at compile time and at run time', () => {
    const parsed: unknown = JSON.parse(body);
    // @ts-expect-error a parsed object has lost the bytes that were signed
    expect(() => signDelivery({ secret, deliveryId, event, timestamp, body: parsed })).toThrow(TypeError);
  });
});
