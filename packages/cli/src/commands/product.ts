import { PRODUCT_TYPES, type Product } from '@shopforge/contracts';
import { type Flags, optionalFlag, requireFlag, UsageError } from '../args';
import type { CatalogOperatorClient, OauthOperatorClient } from '../client';
import type { Output } from '../output';

type ProductType = (typeof PRODUCT_TYPES)[number];

function parseType(value: string): ProductType {
  const upper = value.toUpperCase();
  if (!(PRODUCT_TYPES as readonly string[]).includes(upper)) {
    throw new UsageError(`--type must be one of ${PRODUCT_TYPES.join(', ')}.`);
  }
  return upper as ProductType;
}

function parsePrice(value: string): number {
  const price = Number(value);
  if (!Number.isFinite(price) || price < 0) throw new UsageError('--price must be a non-negative number.');
  return price;
}

/** `product create`: quick catalog setup for a shop, serial codes included. */
export async function productCommand(
  verb: string | undefined,
  flags: Flags,
  clients: { oauth: OauthOperatorClient; catalog: () => CatalogOperatorClient },
  out: Output,
) {
  if (verb !== 'create') {
    throw new UsageError(
      'Usage: shopforge product create --shop ID --title T --price P [--type SERIALS] [--serials "A,B,C"]',
    );
  }
  const shopId = requireFlag(flags, 'shop');
  const { shop } = await clients.oauth.operator.getShop.query({ shop_id: shopId });
  const serials = (optionalFlag(flags, 'serials') ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  const type = parseType(optionalFlag(flags, 'type') ?? (serials.length > 0 ? 'SERIALS' : 'SERVICE'));
  if (serials.length > 0 && type !== 'SERIALS') throw new UsageError('--serials needs --type SERIALS.');
  const currency = optionalFlag(flags, 'currency')?.toUpperCase();
  const { product } = await clients.catalog().operator.createProduct.mutate({
    shop_id: shopId,
    shop_currency: shop.currency,
    product: {
      title: requireFlag(flags, 'title'),
      price: parsePrice(requireFlag(flags, 'price')),
      type,
      ...(currency ? { currency } : {}),
    },
    serials,
  });
  out.result({ product }, describe(product));
}

function describe(product: Product): string {
  return [
    `Created product ${product.title} (${product.id}, uniqid ${product.uniqid}).`,
    `Type ${product.type}, price ${product.price.toFixed(2)} ${product.currency}, stock ${product.stock === -1 ? 'unlimited' : product.stock}.`,
  ].join('\n');
}
