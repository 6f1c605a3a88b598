import { validationError } from '@shopforge/errors';
import { byIdOrUniqid } from '@shopforge/service-kit';
import { knownProducts } from '../domain/known-products';
import type { Prisma } from '../generated/prisma/client';

type Reader = Pick<Prisma.TransactionClient, 'product'>;

/** What each of `refs` (ids or uniqids) names among the shop's live products, read in one query. */
export async function productIdsByRef(
  db: Reader,
  shopId: string,
  refs: readonly string[],
): Promise<(ref: string) => string | undefined> {
  if (refs.length === 0) return () => undefined;
  const wanted = refs.map(byIdOrUniqid);
  const ids = wanted.flatMap((ref) => ('id' in ref ? [ref.id] : []));
  const uniqids = wanted.flatMap((ref) => ('uniqid' in ref ? [ref.uniqid] : []));
  const found = await db.product.findMany({
    where: { shopId, deletedAt: null, OR: [{ id: { in: ids } }, { uniqid: { in: uniqids } }] },
    select: { id: true, uniqid: true },
  });
  const byRef = new Map(
    found.flatMap((product) => [[product.id, product.id] as const, [product.uniqid, product.id] as const]),
  );
  return (ref) => {
    const key = byIdOrUniqid(ref);
    return byRef.get('id' in key ? key.id : key.uniqid);
  };
}

/**
 * A field listing products a record links to (a category's assignment, a coupon's bound
 * products) → their ids, each once. Any ref that is not one of the shop's live products fails
 * the request: a 422 with a detail per bad entry (`field.index`), nothing written.
 */
export async function resolveProductRefs(
  db: Reader,
  shopId: string,
  field: string,
  refs: readonly string[],
): Promise<string[]> {
  const { ids, problems } = knownProducts(field, refs, await productIdsByRef(db, shopId, refs));
  if (problems.length > 0) throw validationError(problems);
  return ids;
}
