import { DURATION_BUCKETS_SECONDS, instrumentSet } from '@shopforge/telemetry';

/**
 * The gateway's instruments (docs/observability.md). Labels are bounded by construction: the
 * route template (never the raw path), the method, the status code and closed enums; never a
 * credential, id or email.
 */
export const gatewayInstruments = instrumentSet('@shopforge/gateway', (meter) => ({
  /** RED per route: the count is the rate, `http.response.status_code` the errors. */
  requestDuration: meter.createHistogram('http.server.request.duration', {
    unit: 's',
    description: 'Duration of HTTP server requests, until the response headers are written.',
    advice: { explicitBucketBoundaries: [...DURATION_BUCKETS_SECONDS] },
  }),
  rateLimitRejections: meter.createCounter('shopforge.rate_limit.rejections', {
    unit: '{request}',
    description: 'Requests refused with 429 because their token bucket was empty.',
  }),
}));

/** Which bucket refused: the Developer API's per credential, the Reseller API's per key, sign-in's. */
export type RateLimitName = 'dev_api' | 'reseller_api' | 'oauth_login';

/** One refused request. `credential` is the credential's kind (`api_key`, …), never the key. */
export function countRateLimitRejection(limiter: RateLimitName, credential: string): void {
  gatewayInstruments().rateLimitRejections.add(1, {
    'shopforge.rate_limit.name': limiter,
    'shopforge.credential.type': credential,
  });
}
