import {
  createShopMemberInputSchema,
  memberListSchema,
  memberSchema,
  removedMemberSchema,
  shopMemberRefSchema,
  updateMemberRoleInputSchema,
} from '@shopforge/contracts';
import { router } from '@shopforge/service-kit';
import { createMember, listMembers, removeMember, setMemberRole } from '../app/members';
import type { OauthDeps } from '../deps';
import { ownCredentialProcedure } from './own-credential-procedure';

const memberProcedure = ownCredentialProcedure('Members');

/**
 * The Developer API's `/members`: who signs in to the shop's dashboard, and their roles, managed
 * by the shop's own credentials within their authority (the calling credential's scopes); the
 * operator CLI's `member …` runs the same app/members.ts.
 */
export function shopMembersRouter(deps: OauthDeps) {
  return router({
    list: memberProcedure.output(memberListSchema).query(({ ctx }) => listMembers(deps, ctx.shopId)),

    create: memberProcedure
      .input(createShopMemberInputSchema)
      .output(memberSchema)
      .mutation(({ ctx, input }) => createMember(deps, ctx.shopId, ctx.actor, ctx.principal.scopes, input)),

    setRole: memberProcedure
      .input(updateMemberRoleInputSchema)
      .output(memberSchema)
      .mutation(({ ctx, input }) =>
        setMemberRole(deps, ctx.shopId, input.id, ctx.actor, ctx.principal.scopes, input.role),
      ),

    remove: memberProcedure
      .input(shopMemberRefSchema)
      .output(removedMemberSchema)
      .mutation(({ ctx, input }) =>
        removeMember(deps, ctx.shopId, input.id, ctx.actor, ctx.principal.scopes),
      ),
  });
}
