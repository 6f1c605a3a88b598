import { PRODUCT_TYPES, type Product } from '@shopforge/contracts';
import type { CommandGroup, CommandSpec } from '../command-tree';
import { optionalFlag, requireFlag } from '../flags';
import { UsageError } from '../usage-error';
import { SHOP_FLAG } from './shared-flags';

type ProductType = (typeof PRODUCT_TYPES)[number];

function parseType(value: string): ProductType {
  const type = PRODUCT_TYPES.find((candidate) => candidate === value.toUpperCase());
  if (!type) throw new UsageError(`--type must be one of ${PRODUCT_TYPES.join(', ')}.`);
  return type;
}

function parsePrice(value: string): number {
  const price = Number(value);
  if (!Number.isFinite(price) || price < 0) throw new UsageError('--price must be a non-negative number.');
  return price;
}

const create: CommandSpec = {
  name: 'create',
  summary: 'create a product in a shop’s catalog, serial codes included',
  flags: [
    SHOP_FLAG,
    { name: 'title', value: 'title', description: 'the product title', required: true },
    {
      name: 'price',
      value: 'number',
      description: 'the unit price, a non-negative decimal, e.g. 9.99',
      required: true,
    },
    {
      name: 'type',
      value: 'type',
      description: `${PRODUCT_TYPES.join(', ')} (default: SERIALS with --serials, SERVICE otherwise)`,
    },
    { name: 'currency', value: 'code', description: 'the price currency (default: the shop’s currency)' },
    {
      name: 'serials',
      value: 'codes',
      description: 'serial codes to stock, comma-separated; needs type SERIALS',
    },
  ],
  examples: ['shopforge product create --shop <shop id> --title "Game Key" --price 9.99 --serials "K-1,K-2"'],
  async run(flags, { out, clients }) {
    const shopId = requireFlag(flags, 'shop');
    const serials = (optionalFlag(flags, 'serials') ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean);
    const type = parseType(optionalFlag(flags, 'type') ?? (serials.length > 0 ? 'SERIALS' : 'SERVICE'));
    if (serials.length > 0 && type !== 'SERIALS') throw new UsageError('--serials needs --type SERIALS.');
    const currency = optionalFlag(flags, 'currency')?.toUpperCase();
    const product = {
      title: requireFlag(flags, 'title'),
      price: parsePrice(requireFlag(flags, 'price')),
      type,
      ...(currency ? { currency } : {}),
    };
    const { shop } = await (await clients.oauth()).operator.getShop.query({ shop_id: shopId });
    const catalog = await clients.catalog();
    const created = await catalog.operator.createProduct.mutate({
      shop_id: shopId,
      shop_currency: shop.currency,
      product,
      serials,
    });
    out.result({ product: created.product }, describe(created.product));
  },
};

export const productCommands: CommandGroup = {
  name: 'product',
  summary: 'quick catalog setup',
  commands: [create],
};

function describe(product: Product): string {
  return [
    `Created product ${product.title} (${product.id}, uniqid ${product.uniqid}).`,
    `Type ${product.type}, price ${product.price.toFixed(2)} ${product.currency}, stock ${product.stock === -1 ? 'unlimited' : product.stock}.`,
  ].join('\n');
}
