import { isUniqueViolation } from '@shopforge/db/errors';
import {
  createMemberInputSchema,
  idSchema,
  memberRefSchema,
  memberRoleSchema,
  memberSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { hashPassword, operatorProcedure, router, uuidv7 } from '@shopforge/service-kit';
import { z } from 'zod';
import { OPERATOR, recordSecurityEvent } from '../db/security-events';
import { findShopOrThrow } from '../db/shops';
import { revokeFamilies } from '../db/tokens';
import type { Tx } from '../db/tx';
import { announceCredentialChange } from '@shopforge/events';
import type { OauthDeps } from '../deps';
import { toMember } from '../domain/oauth-records';

async function findMemberOrThrow(tx: Tx, ref: { shop_id: string; member_id: string }) {
  const member = await tx.member.findFirst({ where: { id: ref.member_id, shopId: ref.shop_id } });
  if (!member) throw new AppError('NOT_FOUND', 'Member not found.');
  return member;
}

const OWNER_FIXED = 'The shop owner cannot be changed or removed here.';

/** Dashboard members and their roles, for the operator CLI (`member …`). */
export function membersRouter({ prisma, clock, signals, passwordCost }: OauthDeps) {
  return router({
    create: operatorProcedure
      .input(createMemberInputSchema)
      .output(memberSchema)
      .mutation(async ({ input }) => {
        await findShopOrThrow(prisma, input.shop_id);
        const now = clock.now();
        const passwordHash = await hashPassword(input.password, passwordCost);
        try {
          const row = await prisma.$transaction(async (tx) => {
            const member = await tx.member.create({
              data: {
                id: uuidv7(now.getTime()),
                shopId: input.shop_id,
                email: input.email,
                passwordHash,
                role: input.role,
                createdAt: now,
                updatedAt: now,
              },
            });
            await recordSecurityEvent(tx, {
              shopId: input.shop_id,
              type: 'member.created',
              actor: OPERATOR,
              subject: { type: 'member', id: member.id },
              details: { email: member.email, role: member.role },
              now,
            });
            return member;
          });
          return toMember(row);
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new AppError('VALIDATION_ERROR', 'This email is already a member of the shop.', {
              details: [{ field: 'email', message: 'Already a member of this shop.' }],
            });
          }
          throw error;
        }
      }),

    list: operatorProcedure
      .input(z.object({ shop_id: idSchema }))
      .output(z.object({ members: z.array(memberSchema) }))
      .query(async ({ input }) => {
        await findShopOrThrow(prisma, input.shop_id);
        const rows = await prisma.member.findMany({
          where: { shopId: input.shop_id },
          orderBy: { id: 'asc' },
        });
        return { members: rows.map(toMember) };
      }),

    /** Takes effect on the member's OAuth tokens at their next request (docs/oauth.md). */
    setRole: operatorProcedure
      .input(memberRefSchema.extend({ role: memberRoleSchema.exclude(['owner']) }))
      .output(memberSchema)
      .mutation(async ({ input }) => {
        const now = clock.now();
        const row = await prisma.$transaction(async (tx) => {
          const member = await findMemberOrThrow(tx, input);
          if (member.role === 'owner') throw new AppError('BAD_REQUEST', OWNER_FIXED);
          if (member.role === input.role) return member;
          const updated = await tx.member.update({
            where: { id: member.id },
            data: { role: input.role, updatedAt: now },
          });
          await recordSecurityEvent(tx, {
            shopId: member.shopId,
            type: 'member.role_changed',
            actor: OPERATOR,
            subject: { type: 'member', id: member.id },
            details: { email: member.email, from: member.role, to: input.role },
            now,
          });
          return updated;
        });
        await announceCredentialChange(signals, row.shopId, 'member_role_changed');
        return toMember(row);
      }),

    /** Removes the member, ends their sessions and revokes the tokens of apps they approved. */
    remove: operatorProcedure
      .input(memberRefSchema)
      .output(z.object({ removed: z.literal(true), member_id: idSchema }))
      .mutation(async ({ input }) => {
        const now = clock.now();
        const shopId = await prisma.$transaction(async (tx) => {
          const member = await findMemberOrThrow(tx, input);
          if (member.role === 'owner') throw new AppError('BAD_REQUEST', OWNER_FIXED);
          const families = await revokeFamilies(tx, { memberId: member.id }, 'member_removed', now);
          await tx.dashboardSession.updateMany({
            where: { memberId: member.id, endedAt: null },
            data: { endedAt: now },
          });
          await tx.member.delete({ where: { id: member.id } });
          await recordSecurityEvent(tx, {
            shopId: member.shopId,
            type: 'member.removed',
            actor: OPERATOR,
            subject: { type: 'member', id: member.id },
            details: { email: member.email, role: member.role, revoked_token_families: families.length },
            now,
          });
          return member.shopId;
        });
        await announceCredentialChange(signals, shopId, 'member_removed');
        return { removed: true as const, member_id: input.member_id };
      }),
  });
}
