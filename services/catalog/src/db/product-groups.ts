import { AppError, validationError } from '@shopforge/errors';
import { byIdOrUniqid } from '@shopforge/service-kit';
import { orderedMembers } from '../domain/group-members';
import { productIdsByRef } from './product-refs';
import type { Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

/** A group's live members, in order: a soft-deleted product's row stays but never shows. */
export const withLiveMembers = {
  members: {
    where: { product: { deletedAt: null } },
    orderBy: { position: 'asc' },
    select: { product: { select: { id: true, uniqid: true, title: true } } },
  },
} satisfies Prisma.ProductGroupInclude;

/** A group of the shop by `id` or `uniqid`; another shop's is not found, exactly like none. */
export async function findProductGroup(db: Pick<Tx, 'productGroup'>, shopId: string, ref: string) {
  const row = await db.productGroup.findFirst({
    where: { shopId, ...byIdOrUniqid(ref) },
    include: withLiveMembers,
  });
  if (!row) throw new AppError('GROUP_NOT_FOUND', 'Product group not found.');
  return row;
}

/**
 * The refs (ids or uniqids) → the shop's live product ids, in the order sent, in one query.
 * Unknown and repeated products fail the request with a 422 naming each index.
 */
export async function resolveMembers(
  db: Pick<Tx, 'product'>,
  shopId: string,
  refs: readonly string[],
): Promise<string[]> {
  if (refs.length === 0) return [];
  const { ids: members, problems } = orderedMembers(refs, await productIdsByRef(db, shopId, refs));
  if (problems.length > 0) throw validationError(problems);
  return members;
}

/**
 * Makes `productIds` the group's members in this order. The caller has already written the
 * group row in the same transaction: that row lock makes concurrent replacements of one group
 * wait for each other instead of interleaving their deletes and inserts.
 */
export async function replaceMembers(
  db: Pick<Tx, 'productGroupMember'>,
  groupId: string,
  productIds: string[],
) {
  await db.productGroupMember.deleteMany({ where: { groupId } });
  if (productIds.length === 0) return;
  await db.productGroupMember.createMany({
    data: productIds.map((productId, position) => ({ groupId, productId, position })),
  });
}
