import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';

export const MEMBER_ROLES = ['owner', 'admin', 'developer', 'staff'] as const;
export const memberRoleSchema = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** A person who signs in to a shop's dashboard. */
export const memberSchema = z.object({
  id: idSchema,
  shop_id: idSchema,
  email: z.string(),
  role: memberRoleSchema,
  /** Whether this role may approve OAuth apps (docs/oauth.md "Members and roles"). */
  can_approve_apps: z.boolean(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type Member = z.infer<typeof memberSchema>;

export const memberEmailSchema = z
  .email()
  .max(254)
  .transform((value) => value.toLowerCase());
export const memberPasswordSchema = z.string().min(10, 'Passwords need at least 10 characters.').max(256);

/** The roles a member can be given: the owner is created with the shop and stays its owner. */
export const assignableMemberRoleSchema = memberRoleSchema.exclude(['owner']);
export type AssignableMemberRole = z.infer<typeof assignableMemberRoleSchema>;

export const createMemberInputSchema = z.object({
  shop_id: idSchema,
  email: memberEmailSchema,
  password: memberPasswordSchema,
  role: assignableMemberRoleSchema,
});

export const memberRefSchema = z.object({ shop_id: idSchema, member_id: idSchema });

/** `POST /dev/v1/members`: a member of the caller's own shop. */
export const createShopMemberInputSchema = z.strictObject(
  createMemberInputSchema.omit({ shop_id: true }).shape,
);

/**
 * `/dev/v1/members/{id}`. Any text up to 64 characters, as every path reference of the API: an id
 * that cannot exist is the member's 404, not a validation error.
 */
export const shopMemberRefSchema = z.object({ id: z.string().min(1).max(64) });

/** `PATCH /dev/v1/members/{id}`: the member's new role. */
export const updateMemberRoleInputSchema = z.strictObject({
  id: shopMemberRefSchema.shape.id,
  role: assignableMemberRoleSchema,
});

export const removedMemberSchema = z.object({ removed: z.literal(true), member_id: idSchema });
export const memberListSchema = z.array(memberSchema);
