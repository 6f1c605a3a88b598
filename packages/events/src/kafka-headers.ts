import type { IHeaders } from 'kafkajs';

/** kafkajs hands headers back as Buffers (or arrays of them); telemetry and logs want strings. */
export function headersToStrings(headers: IHeaders | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (value === undefined) continue;
    // Kafka allows a header to repeat; the first occurrence wins, as in W3C extraction.
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) out[key] = first.toString();
  }
  return out;
}
