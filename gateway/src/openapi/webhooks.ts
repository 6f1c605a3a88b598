import { HEADERS, USER_AGENT } from '@shopforge/webhook-signature';
import {
  EVENT_CATALOGUE,
  eventFamily,
  WEBHOOK_EVENT_NAMES,
  type WebhookEventName,
} from '@shopforge/contracts';
import type { z } from 'zod';
import { parameterRef } from './headers';
import { pascal } from './names';
import type { SchemaRegistry } from './schemas';
import type { OperationObject, ParameterObject, PathItemObject, SchemaObject } from './types';

export type WebhookPayloadSchemas = Partial<Record<WebhookEventName, z.ZodType>>;

/** The `data` schema of each event: the catalogue's, the same one producers are checked against. */
export const WEBHOOK_PAYLOAD_SCHEMAS: WebhookPayloadSchemas = Object.fromEntries(
  WEBHOOK_EVENT_NAMES.map((name) => [name, EVENT_CATALOGUE[name].data]),
);

const GENERIC_DATA = 'WebhookData';

/** The headers of every delivery (spec "Events / Request headers"), named where they are sent. */
const WEBHOOK_HEADERS = {
  event: HEADERS.event,
  delivery: HEADERS.delivery,
  timestamp: HEADERS.timestamp,
  signatureV2: HEADERS.signatureV2,
  signatureV2Algorithm: HEADERS.signatureV2Algorithm,
  signature: HEADERS.signature,
  unescapedSignature: HEADERS.unescapedSignature,
  userAgent: HEADERS.userAgent,
  standardId: HEADERS.standardId,
  standardTimestamp: HEADERS.standardTimestamp,
  standardSignature: HEADERS.standardSignature,
} as const;

function header(name: string, description: string, schema: SchemaObject): ParameterObject {
  return { name, in: 'header', required: true, description, schema };
}

/** Header parameters shared by every webhook, for `components.parameters`. */
export function webhookHeaderParameters(): Record<string, ParameterObject> {
  const h = WEBHOOK_HEADERS;
  const parameters = [
    header(h.delivery, 'Delivery id, the same on every retry of this delivery: deduplicate on it.', {
      type: 'string',
    }),
    header(h.timestamp, 'Unix seconds at which this attempt was signed.', { type: 'integer', minimum: 0 }),
    header(
      h.signatureV2,
      `\`v1,t=<timestamp>,h=<sha256-hex>\`: \`h\` is the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of \`<${h.delivery}>.<${h.timestamp}>.<raw body>\`. Accept when \`t\` equals \`${h.timestamp}\` and \`h\` matches under a constant-time comparison. Verify the raw bytes; re-serialised JSON does not verify. \`v1\` versions the signature scheme, not the API.`,
      { type: 'string', pattern: '^v1,t=[0-9]+,h=[0-9a-f]{64}$' },
    ),
    header(h.signatureV2Algorithm, `Algorithm of \`${h.signatureV2}\`.`, {
      type: 'string',
      const: 'HMAC-SHA256',
    }),
    header(
      h.signature,
      'Legacy: HMAC-SHA512 of the raw body (no delivery id or timestamp). New integrations use V2.',
      {
        type: 'string',
      },
    ),
    header(
      h.unescapedSignature,
      'Legacy: like the legacy signature, computed after escaped slashes (`\\/`) in the body are turned into plain slashes.',
      { type: 'string' },
    ),
    header(h.userAgent, 'Identifies platform deliveries.', { type: 'string', const: USER_AGENT }),
    header(h.standardId, `Standard Webhooks: the same value as \`${h.delivery}\`.`, { type: 'string' }),
    header(h.standardTimestamp, `Standard Webhooks: the same value as \`${h.timestamp}\`.`, {
      type: 'integer',
      minimum: 0,
    }),
    header(
      h.standardSignature,
      'Standard Webhooks: `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of the secret after `whsec_`; any Standard Webhooks library verifies it with the secret as shown.',
      { type: 'string', pattern: '^v1,[A-Za-z0-9+/]+=*$' },
    ),
  ];
  return Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter]));
}

function deliveryOperation(name: WebhookEventName, data: SchemaObject): OperationObject {
  return {
    operationId: `webhook${pascal(name)}`,
    summary: `${name} delivery`,
    description: `The POST sent to every endpoint subscribed to \`${name}\`. Deliveries can repeat; deduplicate on \`${WEBHOOK_HEADERS.delivery}\`.`,
    tags: [`${eventFamily(name)} events`],
    // Shopforge calls the receiver: no credential of the API applies; the signature headers do.
    security: [],
    parameters: [
      header(WEBHOOK_HEADERS.event, 'The event name.', { type: 'string', const: name }),
      ...Object.values(WEBHOOK_HEADERS)
        .filter((headerName) => headerName !== WEBHOOK_HEADERS.event)
        .map(parameterRef),
    ],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['event', 'data', 'created_at', 'ordering_key', 'sequence'],
            properties: {
              event: { type: 'string', const: name },
              data,
              created_at: {
                type: 'integer',
                minimum: 0,
                description: 'Unix seconds when the event happened.',
              },
              ordering_key: {
                type: 'string',
                description:
                  'The object the event is about (the invoice of order events, the product of product events).',
              },
              sequence: {
                type: 'integer',
                minimum: 0,
                description:
                  'Strictly increasing for one ordering_key, with gaps: of two events about the same object, the larger sequence is the later state.',
              },
            },
          },
        },
      },
    },
    responses: {
      '2XX': { description: 'Any 2xx status acknowledges the delivery.' },
      default: {
        description:
          'Any other status, a network error or no answer within 30 seconds fails the attempt. Attempts are retried after 2, 4, 8 and 16 minutes; after the fifth failure the delivery is FAILED.',
      },
    },
  };
}

/**
 * `webhooks`: one entry per event name a webhook may subscribe to, describing the signed POST
 * the platform sends. The list is `WEBHOOK_EVENT_NAMES`, so a new event is documented as soon as
 * it can be subscribed to.
 */
export function buildWebhooks(
  registry: SchemaRegistry,
  payloads: WebhookPayloadSchemas = WEBHOOK_PAYLOAD_SCHEMAS,
): Record<string, PathItemObject> {
  const webhooks: Record<string, PathItemObject> = {};
  for (const name of WEBHOOK_EVENT_NAMES) {
    const payload = payloads[name];
    const data = payload
      ? registry.convert(payload, 'output', `Webhook${pascal(name)}Data`)
      : registry.define(GENERIC_DATA, {
          type: 'object',
          description: 'The event payload. Timestamps inside it may be ISO 8601 strings.',
        });
    webhooks[name] = { post: deliveryOperation(name, data) };
  }
  return webhooks;
}
