import { resourceNotFound } from '../api-error';
import { certPath } from '../signing/key';
import { AUTH_ALGO, signatureVerifies } from '../signing/sign';
import type { JsonObject } from '../types';
import { FieldReader } from './fields';
import type { ApiContext, ApiHandler } from './request';

const API = 'webhooks/v1';
const fields = new FieldReader(API);

const REQUIRED = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
] as const;

/** The cert URL must name the stand-in's certificate (PayPal downloads it and checks its issuer). */
function namesOurCertificate(context: ApiContext, certUrl: string): boolean {
  return URL.canParse(certUrl) && new URL(certUrl).pathname === certPath(context.signing);
}

/**
 * `POST /v1/notifications/verify-webhook-signature`: SUCCESS when the signature was made by the
 * stand-in for this webhook id and `JSON.stringify(webhook_event)`, and the webhook is the calling
 * app's; FAILURE otherwise (a wrong or foreign webhook id included), as PayPal answers.
 */
export const verifyWebhookSignature: ApiHandler = (context, request) => {
  const body = fields.body(request.body);
  const values: Record<(typeof REQUIRED)[number], string> = {
    auth_algo: '',
    cert_url: '',
    transmission_id: '',
    transmission_sig: '',
    transmission_time: '',
    webhook_id: '',
  };
  for (const name of REQUIRED) {
    const value = fields.string(body[name], `/${name}`, 500);
    if (value === null) throw fields.missing(`/${name}`);
    values[name] = value;
  }
  const event = fields.object(body.webhook_event, '/webhook_event');
  if (!event) throw fields.missing('/webhook_event');
  const verified =
    values.auth_algo === AUTH_ALGO &&
    namesOurCertificate(context, values.cert_url) &&
    context.state.webhookIds.get(values.webhook_id) === request.clientId &&
    signatureVerifies(context.signing, {
      transmissionId: values.transmission_id,
      transmissionTime: values.transmission_time,
      transmissionSig: values.transmission_sig,
      webhookId: values.webhook_id,
      body: JSON.stringify(event satisfies JsonObject),
    });
  return { status: 200, body: { verification_status: verified ? 'SUCCESS' : 'FAILURE' } };
};

/** `GET /v1/notifications/webhooks-events/:id`: an event the stand-in built for this app. */
export const getWebhookEvent: ApiHandler = (context, request, eventId) => {
  const stored = context.state.events.get(eventId);
  if (!stored || stored.clientId !== request.clientId) throw resourceNotFound('event_id', eventId, API);
  return { status: 200, body: stored.event };
};
