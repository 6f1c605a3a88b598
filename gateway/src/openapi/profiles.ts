import { ALL_SCOPES, describeScope, RESELLER_IDEMPOTENCY_KEY_MAX_LENGTH } from '@shopforge/contracts';
import { ERROR_CODES, type ErrorCode, type ErrorDetail } from '@shopforge/errors';
import type { z } from 'zod';
import { HEAD_TOO_LARGE_MESSAGE, URL_TOO_LONG_MESSAGE } from '../http/request-limits';
import { DEVELOPER_RECORD_SCHEMAS } from './record-schemas';
import type { SecuritySchemeObject } from './types';

/**
 * When an operation can answer with an error: on every operation, only on state-changing ones
 * (idempotency, balance), or only on those that read a request body (parse and size errors).
 */
export type ErrorWhen = 'always' | 'mutating' | 'body';

/** One documented error: its code (whose status comes from the closed ERROR_STATUS list) and an example. */
export interface ErrorCase {
  code: ErrorCode;
  when: ErrorWhen;
  /** Example key, when one code has several documented messages. */
  name?: string;
  message: string;
  details?: ErrorDetail[];
}

/** Header names as each API writes them (the Reseller API answers in lowercase). */
export interface HeaderNames {
  requestId: string;
  rateLimitLimit: string;
  rateLimitRemaining: string;
  rateLimitReset: string;
  retryAfter: string;
  idempotencyStatus: string;
}

/**
 * Everything that differs between the two public APIs. The document builder is shared, so a
 * rule such as "every operation documents 401" holds for both by construction.
 */
export interface ApiProfile {
  prefix: '/dev/v1' | '/reseller/v1';
  title: string;
  description: string;
  securitySchemeName: string;
  securityScheme: SecuritySchemeObject;
  /** Another way to hold the same scopes (the Developer API's OAuth 2.0 apps), if any. */
  alternativeScheme?: { name: string; scheme: SecuritySchemeObject };
  /** The Developer API authorises by scope; the Reseller API by the key alone. */
  scoped: boolean;
  /** The closed list of codes this API can answer with (`ErrorEnvelope.error.code`). */
  errorCodes: readonly ErrorCode[];
  errorCases: readonly ErrorCase[];
  /** Extra members some error envelopes carry, documented next to `code` and `message`. */
  errorExtras: Readonly<Record<string, { description: string }>>;
  headers: HeaderNames;
  idempotencyKeyMaxLength: number;
  /** Records that repeat across operations, emitted once under `components.schemas`. */
  sharedSchemas: Readonly<Record<string, z.ZodType>>;
}

const DEVELOPER_DESCRIPTION = `The merchant Developer API of Shopforge.

**Authentication**: \`Authorization: Bearer <token>\` with a merchant API key (\`shx_…\`) or an OAuth access
token (\`shpat_…\`). Each operation lists the scopes it needs in \`x-required-scopes\`; \`<group>.write\`
implies \`<group>.read\` and \`*\` grants everything.
OAuth apps get access tokens through the authorization-code flow (\`/dev/v1/oauth/authorize\`,
\`/dev/v1/oauth/token\`, PKCE S256, rotating refresh tokens); the endpoints are listed in the RFC 8414
metadata at \`/.well-known/oauth-authorization-server\`.

**Errors** leave as \`{"error": {"code", "message", "doc_url", "request_id", "details"?, "subcode"?}}\`;
\`details\` lists \`{field, message}\` pairs on validation errors, and \`doc_url\` links to the code's
cause and fix at \`/docs/errors\`. Every response carries \`X-Request-Id\`.

**Rate limits**: authenticated responses carry \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and
\`X-RateLimit-Reset\`; an empty bucket answers 429 \`RATE_LIMITED\` with \`Retry-After\`.

**Idempotency**: state-changing operations accept \`Idempotency-Key\` (or \`X-Idempotency-Key\`). The same
key and body within 24 hours replays the stored answer (\`Idempotency-Status: cached\`); another body is
422 \`IDEMPOTENCY_CONFLICT\`; a key whose first call is still running is 409 \`CONFLICT\`. 5xx answers are
never stored.`;

