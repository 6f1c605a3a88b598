import { topicForFamily } from '@shopforge/events';
import type { EventConsumer } from '@shopforge/service-kit/define';
import type { ResellerDeps } from '../deps';
import { onDeliveredByEmail } from './delivery-mail';
import { onOrderPaid } from './stock-payments';

/** What the reseller service reads off the bus: paid stock invoices, and its own deliveries. */
export function resellerConsumers(deps: ResellerDeps): EventConsumer[] {
  return [
    { topic: topicForFamily('order'), handler: async (event) => void (await onOrderPaid(deps, event)) },
    {
      topic: topicForFamily('reseller'),
      handler: async (event) => void (await onDeliveredByEmail(deps, event)),
    },
  ];
}
