/** An object as it crosses the wire: a deep copy with only JSON values, detached from later changes. */
export function toPlain(value: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}
