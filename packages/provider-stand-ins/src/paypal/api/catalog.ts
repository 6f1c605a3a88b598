import { resourceNotFound } from '../api-error';
import { isoNow, newProductId } from '../ids';
import { renderProduct } from '../objects/product';
import type { ProductState, ProductType } from '../subscriptions/state';
import { FieldReader } from './fields';
import type { ApiHandler, Reply } from './request';

const API = 'catalog-products/v1';
const fields = new FieldReader(API);
const TYPES: readonly ProductType[] = ['PHYSICAL', 'DIGITAL', 'SERVICE'];

function productType(value: string | null): ProductType {
  if (value === null) throw fields.missing('/type');
  const type = TYPES.find((known) => known === value);
  if (!type) throw fields.invalidValue('/type', value);
  return type;
}

/** `POST /v1/catalogs/products`: 201 with the product; a replay with its PayPal-Request-Id answers 200. */
export const createProduct: ApiHandler = (context, request) => {
  const body = fields.body(request.body);
  const name = fields.string(body.name, '/name', 127);
  if (!name) throw fields.missing('/name');
  const product: ProductState = {
    id: newProductId(),
    clientId: request.clientId,
    name,
    type: productType(fields.string(body.type, '/type', 24)),
    description: fields.string(body.description, '/description', 256),
    category: fields.string(body.category, '/category', 256),
    createTime: isoNow(),
  };
  context.state.products.set(product.id, product);
  const reply = (): Reply => ({ status: 200, body: renderProduct(product, context.urls), again: reply });
  return { ...reply(), status: 201 };
};

export const getProduct: ApiHandler = (context, request, productId) => {
  const product = context.state.products.get(productId);
  if (!product || product.clientId !== request.clientId) throw resourceNotFound('product_id', productId, API);
  return { status: 200, body: renderProduct(product, context.urls) };
};
