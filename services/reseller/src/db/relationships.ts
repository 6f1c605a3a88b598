import { AppError } from '@shopforge/errors';
import { isUuid } from '@shopforge/service-kit';
import type { ResellerPrisma } from './client';

/**
 * A reseller of the caller's shop by relationship id. The id is the tenant boundary: another
 * shop's relationship, an invitation id or anything else is the same 404.
 */
export async function findRelationship(prisma: ResellerPrisma, shopId: string, ref: string) {
  const row = isUuid(ref)
    ? await prisma.resellerRelationship.findFirst({ where: { shopId, id: ref } })
    : null;
  if (!row) throw new AppError('NOT_FOUND', 'Reseller not found.');
  return row;
}
