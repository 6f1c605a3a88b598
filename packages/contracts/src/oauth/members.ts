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

export const createMemberInputSchema = z.object({
  shop_id: idSchema,
  email: memberEmailSchema,
  password: memberPasswordSchema,
  role: memberRoleSchema.exclude(['owner']),
});

export const memberRefSchema = z.object({ shop_id: idSchema, member_id: idSchema });
