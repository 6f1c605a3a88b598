import type { InvoiceTimelineEvent, Order } from '@shopforge/contracts';
import { useState } from 'react';
import { ConfirmButton } from '../components/ConfirmButton';
import { Field } from '../components/Field';
import { FormDialog } from '../components/FormDialog';
import { Link } from '../components/Link';
import { Notice, Outcome } from '../components/Notice';
import { Table } from '../components/Table';
import { WhenLoaded } from '../components/WhenLoaded';
import { useAccess, useDashboard } from '../context';
import { money, when } from '../format';
import { useAction, useLoad, useNotice } from '../hooks';

/** Statuses of an order that was never paid, and so has no receipt to send again. */
const UNPAID = new Set(['PENDING', 'PENDING_PAYMENT', 'VOIDED', 'EXPIRED']);
/** Unpaid orders the merchant may mark paid by hand (the status machine's `mark_paid`). */
const MARKABLE = new Set(['PENDING', 'PENDING_PAYMENT', 'EXPIRED']);
/** A paid order with a line not delivered yet (or failed): the only one "Deliver again" acts on. */
const UNDELIVERED = 'PROCESSING';
/**
 * The resource group whose write scope `POST /dev/v1/orders/{id}/fulfill` requires
 * (`orders.write`): the money buttons appear only for a token that holds it.
 */
const FULFIL_GROUP = 'orders';

/**
 * One order: its lines, its invoice's timeline, and refund, resend the receipt, and the two
 * faces of `POST /orders/{id}/fulfill`: "Mark as paid and deliver" on an unpaid order (asks first,
 * naming the amount) and "Deliver again" on a paid one (docs/dashboard.md "The order page").
 */
export default function OrderDetail({ param }: { param: string }) {
  const { api } = useDashboard();
  const { write } = useAccess(FULFIL_GROUP);
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
  const notice = useNotice(order.reload, timeline.reload);
  const action = useAction();
  const fulfil = (id: string) => api.data<Order>('POST', `/orders/${id}/fulfill`);
  const deliverAgain = async (id: string) => {
    if (await action.run(() => fulfil(id))) notice.done('The lines not delivered yet were delivered again.');
  };
  const resendReceipt = async (id: string) => {
    const queued = await action.run(() => api.data<unknown>('POST', `/orders/${id}/resend-receipt`));
    if (queued) notice.done('The receipt is on its way to the buyer again (see the timeline).');
  };
  return (
    <>
      <p>
        <Link to="/orders">← Orders</Link>
      </p>
      <h1>Order {param.slice(0, 8)}</h1>
      <Outcome success={notice.message} errors={[action.error]} />
      <WhenLoaded loaded={order} what="the order">
        {(value) => (
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
                {MARKABLE.has(value.status) ? (
                  <ConfirmButton
                    title="Mark this order as paid?"
                    confirmLabel={`Mark as paid: ${money(value.total, value.currency)}`}
                    consequence={
                      <>
                        <p>
                          Only when the buyer paid you <strong>{money(value.total, value.currency)}</strong>{' '}
                          outside the platform (a bank transfer, cash). No payment provider confirms it.
                        </p>
                        <p>
                          The order is recorded as paid by hand, its goods are delivered at once and{' '}
                          {value.customer_email} gets the receipt by email. This cannot be undone; a refund
                          afterwards is recorded by hand.
                        </p>
                      </>
                    }
                    action={action}
                    run={() => fulfil(value.id)}
                    onDone={() =>
                      notice.done(
                        `Marked as paid (${money(value.total, value.currency)}): the goods were delivered and the receipt is on its way.`,
                      )
                    }
                  >
                    Mark as paid and deliver
                  </ConfirmButton>
                ) : null}
                {value.status === UNDELIVERED ? (
                  <button type="button" disabled={action.busy} onClick={() => void deliverAgain(value.id)}>
                    Deliver again
                  </button>
                ) : null}
                {UNPAID.has(value.status) ? null : (
                  <button
                    type="button"
                    className="secondary"
                    disabled={action.busy}
                    onClick={() => void resendReceipt(value.id)}
                  >
                    Resend receipt
                  </button>
                )}
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
        )}
      </WhenLoaded>
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
      {order.value && refunding ? (
        <RefundDialog
          order={order.value}
          onClose={() => setRefunding(false)}
          onDone={() => {
            setRefunding(false);
            notice.done('Refund recorded.');
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
  const submit = async () => {
    const body = {
      ...(amount.trim() ? { amount: Number(amount) } : {}),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    };
    if (await action.run(() => api.data<Order>('POST', `/orders/${order.id}/refund`, { body }))) onDone();
  };
  return (
    <FormDialog
      title="Refund the order"
      onClose={onClose}
      action={action}
      onSubmit={submit}
      submitLabel="Refund"
      danger
    >
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
    </FormDialog>
  );
}
