import { errorMessage } from './dead-letter';
import { type EventEnvelope, eventEnvelopeSchema } from './envelope';

export type ParsedEvent = { ok: true; event: EventEnvelope } | { ok: false; error: string };

/**
 * A message's value as the envelope, or why it is not one. Every adapter reads values with it,
 * so a malformed message is told apart (and dead-lettered) the same way on each log.
 */
export function parseEventText(text: string | undefined): ParsedEvent {
  if (text === undefined) return { ok: false, error: 'malformed event: the message has no value' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `malformed event: ${errorMessage(error)}` };
  }
  const result = eventEnvelopeSchema.safeParse(json);
  if (!result.success) return { ok: false, error: `invalid event envelope: ${result.error.message}` };
  return { ok: true, event: result.data };
}
