import { type OutboundResult, postRaw, type TargetPolicy } from '@shopforge/outbound';
import { toUnixSeconds } from '@shopforge/service-kit';
import { signDelivery } from '@shopforge/webhook-signature';

export interface AttemptInput {
  deliveryId: string;
  event: string;
  url: string;
  body: string;
  secret: string;
  /** The secret a rotation replaced, while its overlap lasts: its signature is sent too. */
  previousSecret: string | null;
  now: Date;
  timeoutMs: number;
  policy: TargetPolicy;
  signal?: AbortSignal;
}

export interface AttemptOutcome {
  startedAt: Date;
  headers: Record<string, string>;
  result: OutboundResult;
}

/**
 * One signed POST of a frozen body. The timestamp is the attempt's own, so every attempt is
 * signed afresh over `<deliveryId>.<timestamp>.<rawBody>` with the endpoint's current secret.
 */
export async function attemptDelivery(input: AttemptInput): Promise<AttemptOutcome> {
  const headers = signDelivery({
    secret: input.secret,
    previousSecret: input.previousSecret,
    deliveryId: input.deliveryId,
    event: input.event,
    timestamp: toUnixSeconds(input.now),
    body: input.body,
  });
  const result = await postRaw({
    url: input.url,
    body: input.body,
    headers,
    timeoutMs: input.timeoutMs,
    policy: input.policy,
    ...(input.signal ? { signal: input.signal } : {}),
  });
  return { startedAt: input.now, headers, result };
}

const ERROR_TEXT_MAX = 500;

/** What the log and the timeline show as the attempt's error: transport error, or the answer. */
export function attemptErrorMessage(result: OutboundResult): string | null {
  if (result.ok) return null;
  if (result.error) return result.error;
  const text = result.responseBody.trim().slice(0, ERROR_TEXT_MAX);
  return text ? `HTTP ${result.status}: ${text}` : `HTTP ${result.status}`;
}
