/**
 * The invoice an event is about, for the timeline link and per-payment callbacks: the
 * invoice-family payload's `uniqid`, or the `invoice` object's of `order:item.*` events.
 */
export function invoiceReference(eventType: string, data: Record<string, unknown>): string | null {
  if (!eventType.startsWith('order:')) return null;
  if (typeof data.uniqid === 'string') return data.uniqid;
  const invoice = data.invoice;
  if (typeof invoice === 'object' && invoice !== null) {
    const uniqid = (invoice as Record<string, unknown>).uniqid;
    if (typeof uniqid === 'string') return uniqid;
  }
  return typeof data.invoice_uniqid === 'string' ? data.invoice_uniqid : null;
}
