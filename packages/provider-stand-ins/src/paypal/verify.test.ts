import { X509Certificate, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';
import {
  CLIENT_ID,
  OTHER_CLIENT_ID,
  OTHER_CLIENT_SECRET,
  call,
  capturedOrder,
  tokenFor,
  useStandIn,
} from './test-support';
import type { PayPalSignedEvent, PayPalStandIn } from './types';

const WEBHOOK_ID = '8PT597110X687430LKGECATA';

/** What a product posts: the webhook's headers, its webhook id and the event it parsed from the body. */
function verification(signed: PayPalSignedEvent, webhookId = WEBHOOK_ID, body = signed.body) {
  return {
    auth_algo: signed.headers['paypal-auth-algo'],
    cert_url: signed.headers['paypal-cert-url'],
    transmission_id: signed.headers['paypal-transmission-id'],
    transmission_sig: signed.headers['paypal-transmission-sig'],
    transmission_time: signed.headers['paypal-transmission-time'],
    webhook_id: webhookId,
    webhook_event: JSON.parse(body),
  };
}

async function verifyStatus(standIn: PayPalStandIn, body: object, token?: string) {
  const answer = await call(standIn, 'POST', '/v1/notifications/verify-webhook-signature', {
    body,
    ...(token ? { token } : {}),
  });
  expect(answer.status).toBe(200);
  return answer.json.verification_status;
}

describe('sign() and POST /v1/notifications/verify-webhook-signature', () => {
  const t = useStandIn();

  async function signedEvent() {
    t.standIn.addWebhookEndpoint({
      clientId: CLIENT_ID,
      url: 'http://127.0.0.1:1/hook',
      webhookId: WEBHOOK_ID,
    });
    const { orderId } = await capturedOrder(t.standIn);
    return t.standIn.sign(t.standIn.captureCompleted(orderId), WEBHOOK_ID);
  }

  it('signs PayPal’s way: the compact event, and the paypal-* headers', async () => {
    const signed = await signedEvent();
    const event = JSON.parse(signed.body);
    expect(signed.body).toBe(JSON.stringify(event));
    expect(signed.headers).toEqual({
      'paypal-transmission-id': expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      ),
      'paypal-transmission-time': expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      'paypal-transmission-sig': expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      'paypal-cert-url': expect.stringMatching(
        new RegExp(`^${t.standIn.url}/v1/notifications/certs/CERT-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}$`),
      ),
      'paypal-auth-algo': 'SHA256withRSA',
    });
  });

  it('SUCCESS for the signed event and its webhook id', async () => {
    expect(await verifyStatus(t.standIn, verification(await signedEvent()))).toBe('SUCCESS');
  });

  it('FAILURE for a tampered event', async () => {
    const signed = await signedEvent();
    const tampered = signed.body.replace('"25.00"', '"2500.00"');
    expect(tampered).not.toBe(signed.body);
    expect(await verifyStatus(t.standIn, verification(signed, WEBHOOK_ID, tampered))).toBe('FAILURE');
  });

  it('FAILURE for another webhook id, another signature, algorithm or certificate', async () => {
    const signed = await signedEvent();
    t.standIn.addWebhookEndpoint({
      clientId: CLIENT_ID,
      url: 'http://127.0.0.1:1/other',
      webhookId: 'OTHERWEBHOOK1',
    });
    expect(await verifyStatus(t.standIn, verification(signed, 'OTHERWEBHOOK1'))).toBe('FAILURE');
    expect(await verifyStatus(t.standIn, verification(signed, 'UNKNOWNWEBHOOK'))).toBe('FAILURE');
    const base = verification(signed);
    const other = t.standIn.sign(JSON.parse(signed.body), WEBHOOK_ID);
    expect(
      await verifyStatus(t.standIn, { ...base, transmission_sig: other.headers['paypal-transmission-sig'] }),
    ).toBe('FAILURE');
    expect(await verifyStatus(t.standIn, { ...base, auth_algo: 'SHA1withRSA' })).toBe('FAILURE');
    expect(
      await verifyStatus(t.standIn, {
        ...base,
        cert_url: 'https://api.paypal.com/v1/notifications/certs/CERT-1',
      }),
    ).toBe('FAILURE');
  });

  it('FAILURE when the webhook belongs to another app than the caller’s', async () => {
    const signed = await signedEvent();
    const token = await tokenFor(t.standIn, OTHER_CLIENT_ID, OTHER_CLIENT_SECRET);
    expect(await verifyStatus(t.standIn, verification(signed), token)).toBe('FAILURE');
  });

  it('400 MISSING_REQUIRED_PARAMETER without a webhook_event', async () => {
    const { webhook_event: _, ...body } = verification(await signedEvent());
    const answer = await call(t.standIn, 'POST', '/v1/notifications/verify-webhook-signature', { body });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      details: [{ issue: 'MISSING_REQUIRED_PARAMETER', field: '/webhook_event' }],
    });
  });

  it('serves the certificate at paypal-cert-url without a token; it verifies the signature locally', async () => {
    const signed = await signedEvent();
    const response = await fetch(signed.headers['paypal-cert-url'] ?? '');
    expect(response.status).toBe(200);
    const pem = await response.text();
    expect(pem).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
    const certificate = new X509Certificate(pem);
    expect(certificate.subject).toContain('CN=messageverificationcerts.paypal.com');
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    const h = signed.headers;
    const message = `${h['paypal-transmission-id']}|${h['paypal-transmission-time']}|${WEBHOOK_ID}|${crc32(signed.body)}`;
    const signature = Buffer.from(h['paypal-transmission-sig'] ?? '', 'base64');
    expect(verify('sha256', Buffer.from(message), certificate.publicKey, signature)).toBe(true);
    expect((await fetch(`${t.standIn.url}/v1/notifications/certs/CERT-nope`)).status).toBe(404);
  });
});
