/**
 * The body a receiver gets: the spec's envelope `{event, data, created_at}` plus two keys
 * webhook users asked for: `ordering_key` (the object the event is about; events with the
 * same key happened in `sequence` order) and `sequence` (strictly increasing per object,
 * with gaps, so compare rather than count). Serialised once, when queued: every attempt and
 * every manual retry sends these exact bytes, which is what the signatures cover.
 */
export interface WebhookEnvelope {
  event: string;
  data: Record<string, unknown>;
  created_at: number;
  ordering_key: string;
  sequence: number;
}

export function serialiseEnvelope(envelope: WebhookEnvelope): string {
  return JSON.stringify({
    event: envelope.event,
    data: envelope.data,
    created_at: envelope.created_at,
    ordering_key: envelope.ordering_key,
    sequence: envelope.sequence,
  });
}
