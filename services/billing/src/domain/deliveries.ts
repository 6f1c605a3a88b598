import type { BuyerAccessView } from '@shopforge/contracts';
import type { StoredInvoice } from './rows';

/** Each line's goods as the buyer sees them (the checkout page of a paid order, an access link). */
export function deliveriesOf(invoice: Pick<StoredInvoice, 'lines'>): BuyerAccessView['deliveries'] {
  return invoice.lines.map((line) => ({
    title: line.productTitle,
    status: line.deliveryStatus as 'PENDING' | 'DELIVERED' | 'FAILED',
    keys: line.licenseKeys,
    text: line.deliveredText,
  }));
}
