import type { Customer, WalletEntry } from '@shopforge/contracts';
import { useState } from 'react';
import { CursorTable } from '../components/CursorTable';
import { Dialog } from '../components/Dialog';
import { RowButton } from '../components/RowButton';
import { Table } from '../components/Table';
import { WhenLoaded } from '../components/WhenLoaded';
import { useDashboard } from '../context';
import { money, when } from '../format';
import { type CursorPage, useCursorList, useLoad } from '../hooks';

/** Customers and each one's wallet entries. */
export default function Customers() {
  const customers = useCursorList<Customer>('/customers', { limit: 50 });
  const [wallet, setWallet] = useState<Customer | null>(null);
  return (
    <>
      <h1>Customers</h1>
      <CursorTable
        list={customers}
        what="customers"
        label="Customers"
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
              <RowButton about={` wallet of ${customer.email}`} onClick={() => setWallet(customer)}>
                {money(customer.customer_balance, customer.customer_balance_currency)}
              </RowButton>
            ),
          },
        ]}
      />
      {wallet ? <WalletDialog customer={wallet} onClose={() => setWallet(null)} /> : null}
    </>
  );
}

function WalletDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { api } = useDashboard();
  const entries = useLoad(
    () =>
      api.request<CursorPage<WalletEntry>>('GET', `/customers/${customer.id}/wallet/entries`, {
        query: { limit: 100 },
      }),
    [api, customer.id],
  );
  return (
    <Dialog title={`Wallet of ${customer.email}`} open onClose={onClose}>
      <WhenLoaded loaded={entries} what="the wallet">
        {(page) => (
          <Table
            label="Wallet entries"
            rows={page.data}
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
        )}
      </WhenLoaded>
    </Dialog>
  );
}