const RESELLER_DESCRIPTION = `The Reseller API of Shopforge, used by resellers of a merchant's catalog.

**Authentication**: \`Authorization: Bearer <reseller key>\` (\`shxr_…\`, or \`shr_…\` where issued so).
The key alone fixes the shop and the reseller.

**Errors** leave as \`{"error": {"code", "message", "doc_url", "request_id"?, "details"?, "subcode"?}}\`
(\`doc_url\`: the code's cause and fix at \`/docs/errors\`). Every response
carries \`x-request-id\` and the token-bucket headers \`x-ratelimit-limit\`, \`x-ratelimit-remaining\`,
\`x-ratelimit-reset\`; a rejected request adds \`retry-after\`.`;

/** What every operation of either API may answer before any route runs (gateway/src/http/request-limits.ts). */
const OVERSIZED_REQUEST_CASES: ErrorCase[] = [
  { code: 'URI_TOO_LONG', when: 'always', message: URL_TOO_LONG_MESSAGE },
  { code: 'HEADERS_TOO_LARGE', when: 'always', message: HEAD_TOO_LARGE_MESSAGE },
];

export const DEVELOPER_PROFILE: ApiProfile = {
  prefix: '/dev/v1',
  title: 'Shopforge Developer API',
  description: DEVELOPER_DESCRIPTION,
  securitySchemeName: 'bearerAuth',
  securityScheme: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'shx_ API key or shpat_ OAuth access token',
    description:
      'A merchant API key (`shx_` followed by 32 characters) or an OAuth access token (`shpat_…`), sent as `Authorization: Bearer <token>`. Missing, malformed, unknown and revoked tokens are all 401 `UNAUTHORIZED`.',
  },
  alternativeScheme: {
    name: 'oauth2',
    scheme: {
      type: 'oauth2',
      description:
        'OAuth 2.0 authorization code with PKCE (S256) for installable apps; the access token (`shpat_…`) is then sent as a Bearer token. See docs/oauth.md and `/.well-known/oauth-authorization-server`.',
      flows: {
        authorizationCode: {
          authorizationUrl: '/dev/v1/oauth/authorize',
          tokenUrl: '/dev/v1/oauth/token',
          refreshUrl: '/dev/v1/oauth/token',
          scopes: Object.fromEntries(ALL_SCOPES.map((scope) => [scope, describeScope(scope)])),
        },
      },
    },
  },
  scoped: true,
  // The whole closed list: every code reaches a Developer API caller through the one error handler.
  errorCodes: ERROR_CODES,
  errorCases: [
    { code: 'BAD_REQUEST', when: 'body', message: 'The request body is not valid JSON.' },
    { code: 'UNAUTHORIZED', when: 'always', message: 'Missing or invalid API key.' },
    { code: 'FORBIDDEN', when: 'always', name: 'missing_scope', message: 'Missing required API scope.' },
    { code: 'FORBIDDEN', when: 'always', name: 'shop_suspended', message: 'Your shop has been suspended.' },
    { code: 'NOT_FOUND', when: 'always', message: 'The requested resource does not exist.' },
    {
      code: 'CONFLICT',
      when: 'mutating',
      message: 'A request with this Idempotency-Key is still being processed.',
    },
    { code: 'PAYLOAD_TOO_LARGE', when: 'body', message: 'The request body is too large.' },
    { code: 'UNSUPPORTED_MEDIA_TYPE', when: 'body', message: 'Send the body as application/json.' },
    {
      code: 'VALIDATION_ERROR',
      when: 'always',
      message: 'The request has invalid fields.',
      details: [{ field: 'limit', message: 'Too big: expected number to be <=100' }],
    },
    {
      code: 'IDEMPOTENCY_CONFLICT',
      when: 'mutating',
      message: 'This Idempotency-Key was already used with a different request body.',
    },
    { code: 'RATE_LIMITED', when: 'always', message: 'Rate limit exceeded; retry in 2 s.' },
    ...OVERSIZED_REQUEST_CASES,
    { code: 'INTERNAL_ERROR', when: 'always', message: 'An unexpected error occurred.' },
    { code: 'SERVICE_UNAVAILABLE', when: 'always', message: 'A backing service is unavailable.' },
  ],
  errorExtras: {},
  headers: {
    requestId: 'X-Request-Id',
    rateLimitLimit: 'X-RateLimit-Limit',
    rateLimitRemaining: 'X-RateLimit-Remaining',
    rateLimitReset: 'X-RateLimit-Reset',
    retryAfter: 'Retry-After',
    idempotencyStatus: 'Idempotency-Status',
  },
  idempotencyKeyMaxLength: 255,
  sharedSchemas: DEVELOPER_RECORD_SCHEMAS,
};

