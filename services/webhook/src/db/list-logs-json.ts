import { webhookLogSchema } from '@shopforge/contracts';
import {
  jsonBoolean,
  jsonInteger,
  jsonRecord,
  jsonString,
  jsonUnixSeconds,
  rawSql,
} from '@shopforge/service-kit';

/**
 * The delivery log record (`toLogRecord`, then the contract schema) written by the database,
 * over the `webhook_deliveries` table aliased `d`.
 */
const d = (column: string) => rawSql(`d.${column}`);

export const LOG_JSON = jsonRecord(webhookLogSchema, {
  id: jsonString(d('id')),
  uniqid: jsonString(d('uniqid')),
  webhook_id: jsonString(d('webhook_id')),
  event: jsonString(d('event')),
  url: jsonString(d('url')),
  status: jsonString(d('status')),
  attempts: jsonInteger(d('attempts')),
  response_code: jsonInteger(d('response_code')),
  error_message: jsonString(d('error_message')),
  duration_ms: jsonInteger(d('duration_ms')),
  is_test: jsonBoolean(d('is_test')),
  retry_of: jsonString(d('retry_of')),
  event_id: jsonString(d('source_event_id')),
  resend: jsonInteger(d('resend')),
  // Only a delivery still waiting has a next attempt to show.
  next_attempt_at: jsonUnixSeconds(rawSql(`CASE WHEN d.status = 'PENDING' THEN d.next_attempt_at END`)),
  created_at: jsonUnixSeconds(d('created_at')),
  updated_at: jsonUnixSeconds(d('updated_at')),
});
