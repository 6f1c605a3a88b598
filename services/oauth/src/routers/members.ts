import {
  assignableMemberRoleSchema,
  createMemberInputSchema,
  idSchema,
  memberRefSchema,
  memberSchema,
  removedMemberSchema,
} from '@shopforge/contracts';
import { operatorProcedure, router } from '@shopforge/service-kit';
import { z } from 'zod';
import { createMember, listMembers, removeMember, setMemberRole } from '../app/members';
import { OPERATOR_AUTHORITY } from '../app/authority';
import { OPERATOR } from '../db/security-events';
import { findShopOrThrow } from '../db/shops';
import type { OauthDeps } from '../deps';

/**
 * Dashboard members and their roles, for the operator CLI (`member …`); the shop manages its own
 * through `/dev/v1/members` (shop-members.ts). Both run app/members.ts.
 */
export function membersRouter(deps: OauthDeps) {
  return router({
    create: operatorProcedure
      .input(createMemberInputSchema)
      .output(memberSchema)
      .mutation(async ({ input }) => {
        const { shop_id, ...member } = input;
        await findShopOrThrow(deps.prisma, shop_id);
        return createMember(deps, shop_id, OPERATOR, OPERATOR_AUTHORITY, member);
      }),

    list: operatorProcedure
      .input(z.object({ shop_id: idSchema }))
      .output(z.object({ members: z.array(memberSchema) }))
      .query(async ({ input }) => {
        await findShopOrThrow(deps.prisma, input.shop_id);
        return { members: await listMembers(deps, input.shop_id) };
      }),

    /** Takes effect on the member's OAuth tokens at their next request (docs/oauth.md). */
    setRole: operatorProcedure
      .input(memberRefSchema.extend({ role: assignableMemberRoleSchema }))
      .output(memberSchema)
      .mutation(({ input }) =>
        setMemberRole(deps, input.shop_id, input.member_id, OPERATOR, OPERATOR_AUTHORITY, input.role),
      ),

    /** Removes the member with everything they stand behind: sessions, apps' tokens, their keys. */
    remove: operatorProcedure
      .input(memberRefSchema)
      .output(removedMemberSchema)
      .mutation(({ input }) =>
        removeMember(deps, input.shop_id, input.member_id, OPERATOR, OPERATOR_AUTHORITY),
      ),
  });
}
