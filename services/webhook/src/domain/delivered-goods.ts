import { hasAllScopes } from '@shopforge/contracts';

/** Who may see delivered goods (license keys) in a payload: as on the invoice timeline. */
export function mayViewDeliveredGoods(scopes: readonly string[]): boolean {
  return hasAllScopes(scopes, ['orders.read', 'licenses.read']);
}

/**
 * Delivered goods in an event payload: `line_items[].license_keys` (spec "Order events"). The
 * events API shows them only to callers that may see goods (orders.read and licenses.read, as
 * the invoice timeline); for everyone else the record keeps a copy without them.
 */
export function withoutDeliveredGoods(data: Record<string, unknown>): Record<string, unknown> | null {
  const lines = data.line_items;
  if (!Array.isArray(lines)) return null;
  const carries = (line: unknown): line is Record<string, unknown> =>
    typeof line === 'object' && line !== null && 'license_keys' in line;
  if (!lines.some(carries)) return null;
  return {
    ...data,
    line_items: lines.map((line) => {
      if (!carries(line)) return line;
      const { license_keys: _goods, ...rest } = line;
      return rest;
    }),
  };
}

/**
 * A delivery's frozen body as a caller who may not see delivered goods reads it in the delivery
 * log: the same envelope without `line_items[].license_keys`, or null when it carries none (or is
 * not an envelope this platform wrote). The signed bytes then differ from what is shown, which
 * the log says (`request_body_redacted`).
 */
export function bodyWithoutDeliveredGoods(body: string): string | null {
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof envelope !== 'object' || envelope === null || !('data' in envelope)) return null;
  const { data } = envelope as { data: unknown };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const without = withoutDeliveredGoods(data as Record<string, unknown>);
  return without === null ? null : JSON.stringify({ ...envelope, data: without });
}
