import type { InvoiceStatus, PaymentStatus } from '@shopforge/contracts';

/** The order record's `payment_status`, derived from the invoice status (docs/invoices.md). */
export function paymentStatusOf(status: InvoiceStatus): PaymentStatus {
  switch (status) {
    case 'PENDING':
      return 'UNPAID';
    case 'PENDING_PAYMENT':
      return 'PAYMENT_STARTED';
    case 'PROCESSING':
    case 'COMPLETED':
      return 'PAID';
    case 'PARTIAL_REFUND':
      return 'PARTIALLY_REFUNDED';
    case 'REFUNDED':
      return 'REFUNDED';
    case 'DISPUTED':
      return 'DISPUTED';
    case 'VOIDED':
    case 'EXPIRED':
      return 'CANCELLED';
  }
}
