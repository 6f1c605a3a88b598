import { describe, expect, it } from 'vitest';
import { signDelivery } from './sign.js';
import { generateWebhookSecret } from './secret.js';
import {
  atSigning,
  body,
  deliveryId,
  event,
  headers,
  lowerCased,
  secret,
  timestamp,
} from './test-fixtures.js';
import { verifyWebhook } from './verify.js';

const accepted = { ok: true, deliveryId, event, timestamp };
const refused = (reason: string) => ({ ok: false, reason });

describe('verifyWebhook', () => {
  it('accepts the raw body (string, Buffer or Uint8Array) and returns delivery id, event and timestamp', () => {
    for (const rawBody of [body, Buffer.from(body), new TextEncoder().encode(body)]) {
      expect(verifyWebhook({ secret, rawBody, headers, now: atSigning })).toEqual(accepted);
    }
  });

  it('looks headers up case-insensitively (Node lower-cases them) and takes the first of repeated ones', () => {
    const upper = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toUpperCase(), v]));
    const repeated = Object.fromEntries(Object.entries(lowerCased(headers)).map(([k, v]) => [k, [v, 'x']]));
    for (const bag of [lowerCased(headers), upper, repeated]) {
      expect(verifyWebhook({ secret, rawBody: body, headers: bag, now: atSigning })).toEqual(accepted);
    }
  });

  it.each([
    ['escaped slashes ("https:\\/\\/x")', '{"url":"https:\\/\\/x"}'],
    ['extra spaces', '{ "event": "order:paid",  "total": 10.5 }'],
  ])('re-serialised JSON of a body with %s fails while the raw body passes', (_case, raw) => {
    const signed = signDelivery({ secret, deliveryId, event, timestamp, body: raw });
    const reserialised = JSON.stringify(JSON.parse(raw));
    expect(reserialised).not.toBe(raw);
    expect(verifyWebhook({ secret, rawBody: raw, headers: signed, now: atSigning })).toEqual(accepted);
    expect(verifyWebhook({ secret, rawBody: reserialised, headers: signed, now: atSigning })).toEqual(
      refused('signature_mismatch'),
    );
  });

  it('a tampered body fails with signature_mismatch', () => {
    const tampered = body.replace('10.5', '1.5');
    expect(verifyWebhook({ secret, rawBody: tampered, headers, now: atSigning })).toEqual(
      refused('signature_mismatch'),
    );
  });

  it('another webhook’s secret fails with signature_mismatch', () => {
    const other = generateWebhookSecret();
    expect(verifyWebhook({ secret: other, rawBody: body, headers, now: atSigning })).toEqual(
      refused('signature_mismatch'),
    );
  });

  it('t ≠ X-Shopforge-Timestamp fails with timestamp_mismatch; moving both breaks the signature', () => {
    const later = String(timestamp + 60);
    const shifted = { ...headers, 'X-Shopforge-Timestamp': later };
    expect(verifyWebhook({ secret, rawBody: body, headers: shifted, now: atSigning })).toEqual(
      refused('timestamp_mismatch'),
    );
    const bothMoved = {
      ...shifted,
      'X-Shopforge-Signature-V2': headers['X-Shopforge-Signature-V2']!.replace(
        `t=${timestamp}`,
        `t=${later}`,
      ),
    };
    expect(verifyWebhook({ secret, rawBody: body, headers: bothMoved, now: atSigning })).toEqual(
      refused('signature_mismatch'),
    );
  });

  it.each([
    ['missing', (v2: string) => v2.replace('v1,', '')],
    ['another version', (v2: string) => v2.replace('v1,', 'v2,')],
  ])('a V2 header with its v1 marker %s fails with malformed_signature', (_case, edit) => {
    const edited = { ...headers, 'X-Shopforge-Signature-V2': edit(headers['X-Shopforge-Signature-V2']!) };
    expect(verifyWebhook({ secret, rawBody: body, headers: edited, now: atSigning })).toEqual(
      refused('malformed_signature'),
    );
  });

  it('a timestamp older or newer than the tolerance (default 300 s) fails with timestamp_out_of_tolerance', () => {
    const at = (now: number) => () => now;
    expect(verifyWebhook({ secret, rawBody: body, headers, now: at(timestamp + 300) }).ok).toBe(true);
    for (const now of [timestamp + 301, timestamp - 301]) {
      expect(verifyWebhook({ secret, rawBody: body, headers, now: at(now) })).toEqual(
        refused('timestamp_out_of_tolerance'),
      );
    }
    const wider = { secret, rawBody: body, headers, now: at(timestamp + 301), toleranceSeconds: 600 };
    expect(verifyWebhook(wider).ok).toBe(true);
  });

  it('a NaN clock or tolerance fails closed', () => {
    expect(verifyWebhook({ secret, rawBody: body, headers, now: () => Number.NaN }).ok).toBe(false);
    const nanTolerance = { secret, rawBody: body, headers, now: atSigning, toleranceSeconds: Number.NaN };
    expect(verifyWebhook(nanTolerance)).toEqual(refused('timestamp_out_of_tolerance'));
  });

  it.each(['X-Shopforge-Signature-V2', 'X-Shopforge-Timestamp', 'X-Shopforge-Delivery', 'X-Shopforge-Event'])(
    'a missing %s fails with missing_header',
    (name) => {
      const { [name]: _dropped, ...rest } = headers;
      expect(verifyWebhook({ secret, rawBody: body, headers: rest, now: atSigning })).toEqual(
        refused('missing_header'),
      );
    },
  );

  it('refuses a parsed JSON body, at compile time and at run time', () => {
    const parsed: unknown = JSON.parse(body);
    // @ts-expect-error what express.json() leaves in req.body cannot be verified
    expect(() => verifyWebhook({ secret, rawBody: parsed, headers, now: atSigning })).toThrow(TypeError);
  });
});