export const RESELLER_PROFILE: ApiProfile = {
  prefix: '/reseller/v1',
  title: 'Shopforge Reseller API',
  description: RESELLER_DESCRIPTION,
  securitySchemeName: 'resellerBearerAuth',
  securityScheme: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'shxr_ or shr_ reseller API key',
    description:
      'A reseller API key (`shxr_…`; keys issued with the `shr_` prefix are accepted too), sent as `Authorization: Bearer <key>`. A missing or malformed header, an unknown key and a revoked key are all 401 `UNAUTHORIZED` and consume no rate-limit token.',
  },
  scoped: false,
  errorCodes: [
    'UNAUTHORIZED',
    'FORBIDDEN',
    'IDEMPOTENCY_KEY_REQUIRED',
    'INSUFFICIENT_BALANCE',
    'NOT_FOUND',
    'ORDER_NOT_FOUND',
    'PRODUCT_NOT_FOUND',
    'CONFLICT',
    'VALIDATION_ERROR',
    'RATE_LIMITED',
    'URI_TOO_LONG',
    'HEADERS_TOO_LARGE',
    'INTERNAL_ERROR',
  ],
  errorCases: [
    {
      code: 'IDEMPOTENCY_KEY_REQUIRED',
      when: 'mutating',
      message: 'Send an Idempotency-Key of at most 128 characters.',
    },
    { code: 'UNAUTHORIZED', when: 'always', message: 'Invalid API key.' },
    { code: 'INSUFFICIENT_BALANCE', when: 'mutating', message: 'The balance does not cover this order.' },
    {
      code: 'FORBIDDEN',
      when: 'always',
      name: 'program_inactive',
      message: 'The reseller program of this shop is not active.',
    },
    { code: 'FORBIDDEN', when: 'always', name: 'suspended', message: 'This reseller account is suspended.' },
    { code: 'NOT_FOUND', when: 'always', message: 'The requested resource does not exist.' },
    { code: 'ORDER_NOT_FOUND', when: 'always', message: 'No such order.' },
    { code: 'PRODUCT_NOT_FOUND', when: 'always', message: 'No such product.' },
    {
      code: 'CONFLICT',
      when: 'mutating',
      message: 'This Idempotency-Key was used with another payload, or its first call is still running.',
    },
    {
      code: 'VALIDATION_ERROR',
      when: 'always',
      message: 'The request has invalid fields.',
      details: [{ field: 'per_page', message: 'Too big: expected number to be <=100' }],
    },
    { code: 'RATE_LIMITED', when: 'always', message: 'Rate limit exceeded.' },
    ...OVERSIZED_REQUEST_CASES,
    { code: 'INTERNAL_ERROR', when: 'always', message: 'An unexpected error occurred.' },
  ],
  errorExtras: {
    balance: { description: 'On `INSUFFICIENT_BALANCE`: the gap between the order total and the balance.' },
  },
  headers: {
    requestId: 'x-request-id',
    rateLimitLimit: 'x-ratelimit-limit',
    rateLimitRemaining: 'x-ratelimit-remaining',
    rateLimitReset: 'x-ratelimit-reset',
    retryAfter: 'retry-after',
    idempotencyStatus: 'idempotency-status',
  },
  idempotencyKeyMaxLength: RESELLER_IDEMPOTENCY_KEY_MAX_LENGTH,
  sharedSchemas: {},
};
