import { createLogger } from '@shopforge/telemetry';
import type { EventEnvelope } from './envelope';

/** An event (or unparseable message) that no amount of retrying could deliver. */
export interface DeadLetter {
  topic: string;
  group: string;
  /** Absent when the message itself was malformed (Kafka only). */
  event?: EventEnvelope;
  error: unknown;
  /** Handler calls made; 0 for a malformed message. */
  attempts: number;
}

export type DeadLetterHandler = (deadLetter: DeadLetter) => void | Promise<void>;

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

let logger: ReturnType<typeof createLogger> | undefined;

/**
 * Default sink: a log line an operator can alert on. Only ids go in it, never `data`,
 * because event payloads may carry customer details.
 */
export const logDeadLetter: DeadLetterHandler = (deadLetter) => {
  logger ??= createLogger('events');
  logger.error(
    {
      topic: deadLetter.topic,
      group: deadLetter.group,
      event_id: deadLetter.event?.id,
      event_type: deadLetter.event?.type,
      attempts: deadLetter.attempts,
      err: errorMessage(deadLetter.error),
    },
    'event dead-lettered',
  );
};

/** A dead-letter sink that throws must not take the consumer down with it. */
export async function reportDeadLetter(sink: DeadLetterHandler, deadLetter: DeadLetter): Promise<void> {
  try {
    await sink(deadLetter);
  } catch {
    // Nothing sensible left to do: the event is already out of the retry path.
  }
}
