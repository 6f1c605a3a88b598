import type { Customer, WalletEntry } from '@shopforge/contracts';
import { useState } from 'react';
import { Dialog } from '../components/Dialog';
import { Loading, Notice } from '../components/Notice';
import { Table } from '../components/Table';
import { useDashboard } from '../context';
import { money, when } from '../format';
import { useLoad } from '../hooks';

interface Page<T> {
  data: T[];
  pagination: { next_cursor: string | null; has_more: boolean };
}

/** Customers and each one's wallet entries. */
export default function Customers() {
  const { api } = useDashboard();
  const [cursors, setCursors] = useState<string[]>([]);
  const customers = useLoad(
    () => api.request<Page<Customer>>('GET', '/customers', { query: { limit: 50, cursor: cursors.at(-1) } }),
    [api, cursors],
  );
  const [wallet, setWallet] = useState<Customer | null>(null);
  return (
    <>
      <h1>Customers</h1>
      <Notice kind="error">{customers.error}</Notice>
      {customers.loading && !customers.value ? <Loading what="customers" /> : null}
      {customers.value ? (
        <>
          <Table
            label="Customers"
            rows={customers.value.data}
            rowKey={(customer) => customer.id}
            empty="No customers yet."
            columns={[
              { header: 'Email', cell: (customer) => customer.email },
              {
                header: 'Name',
                cell: (customer) => `${customer.name} ${customer.surname}`.trim() || '—',
                secondary: true,
              },
              { header: 'Orders', cell: (customer) => customer.order_count },
              {
                header: 'Spent',
                cell: (customer) => money(customer.total_spent, customer.customer_balance_currency),
                secondary: true,
              },
              {
                header: 'Wallet',
                cell: (customer) => (
                  <button type="button" className="secondary" onClick={() => setWallet(customer)}>
                    {money(customer.customer_balance, customer.customer_balance_currency)}
                    <span className="sr-only"> wallet of {customer.email}</span>
                  </button>
                ),
              },
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
              disabled={!customers.value.pagination.next_cursor}
              onClick={() => {
                const next = customers.value?.pagination.next_cursor;
                if (next) setCursors([...cursors, next]);
              }}
            >
              Next
            </button>
          </div>
        </>
      ) : null}
      {wallet ? <WalletDialog customer={wallet} onClose={() => setWallet(null)} /> : null}
    </>
  );
}

function WalletDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { api } = useDashboard();
  const entries = useLoad(
    () =>
      api.request<Page<WalletEntry>>('GET', `/customers/${customer.id}/wallet/entries`, {
        query: { limit: 100 },
      }),
    [api, customer.id],
  );
  return (
    <Dialog title={`Wallet of ${customer.email}`} open onClose={onClose}>
      <Notice kind="error">{entries.error}</Notice>
      {entries.value ? (
        <Table
          label="Wallet entries"
          rows={entries.value.data}
          rowKey={(entry) => entry.id}
          empty="No wallet entries."
          columns={[
            { header: 'When', cell: (entry) => when(entry.created_at) },
            { header: 'Type', cell: (entry) => entry.type },
            { header: 'Amount', cell: (entry) => money(entry.amount, entry.currency) },
            { header: 'Balance', cell: (entry) => money(entry.balance_after, entry.currency) },
            { header: 'Note', cell: (entry) => entry.description ?? '—', secondary: true },
          ]}
        />
      ) : (
        <Loading what="the wallet" />
      )}
    </Dialog>
  );
}
