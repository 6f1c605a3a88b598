import type { InvoiceTimelineEvent, Order } from '@shopforge/contracts';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../components/Dialog';
import { Field } from '../components/Field';
import { Loading, Notice } from '../components/Notice';
import { Table } from '../components/Table';
import { useAccess, useDashboard } from '../context';
import { money, when } from '../format';
import { useAction, useLoad } from '../hooks';
import { href, navigate } from '../router';

/** One order: its lines, its invoice's timeline, and refund, fulfil (deliver again) and void. */
export default function OrderDetail({ param }: { param: string }) {
  const { api } = useDashboard();
  const { write } = useAccess('orders');
  const invoices = useAccess('invoices');
  const order = useLoad(() => api.get<Order>(`/orders/${encodeURIComponent(param)}`), [api, param]);
  const timeline = useLoad(
    () =>
      invoices.read
        ? api.get<{ events: InvoiceTimelineEvent[] }>(`/invoices/${encodeURIComponent(param)}/timeline`)
        : Promise.resolve({ events: [] }),
    [api, param, invoices.read],
  );
  const [refunding, setRefunding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const action = useAction();
  const value = order.value;
  const after = (text: string) => {
    setMessage(text);
    order.reload();
    timeline.reload();
  };
  return (
    <>
      <p>
        <a
          href={href('/orders')}
          onClick={(event) => {
            event.preventDefault();
            navigate('/orders');
          }}
        >
          ← Orders
        </a>
      </p>
      <h1>Order {param.slice(0, 8)}</h1>
      <Notice kind="success">{message}</Notice>
      <Notice kind="error">{order.error ?? action.error}</Notice>
      {!value && order.loading ? <Loading what="the order" /> : null}
      {value ? (
        <>
          <dl className="facts">
            <dt>Buyer</dt>
            <dd>{value.customer_email}</dd>
            <dt>Status</dt>
            <dd>
              {value.status} (payment {value.payment_status})
            </dd>
            <dt>Total</dt>
            <dd>{money(value.total, value.currency)}</dd>
            <dt>Gateway</dt>
            <dd>{value.gateway ?? '—'}</dd>
            <dt>Created</dt>
            <dd>{when(value.created_at)}</dd>
          </dl>
          {write ? (
            <div className="row-actions">
              <button
                type="button"
                disabled={action.busy}
                onClick={async () => {
                  if (await action.run(() => api.data<Order>('POST', `/orders/${value.id}/fulfill`))) {
                    after('Fulfilled: undelivered lines were delivered (again).');
                  }
                }}
              >
                Fulfil / resend goods
              </button>
              <button type="button" className="secondary" onClick={() => setRefunding(true)}>
                Refund
              </button>
            </div>
          ) : null}
          <h2>Lines</h2>
          <Table
            label="Order lines"
            rows={value.items}
            rowKey={(item) => `${item.product_id}-${item.variant_title ?? ''}`}
            empty="No lines."
            columns={[
              {
                header: 'Product',
                cell: (item) =>
                  `${item.product_title}${item.variant_title ? ` (${item.variant_title})` : ''}`,
              },
              { header: 'Qty', cell: (item) => item.quantity },
              { header: 'Unit', cell: (item) => money(item.unit_price, value.currency), secondary: true },
              { header: 'Total', cell: (item) => money(item.total, value.currency) },
            ]}
          />
        </>
      ) : null}
      {invoices.read ? (
        <>
          <h2>Timeline</h2>
          <Notice kind="error">{timeline.error}</Notice>
          <ol className="timeline">
            {(timeline.value?.events ?? []).map((event) => (
              <li key={event.id}>
                <time dateTime={event.occurred_at}>{new Date(event.occurred_at).toLocaleString()}</time> ·{' '}
                <code>{event.type}</code>
                {event.status ? ` · ${event.status}` : ''}
                {event.amount ? ` · ${event.amount} ${event.currency ?? ''}` : ''}
                {event.actor ? <span className="muted"> · {event.actor.type}</span> : null}
                {event.note ? <span className="muted"> · {event.note}</span> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {value && refunding ? (
        <RefundDialog
          order={value}
          onClose={() => setRefunding(false)}
          onDone={() => {
            setRefunding(false);
            after('Refund recorded.');
          }}
        />
      ) : null}
    </>
  );
}

function RefundDialog({ order, onClose, onDone }: { order: Order; onClose: () => void; onDone: () => void }) {
  const { api } = useDashboard();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...(amount.trim() ? { amount: Number(amount) } : {}),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    };
    if (await action.run(() => api.data<Order>('POST', `/orders/${order.id}/refund`, { body }))) onDone();
  };
  return (
    <Dialog title="Refund the order" open onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        <Field
          label={`Amount (${order.currency})`}
          hint="Leave empty to refund what remains."
          type="number"
          min="0.01"
          step="0.01"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Field
          label="Reason"
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Notice kind="error">{action.error}</Notice>
        <div className="actions">
          <button type="submit" className="danger" disabled={action.busy}>
            Refund
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
