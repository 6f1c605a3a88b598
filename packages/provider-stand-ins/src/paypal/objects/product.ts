import type { ProductState } from '../subscriptions/state';
import { type Urls, link, productHref } from './links';

/** A catalog product as `POST`/`GET /v1/catalogs/products` answer it. */
export function renderProduct(product: ProductState, urls: Urls) {
  return {
    id: product.id,
    name: product.name,
    type: product.type,
    ...(product.description === null ? {} : { description: product.description }),
    ...(product.category === null ? {} : { category: product.category }),
    create_time: product.createTime,
    update_time: product.createTime,
    links: [
      link(productHref(urls, product.id), 'self'),
      link(productHref(urls, product.id), 'edit', 'PATCH'),
    ],
  };
}
