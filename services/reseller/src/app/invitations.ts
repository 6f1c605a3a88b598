import { AppError } from '@shopforge/errors';
import { type Clock, constantTimeEqual, hashToken, uuidv7 } from '@shopforge/service-kit';
import type { ResellerPrisma } from '../db/client';
import { emitResellerEvent } from '../db/outbox';

/**
 * Accepting an invitation creates the reseller relationship with the invitation's terms (once:
 * accepting again answers the same relationship) and emits `reseller:accepted`. The operator CLI
 * and the customer portal both accept through here.
 */
export async function acceptInvitation(deps: { prisma: ResellerPrisma; clock: Clock }, invitationId: string) {
  const now = deps.clock.now();
  return deps.prisma.$transaction(async (tx) => {
    const invitation = await tx.resellerInvitation.findUnique({ where: { id: invitationId } });
    if (!invitation) throw new AppError('NOT_FOUND', 'Invitation not found.');
    if (invitation.relationshipId) {
      return tx.resellerRelationship.findUniqueOrThrow({ where: { id: invitation.relationshipId } });
    }
    const taken = await tx.resellerRelationship.findUnique({
      where: { shopId_email: { shopId: invitation.shopId, email: invitation.email } },
    });
    if (taken) throw new AppError('CONFLICT', 'This email is already a reseller of the shop.');
    const id = uuidv7(now.getTime());
    const created = await tx.resellerRelationship.create({
      data: {
        id,
        shopId: invitation.shopId,
        email: invitation.email,
        status: 'ACTIVE',
        currency: invitation.currency,
        mode: invitation.mode,
        commissionPercent: invitation.customCommissionPercent,
        purchaseLimitDaily: invitation.purchaseLimitDaily,
        productAccess: invitation.productAccess ?? [],
        invitationId: invitation.id,
        createdAt: now,
        updatedAt: now,
      },
    });
    await tx.resellerInvitation.update({
      where: { id: invitation.id },
      data: { status: 'ACCEPTED', relationshipId: id, acceptedAt: now },
    });
    await emitResellerEvent(
      tx,
      'reseller:accepted',
      {
        shopId: invitation.shopId,
        resellerId: id,
        email: invitation.email,
        objectId: id,
        objectType: 'relationship',
        status: 'ACTIVE',
      },
      now,
    );
    return created;
  });
}

/** The invitation a portal link names, if its secret matches (compared in constant time). */
export async function invitationByLink(prisma: ResellerPrisma, invitationId: string, token: string) {
  const invitation = await prisma.resellerInvitation.findUnique({ where: { id: invitationId } });
  const expected = invitation?.acceptTokenHash ?? '';
  if (!invitation || expected === '' || !constantTimeEqual(expected, hashToken(token))) {
    throw new AppError('NOT_FOUND', 'This invitation link is not valid.');
  }
  return invitation;
}