describe('verifyWebhook with the other schemes', () => {
  const bag = lowerCased(headers);

  it('standard: the webhook-* headers verify, any of several signatures may match, and the window applies', () => {
    expect(
      verifyWebhook({ secret, rawBody: body, headers: bag, scheme: 'standard', now: atSigning }),
    ).toEqual({
      ok: true,
      deliveryId,
      event,
      timestamp,
    });
    const other = signDelivery({ secret: generateWebhookSecret(), deliveryId, event, timestamp, body });
    const rotating = {
      ...bag,
      'webhook-signature': `${other['webhook-signature']} ${bag['webhook-signature']}`,
    };
    expect(
      verifyWebhook({ secret, rawBody: body, headers: rotating, scheme: 'standard', now: atSigning }).ok,
    ).toBe(true);
    expect(
      verifyWebhook({
        secret,
        rawBody: body,
        headers: { ...bag, 'webhook-signature': other['webhook-signature'] ?? '' },
        scheme: 'standard',
        now: atSigning,
      }),
    ).toEqual({ ok: false, reason: 'signature_mismatch' });
    expect(
      verifyWebhook({ secret, rawBody: body, headers: bag, scheme: 'standard', now: () => timestamp + 301 }),
    ).toEqual({ ok: false, reason: 'timestamp_out_of_tolerance' });
    expect(
      verifyWebhook({ secret, rawBody: `${body} `, headers: bag, scheme: 'standard', now: atSigning }),
    ).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    });
  });

  it('legacy: the HMAC-SHA512 of the body, or of the body with slashes unescaped, verifies; no window', () => {
    expect(
      verifyWebhook({ secret, rawBody: body, headers: bag, scheme: 'legacy', now: () => timestamp + 86_400 }),
    ).toEqual({
      ok: true,
      deliveryId,
      event,
      timestamp,
    });
    const onlyUnescaped = { ...bag };
    delete onlyUnescaped['x-shopforge-signature'];
    expect(
      verifyWebhook({
        secret,
        rawBody: body.replaceAll('\\/', '/'),
        headers: onlyUnescaped,
        scheme: 'legacy',
      }).ok,
    ).toBe(true);
    expect(verifyWebhook({ secret, rawBody: `${body} `, headers: bag, scheme: 'legacy' })).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    });
    expect(
      verifyWebhook({
        secret,
        rawBody: body,
        headers: { ...bag, 'x-shopforge-signature': 'abc' },
        scheme: 'legacy',
      }),
    ).toEqual({ ok: false, reason: 'malformed_signature' });
  });
});
