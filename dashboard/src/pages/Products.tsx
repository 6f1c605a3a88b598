import type { Product } from '@shopforge/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../components/Dialog';
import { Field } from '../components/Field';
import { Loading, Notice } from '../components/Notice';
import { Table } from '../components/Table';
import { useAccess, useDashboard } from '../context';
import { money } from '../format';
import { useAction, useLoad } from '../hooks';

interface ProductPage {
  data: Product[];
  pagination: { next_cursor: string | null; has_more: boolean };
}

const TYPES = ['SERIALS', 'SERVICE', 'FILE', 'DYNAMIC'] as const satisfies readonly Product['type'][];

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; product: Product }
  | { kind: 'serials'; product: Product }
  | null;

/** Products: list, create and edit the main fields, add serial stock. */
export default function Products() {
  const { api } = useDashboard();
  const { write } = useAccess('products');
  const [cursors, setCursors] = useState<string[]>([]);
  const products = useLoad(
    () => api.request<ProductPage>('GET', '/products', { query: { limit: 50, cursor: cursors.at(-1) } }),
    [api, cursors],
  );
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState<string | null>(null);
  const done = (text: string) => {
    setOpen(null);
    setMessage(text);
    products.reload();
  };
  return (
    <>
      <div className="page-head">
        <h1>Products</h1>
        {write ? (
          <button type="button" onClick={() => setOpen({ kind: 'create' })}>
            New product
          </button>
        ) : null}
      </div>
      <Notice kind="success">{message}</Notice>
      <Notice kind="error">{products.error}</Notice>
      {products.loading && !products.value ? <Loading what="products" /> : null}
      {products.value ? (
        <>
          <Table
            label="Products"
            rows={products.value.data}
            rowKey={(product) => product.id}
            empty="No products yet."
            columns={[
              { header: 'Title', cell: (product) => product.title },
              { header: 'Type', cell: (product) => product.type, secondary: true },
              { header: 'Price', cell: (product) => money(product.price, product.currency) },
              { header: 'Stock', cell: (product) => (product.stock === -1 ? 'unlimited' : product.stock) },
              ...(write
                ? [
                    {
                      header: 'Actions',
                      cell: (product: Product) => (
                        <div className="row-actions">
                          <button
                            type="button"
                            className="secondary"
                            onClick={() => setOpen({ kind: 'edit', product })}
                          >
                            Edit<span className="sr-only"> {product.title}</span>
                          </button>
                          {product.type === 'SERIALS' ? (
                            <button
                              type="button"
                              className="secondary"
                              onClick={() => setOpen({ kind: 'serials', product })}
                            >
                              Add stock<span className="sr-only"> to {product.title}</span>
                            </button>
                          ) : null}
                        </div>
                      ),
                    },
                  ]
                : []),
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
              disabled={!products.value.pagination.next_cursor}
              onClick={() => {
                const next = products.value?.pagination.next_cursor;
                if (next) setCursors([...cursors, next]);
              }}
            >
              Next
            </button>
          </div>
        </>
      ) : null}
      {open?.kind === 'create' || open?.kind === 'edit' ? (
        <ProductDialog
          product={open.kind === 'edit' ? open.product : null}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      ) : null}
      {open?.kind === 'serials' ? (
        <SerialsDialog product={open.product} onClose={() => setOpen(null)} onDone={done} />
      ) : null}
    </>
  );
}

function ProductDialog({
  product,
  onClose,
  onDone,
}: {
  product: Product | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { api } = useDashboard();
  const id = useId();
  const [title, setTitle] = useState(product?.title ?? '');
  const [price, setPrice] = useState(product ? String(product.price) : '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [type, setType] = useState<Product['type']>(product?.type ?? 'SERIALS');
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { title: title.trim(), price: Number(price), description };
    const saved = await action.run(() =>
      product
        ? api.data<Product>('PATCH', `/products/${product.id}`, { body })
        : api.data<Product>('POST', '/products', { body: { ...body, type } }),
    );
    if (saved) onDone(`${saved.title} ${product ? 'saved' : 'created'}.`);
  };
  return (
    <Dialog title={product ? `Edit ${product.title}` : 'New product'} open onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        <Field
          label="Title"
          required
          maxLength={255}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Field
          label="Price"
          type="number"
          required
          min="0"
          step="0.01"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
        {product ? null : (
          <div className="field">
            <label htmlFor={`${id}-type`}>Type</label>
            <select
              id={`${id}-type`}
              value={type}
              onChange={(event) => setType(event.target.value as Product['type'])}
            >
              {TYPES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea
            id={`${id}-description`}
            rows={4}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <Notice kind="error">{action.error}</Notice>
        <div className="actions">
          <button type="submit" disabled={action.busy}>
            {product ? 'Save product' : 'Create product'}
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function SerialsDialog({
  product,
  onClose,
  onDone,
}: {
  product: Product;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { api } = useDashboard();
  const id = useId();
  const [text, setText] = useState('');
  const action = useAction();
  const read = async (file: File | undefined) => {
    if (file) setText(await file.text());
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const serials = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
    if (
      await action.run(() => api.request('POST', `/products/${product.id}/serials`, { body: { serials } }))
    ) {
      onDone(`${serials.length} codes added to ${product.title}.`);
    }
  };
  return (
    <Dialog title={`Add stock to ${product.title}`} open onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-file`}>Upload a text file (one code per line)</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".txt,.csv,text/plain"
            onChange={(event) => void read(event.target.files?.[0])}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-codes`}>Codes, one per line</label>
          <textarea
            id={`${id}-codes`}
            rows={8}
            required
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Notice kind="error">{action.error}</Notice>
        <div className="actions">
          <button type="submit" disabled={action.busy}>
            Add codes
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
