/**
 * Header names of a delivery (spec "Request headers", brand Shopforge), cased as the spec
 * writes them, and Standard Webhooks' in the lower case that standard uses.
 */
export const HEADERS = {
  contentType: 'Content-Type',
  userAgent: 'User-Agent',
  event: 'X-Shopforge-Event',
  delivery: 'X-Shopforge-Delivery',
  timestamp: 'X-Shopforge-Timestamp',
  signatureV2: 'X-Shopforge-Signature-V2',
  /** While a rotated secret's overlap lasts: the V2 signature under the previous secret. */
  signatureV2Previous: 'X-Shopforge-Signature-V2-Previous',
  signatureV2Algorithm: 'X-Shopforge-Signature-V2-Algorithm',
  signature: 'X-Shopforge-Signature',
  unescapedSignature: 'X-Shopforge-Unescaped-Signature',
  standardId: 'webhook-id',
  standardTimestamp: 'webhook-timestamp',
  standardSignature: 'webhook-signature',
} as const;

export const USER_AGENT = 'Shopforge-Webhook/1.0';
