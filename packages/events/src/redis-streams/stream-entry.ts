import type { EventEnvelope } from '../envelope';
import { eventHeaders } from '../event-headers';
import { type ParsedEvent, parseEventText } from '../parse-event';

/** The field holding the envelope's JSON; every other field is a header. */
const VALUE = 'event';

/** A stream entry's fields (`XADD … field value …`): the headers, then the envelope. */
export function entryFields(event: EventEnvelope): string[] {
  const fields: string[] = [];
  for (const [name, value] of Object.entries(eventHeaders(event))) fields.push(name, value);
  fields.push(VALUE, JSON.stringify(event));
  return fields;
}

/** An entry as XREADGROUP / XAUTOCLAIM return it: its id and the flat field list. */
export type RawEntry = [id: string, fields: string[]];

export interface ReadEntry {
  id: string;
  headers: Record<string, string>;
  /** The raw fields, copied as they are into a dead letter. */
  fields: string[];
  parsed: ParsedEvent;
}

export function readEntry([id, fields]: RawEntry): ReadEntry {
  const headers: Record<string, string> = {};
  let value: string | undefined;
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const name = fields[i] as string;
    const field = fields[i + 1] as string;
    if (name === VALUE) value = field;
    // A field may repeat; the first occurrence wins, as with Kafka headers.
    else if (!(name in headers)) headers[name] = field;
  }
  return { id, headers, fields, parsed: parseEventText(value) };
}
