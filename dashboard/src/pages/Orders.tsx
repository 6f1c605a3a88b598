import type { InvoiceStatus, Order } from '@shopforge/contracts';
import { useId, useState } from 'react';
import { Loading, Notice } from '../components/Notice';
import { Table } from '../components/Table';
import { useDashboard } from '../context';
import { money, when } from '../format';
import { useLoad } from '../hooks';
import { href, navigate } from '../router';

const STATUSES = [
  'PENDING',
  'PENDING_PAYMENT',
  'PROCESSING',
  'COMPLETED',
  'VOIDED',
  'REFUNDED',
  'PARTIAL_REFUND',
  'DISPUTED',
  'EXPIRED',
] as const satisfies readonly InvoiceStatus[];

interface OrderPage {
  data: Order[];
  pagination: { next_cursor: string | null; has_more: boolean };
}

/** The order queue with the list's `filters` (docs/lists.md): status and buyer email. */
export default function Orders() {
  const { api } = useDashboard();
  const id = useId();
  const [status, setStatus] = useState('');
  const [email, setEmail] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const filters = [
    ...(status ? [{ field: 'status', op: 'eq', value: status }] : []),
    ...(email ? [{ field: 'customer_email', op: 'eq', value: email }] : []),
  ];
  const query = {
    limit: 25,
    cursor: cursors.at(-1),
    filters: filters.length ? JSON.stringify(filters) : undefined,
  };
  const orders = useLoad(
    () => api.request<OrderPage>('GET', '/orders', { query }),
    [api, status, email, cursors],
  );
  return (
    <>
      <h1>Orders</h1>
      <form
        className="filters"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setEmail(String(data.get('email') ?? '').trim());
          setCursors([]);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setCursors([]);
            }}
          >
            <option value="">Any status</option>
            {STATUSES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Buyer email</label>
          <input id={`${id}-email`} name="email" type="email" defaultValue={email} />
        </div>
        <button type="submit" className="secondary">
          Filter
        </button>
      </form>
      <Notice kind="error">{orders.error}</Notice>
      {orders.loading && !orders.value ? <Loading what="orders" /> : null}
      {orders.value ? (
        <>
          <Table
            label="Orders"
            rows={orders.value.data}
            rowKey={(order) => order.id}
            empty="No orders match."
            columns={[
              {
                header: 'Order',
                cell: (order) => (
                  <a
                    href={href(`/orders/${order.uniqid}`)}
                    onClick={(event) => {
                      event.preventDefault();
                      navigate(`/orders/${order.uniqid}`);
                    }}
                  >
                    {order.uniqid.slice(0, 8)}
                    <span className="sr-only"> (order of {order.customer_email})</span>
                  </a>
                ),
              },
              { header: 'Buyer', cell: (order) => order.customer_email },
              { header: 'Status', cell: (order) => order.status },
              { header: 'Total', cell: (order) => money(order.total, order.currency) },
              { header: 'Created', cell: (order) => when(order.created_at), secondary: true },
            ]}
          />
          <div className="pager">
            <button
              type="button"
              className="secondary"
              disabled={cursors.length === 0}
              onClick={() => setCursors(cursors.slice(0, -1))}
            >
              Previous
            </button>
            <button
              type="button"
              className="secondary"
              disabled={!orders.value.pagination.next_cursor}
              onClick={() => {
                const next = orders.value?.pagination.next_cursor;
                if (next) setCursors([...cursors, next]);
              }}
            >
              Next
            </button>
          </div>
        </>
      ) : null}
    </>
  );
}
