import type { InvoiceStatus } from '@shopforge/contracts';
import type { Option } from '../components/Field';

/**
 * The statuses a list filters by. Spelled out rather than imported: the contracts' value would
 * bring its schema code into the page (only their types are imported here).
 */
export const ORDER_STATUSES: readonly (InvoiceStatus | Option<''>)[] = [
  { value: '', label: 'Any status' },
  'PENDING',
  'PENDING_PAYMENT',
  'PROCESSING',
  'COMPLETED',
  'VOIDED',
  'REFUNDED',
  'PARTIAL_REFUND',
  'DISPUTED',
  'EXPIRED',
];
