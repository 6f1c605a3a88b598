import type { InvoiceStatus, Order } from '@shopforge/contracts';
import { useState } from 'react';
import { CursorTable } from '../components/CursorTable';
import { Field, SelectField } from '../components/Field';
import { FilterBar } from '../components/FilterBar';
import { Link } from '../components/Link';
import { money, when } from '../format';
import { useCursorList } from '../hooks';
import { ORDER_STATUSES } from './order-statuses';

/** The order queue with the list's `filters` (docs/lists.md): status and buyer email. */
export default function Orders() {
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [email, setEmail] = useState('');
  const filters = [
    ...(status ? [{ field: 'status', op: 'eq', value: status }] : []),
    ...(email ? [{ field: 'customer_email', op: 'eq', value: email }] : []),
  ];
  const orders = useCursorList<Order>('/orders', {
    limit: 25,
    filters: filters.length ? JSON.stringify(filters) : undefined,
  });
  return (
    <>
      <h1>Orders</h1>
      <FilterBar onApply={(data) => setEmail(String(data.get('email') ?? '').trim())}>
        <SelectField label="Status" value={status} options={ORDER_STATUSES} onChange={setStatus} />
        <Field label="Buyer email" name="email" type="email" defaultValue={email} />
      </FilterBar>
      <CursorTable
        list={orders}
        what="orders"
        label="Orders"
        rowKey={(order) => order.id}
        empty="No orders match."
        columns={[
          {
            header: 'Order',
            cell: (order) => (
              <Link to={`/orders/${order.uniqid}`}>
                {order.uniqid.slice(0, 8)}
                <span className="sr-only"> (order of {order.customer_email})</span>
              </Link>
            ),
          },
          { header: 'Buyer', cell: (order) => order.customer_email },
          { header: 'Status', cell: (order) => order.status },
          { header: 'Total', cell: (order) => money(order.total, order.currency) },
          { header: 'Created', cell: (order) => when(order.created_at), secondary: true },
        ]}
      />
    </>
  );
}
