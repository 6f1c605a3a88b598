import { IDEMPOTENCY_STATUSES } from '@shopforge/contracts';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_ALIAS } from '../http/idempotency-key';
import type { ApiProfile } from './profiles';
import type { HeaderObject, ParameterObject, Reference } from './types';

/** What an operation is, as far as choosing its headers and error responses goes. */
export interface OperationTraits {
  mutating: boolean;
  readsBody: boolean;
}

export function headerRef(name: string): Reference {
  return { $ref: `#/components/headers/${name}` };
}

export function parameterRef(name: string): Reference {
  return { $ref: `#/components/parameters/${name}` };
}

/**
 * Response headers, declared once under `components.headers` and referenced from every response.
 * The names come from the profile because the two APIs spell them differently.
 */
export function headerComponents(profile: ApiProfile): Record<string, HeaderObject> {
  const { headers } = profile;
  const seconds = { type: 'integer', minimum: 0 };
  return {
    [headers.requestId]: {
      description:
        "Correlation id of this request: the caller's own value when it sent 1 to 128 characters of `[A-Za-z0-9._:-]`, otherwise a fresh UUID. Quote it when reporting a problem.",
      required: true,
      schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' },
    },
    [headers.rateLimitLimit]: {
      description: "Capacity of the caller's token bucket.",
      schema: { type: 'integer', minimum: 0 },
    },
    [headers.rateLimitRemaining]: {
      description: 'Tokens left in the bucket after this request.',
      schema: { type: 'integer', minimum: 0 },
    },
    [headers.rateLimitReset]: {
      description: 'Seconds until the bucket next refills.',
      schema: seconds,
    },
    [headers.retryAfter]: {
      description: 'Seconds to wait before retrying; always sent with 429 and 503.',
      schema: seconds,
    },
    [headers.idempotencyStatus]: {
      description:
        '`created`: first call with this key, its answer is stored; `cached`: a stored answer replayed; `processing`: the first call with this key is still running; `bypassed`: no key was sent.',
      schema: { type: 'string', enum: [...IDEMPOTENCY_STATUSES] },
    },
  };
}

/** The rate-limit trio the gateway writes on every response of an authenticated caller. */
export function rateLimitHeaderNames(profile: ApiProfile): string[] {
  const { headers } = profile;
  return [headers.rateLimitLimit, headers.rateLimitRemaining, headers.rateLimitReset];
}

export function idempotencyParameters(profile: ApiProfile): Record<string, ParameterObject> {
  const schema = { type: 'string', minLength: 1, maxLength: profile.idempotencyKeyMaxLength };
  return {
    [IDEMPOTENCY_KEY]: {
      name: IDEMPOTENCY_KEY,
      in: 'header',
      required: false,
      description: `Makes a retry safe: the same key and body within 24 hours replays the first answer instead of acting twice. Scoped to the credential, method and path. At most ${profile.idempotencyKeyMaxLength} characters.`,
      schema,
    },
    [IDEMPOTENCY_KEY_ALIAS]: {
      name: IDEMPOTENCY_KEY_ALIAS,
      in: 'header',
      required: false,
      description: `Synonym of \`${IDEMPOTENCY_KEY}\`, read when that header is absent.`,
      schema,
    },
  };
}

/**
 * Whether a response of a state-changing call comes after its idempotency step (which sets
 * `Idempotency-Status`): successes, upstream 402/404, the 409 of a key still processing and 422
 * (body conflict, invalid input). 401, 403, 429 and unreadable bodies are refused before the key
 * is looked at; 5xx answers are never stored.
 */
export function carriesIdempotencyStatus(status: number, traits: OperationTraits): boolean {
  return traits.mutating && (status < 300 || [402, 404, 409, 422].includes(status));
}

/** The headers of one response of an operation, as references to `components.headers`. */
export function responseHeaders(
  profile: ApiProfile,
  status: number,
  traits: OperationTraits,
): Record<string, HeaderObject | Reference> {
  const { headers } = profile;
  const names = [headers.requestId];
  // The bucket belongs to a credential and is consulted after authentication and the scope
  // check, so 401 and 403 answers carry no rate-limit state.
  if (status !== 401 && status !== 403) names.push(...rateLimitHeaderNames(profile));
  // 429 (empty bucket), 503 (service down) and 409 (key still processing) all say when to retry.
  if (status === 429 || status === 503 || (status === 409 && traits.mutating)) names.push(headers.retryAfter);
  if (carriesIdempotencyStatus(status, traits)) names.push(headers.idempotencyStatus);
  return Object.fromEntries(names.map((name) => [name, headerRef(name)]));
}
