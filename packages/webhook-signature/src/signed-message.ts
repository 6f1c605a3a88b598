/**
 * `<deliveryId>.<timestamp>.` — the prefix both the V2 and the Standard Webhooks signatures put
 * before the body. Kept in one place so the two schemes cannot disagree on the message.
 *
 * The timestamp must be whole Unix seconds: a fractional value (`Date.now() / 1000`) would be
 * signed as `1793527200.123`, which no receiver rebuilds from the `X-Shopforge-Timestamp`
 * header, so every delivery would fail verification. Better to throw in the worker.
 */
export function signedPrefix(deliveryId: string, timestamp: number): string {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new RangeError(`timestamp must be whole Unix seconds, got ${timestamp}`);
  }
  return `${deliveryId}.${timestamp}.`;
}
