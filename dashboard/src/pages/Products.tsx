import type { Product } from '@shopforge/contracts';
import { useState } from 'react';
import { CursorTable } from '../components/CursorTable';
import { Field, SelectField, TextAreaField } from '../components/Field';
import { FormDialog } from '../components/FormDialog';
import { Outcome } from '../components/Notice';
import { PageHead } from '../components/PageHead';
import { RowButton } from '../components/RowButton';
import { useAccess, useDashboard } from '../context';
import { money } from '../format';
import { useAction, useCursorList, useNotice } from '../hooks';

const TYPES = ['SERIALS', 'SERVICE', 'FILE', 'DYNAMIC'] as const satisfies readonly Product['type'][];

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; product: Product }
  | { kind: 'serials'; product: Product }
  | null;

/** Products: list, create and edit the main fields, add serial stock. */
export default function Products() {
  const { write } = useAccess('products');
  const products = useCursorList<Product>('/products', { limit: 50 });
  const [open, setOpen] = useState<Open>(null);
  const notice = useNotice(products.reload);
  const done = (text: string) => {
    setOpen(null);
    notice.done(text);
  };
  const close = () => setOpen(null);
  return (
    <>
      <PageHead
        title="Products"
        action={write ? { label: 'New product', onClick: () => setOpen({ kind: 'create' }) } : null}
      />
      <Outcome success={notice.message} errors={[]} />
      <CursorTable
        list={products}
        what="products"
        label="Products"
        rowKey={(product) => product.id}
        empty="No products yet."
        columns={[
          { header: 'Title', cell: (product) => product.title },
          { header: 'Type', cell: (product) => product.type, secondary: true },
          { header: 'Price', cell: (product) => money(product.price, product.currency) },
          { header: 'Stock', cell: (product) => (product.stock === -1 ? 'unlimited' : product.stock) },
        ]}
        actions={
          write
            ? (product) => (
                <>
                  <RowButton about={` ${product.title}`} onClick={() => setOpen({ kind: 'edit', product })}>
                    Edit
                  </RowButton>
                  {product.type === 'SERIALS' ? (
                    <RowButton
                      about={` to ${product.title}`}
                      onClick={() => setOpen({ kind: 'serials', product })}
                    >
                      Add stock
                    </RowButton>
                  ) : null}
                </>
              )
            : null
        }
      />
      {open?.kind === 'create' || open?.kind === 'edit' ? (
        <ProductDialog product={open.kind === 'edit' ? open.product : null} onClose={close} onDone={done} />
      ) : null}
      {open?.kind === 'serials' ? (
        <SerialsDialog product={open.product} onClose={close} onDone={done} />
      ) : null}
    </>
  );
}

interface DialogProps {
  onClose: () => void;
  onDone: (message: string) => void;
}

function ProductDialog({ product, onClose, onDone }: { product: Product | null } & DialogProps) {
  const { api } = useDashboard();
  const [title, setTitle] = useState(product?.title ?? '');
  const [price, setPrice] = useState(product ? String(product.price) : '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [type, setType] = useState<Product['type']>(product?.type ?? 'SERIALS');
  const action = useAction();
  const submit = async () => {
    const body = { title: title.trim(), price: Number(price), description };
    const saved = await action.run(() =>
      product
        ? api.data<Product>('PATCH', `/products/${product.id}`, { body })
        : api.data<Product>('POST', '/products', { body: { ...body, type } }),
    );
    if (saved) onDone(`${saved.title} ${product ? 'saved' : 'created'}.`);
  };
  return (
    <FormDialog
      title={product ? `Edit ${product.title}` : 'New product'}
      onClose={onClose}
      action={action}
      onSubmit={submit}
      submitLabel={product ? 'Save product' : 'Create product'}
    >
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
      {product ? null : <SelectField label="Type" value={type} options={TYPES} onChange={setType} />}
      <TextAreaField
        label="Description"
        rows={4}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
    </FormDialog>
  );
}

function SerialsDialog({ product, onClose, onDone }: { product: Product } & DialogProps) {
  const { api } = useDashboard();
  const [text, setText] = useState('');
  const action = useAction();
  const read = async (file: File | undefined) => {
    if (file) setText(await file.text());
  };
  const submit = async () => {
    const serials = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
    const added = await action.run(() =>
      api.request('POST', `/products/${product.id}/serials`, { body: { serials } }),
    );
    if (added !== undefined) onDone(`${serials.length} codes added to ${product.title}.`);
  };
  return (
    <FormDialog
      title={`Add stock to ${product.title}`}
      onClose={onClose}
      action={action}
      onSubmit={submit}
      submitLabel="Add codes"
    >
      <Field
        label="Upload a text file (one code per line)"
        type="file"
        accept=".txt,.csv,text/plain"
        onChange={(event) => void read(event.target.files?.[0])}
      />
      <TextAreaField
        label="Codes, one per line"
        rows={8}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </FormDialog>
  );
}
