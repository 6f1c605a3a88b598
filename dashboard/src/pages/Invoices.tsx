import type { Invoice, InvoiceStatus } from '@shopforge/contracts';
import { useState } from 'react';
import { CursorTable } from '../components/CursorTable';
import { Field, type Option, SelectField } from '../components/Field';
import { FilterBar } from '../components/FilterBar';
import { Link } from '../components/Link';
import { money, when } from '../format';
import { useCursorList } from '../hooks';
import { ORDER_STATUSES } from './order-statuses';

type Kind = Invoice['type'];
const KINDS: readonly (Kind | Option<''>)[] = [{ value: '', label: 'Any kind' }, 'PRODUCT', 'PAYMENT'];

/**
 * Every invoice of the shop — orders (`PRODUCT`) and payment-link payments (`PAYMENT`) — with
 * the list's `filters` (docs/lists.md): status, kind, gateway and buyer email.
 */
export default function Invoices() {
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [kind, setKind] = useState<Kind | ''>('');
  const [text, setText] = useState({ email: '', gateway: '' });
  const filters = [
    ...(status ? [{ field: 'status', op: 'eq', value: status }] : []),
    ...(kind ? [{ field: 'type', op: 'eq', value: kind }] : []),
    ...(text.email ? [{ field: 'customer_email', op: 'eq', value: text.email }] : []),
    ...(text.gateway ? [{ field: 'gateway', op: 'eq', value: text.gateway }] : []),
  ];
  const invoices = useCursorList<Invoice>('/invoices', {
    limit: 25,
    filters: filters.length ? JSON.stringify(filters) : undefined,
  });
  return (
    <>
      <h1>Invoices</h1>
      <FilterBar
        onApply={(data) =>
          setText({
            email: String(data.get('email') ?? '').trim(),
            gateway: String(data.get('gateway') ?? '')
              .trim()
              .toUpperCase(),
          })
        }
      >
        <SelectField label="Status" value={status} options={ORDER_STATUSES} onChange={setStatus} />
        <SelectField label="Kind" value={kind} options={KINDS} onChange={setKind} />
        <Field label="Gateway" name="gateway" defaultValue={text.gateway} />
        <Field label="Buyer email" name="email" type="email" defaultValue={text.email} />
      </FilterBar>
      <CursorTable
        list={invoices}
        what="invoices"
        label="Invoices"
        rowKey={(invoice) => invoice.uniqid}
        empty="No invoices match."
        columns={[
          {
            header: 'Invoice',
            cell: (invoice) =>
              invoice.type === 'PRODUCT' ? (
                <Link to={`/orders/${invoice.uniqid}`}>
                  {invoice.uniqid.slice(0, 8)}
                  <span className="sr-only"> (order of {invoice.customer_email})</span>
                </Link>
              ) : (
                invoice.uniqid.slice(0, 8)
              ),
          },
          { header: 'Kind', cell: (invoice) => invoice.type, secondary: true },
          { header: 'Buyer', cell: (invoice) => invoice.customer_email },
          { header: 'Status', cell: (invoice) => invoice.status },
          { header: 'Gateway', cell: (invoice) => invoice.gateway ?? '—', secondary: true },
          { header: 'Total', cell: (invoice) => money(invoice.total, invoice.currency) },
          { header: 'Created', cell: (invoice) => when(invoice.created_at), secondary: true },
        ]}
      />
    </>
  );
}
