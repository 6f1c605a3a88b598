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
