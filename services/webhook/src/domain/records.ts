import type { DeliveryStatus, WebhookLog, WebhookLogDetail, WebhookRecord } from '@shopforge/contracts';
import { toUnixSeconds } from '@shopforge/service-kit';
import { bodyWithoutDeliveredGoods } from './delivered-goods';

export interface WebhookRow {
  id: string;
  uniqid: string;
  shopId: string;
  url: string;
  events: string[];
  description: string | null;
  productId: string | null;
  isActive: boolean;
  retrySchedule: string;
  disabledReason: string | null;
  disabledAt: Date | null;
  secretHint: string;
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** `now` decides whether a rotation's overlap is still running. */
export function toWebhookRecord(row: WebhookRow, now: Date): WebhookRecord {
  return {
    id: row.id,
    uniqid: row.uniqid,
    shop_id: row.shopId,
    url: row.url,
    events: row.events,
    description: row.description,
    product_id: row.productId,
    is_active: row.isActive,
    retry_schedule: row.retrySchedule === 'extended' ? 'extended' : 'standard',
    disabled_reason: row.disabledReason,
    disabled_at: row.disabledAt ? toUnixSeconds(row.disabledAt) : null,
    secret_hint: row.secretHint,
    previous_secret_expires_at:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
        ? toUnixSeconds(row.previousSecretExpiresAt)
        : null,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

export interface DeliveryRow {
  id: string;
  uniqid: string;
  webhookId: string | null;
  event: string;
  url: string;
  body: string;
  status: string;
  attempts: number;
  responseCode: number | null;
  errorMessage: string | null;
  durationMs: number | null;
  isTest: boolean;
  retryOf: string | null;
  sourceEventId: string | null;
  resend: number;
  nextAttemptAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AttemptRow {
  number: number;
  startedAt: Date;
  durationMs: number;
  responseCode: number | null;
  errorMessage: string | null;
  responseBody: string | null;
  requestHeaders: unknown;
}

export function toLogRecord(row: DeliveryRow): WebhookLog {
  return {
    id: row.id,
    uniqid: row.uniqid,
    webhook_id: row.webhookId,
    event: row.event,
    url: row.url,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    response_code: row.responseCode,
    error_message: row.errorMessage,
    duration_ms: row.durationMs,
    is_test: row.isTest,
    retry_of: row.retryOf,
    event_id: row.sourceEventId,
    resend: row.resend,
    next_attempt_at: row.status === 'PENDING' && row.nextAttemptAt ? toUnixSeconds(row.nextAttemptAt) : null,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

function headersOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * One delivery log in full. `viewsGoods`: whether the caller may see delivered goods; if not, the
 * body is shown without its license keys (the delivery log is `webhooks.read`, and a key with only
 * that must not read goods the events API hides from it).
 */
export function toLogDetail(
  row: DeliveryRow,
  attempts: readonly AttemptRow[],
  viewsGoods: boolean,
): WebhookLogDetail {
  const redacted = viewsGoods ? null : bodyWithoutDeliveredGoods(row.body);
  return {
    ...toLogRecord(row),
    request_body: redacted ?? row.body,
    request_body_redacted: redacted !== null,
    attempt_history: attempts.map((attempt) => ({
      number: attempt.number,
      started_at: toUnixSeconds(attempt.startedAt),
      duration_ms: attempt.durationMs,
      response_code: attempt.responseCode,
      error_message: attempt.errorMessage,
      response_body: attempt.responseBody,
      request_headers: headersOf(attempt.requestHeaders),
    })),
  };
}
