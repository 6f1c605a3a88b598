import { z } from 'zod';
import { idSchema } from '../common';

/**
 * Who calls the Reseller API, as the reseller service resolved it from a reseller key. The key
 * alone fixes the shop and the reseller (spec "Reseller API authentication"): the gateway
 * forwards this, and any shop or reseller identifier in a request is ignored.
 */
export const resellerPrincipalSchema = z.object({
  shop_id: idSchema,
  relationship_id: idSchema,
  key_id: idSchema,
});
export type ResellerPrincipal = z.infer<typeof resellerPrincipalSchema>;

/** Reseller key prefixes: we issue `shxr_`; `shr_` (the other description's prefix) is accepted. */
export const RESELLER_KEY_PREFIX = 'shxr_';
export const RESELLER_KEY_PREFIXES = ['shxr_', 'shr_'] as const;
export const RESELLER_KEY_BODY_LENGTH = 40;

/** Why a well-formed, known key may still not call the API; each has the spec's 403 message. */
export const RESELLER_REFUSALS = ['program_inactive', 'suspended', 'inactive'] as const;
export type ResellerRefusal = (typeof RESELLER_REFUSALS)[number];

export const resolveResellerKeyInputSchema = z.object({ token: z.string().max(512) });
export const resolvedResellerKeySchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('ok'), principal: resellerPrincipalSchema }),
  z.object({ outcome: z.literal('invalid') }),
  z.object({
    outcome: z.literal('refused'),
    principal: resellerPrincipalSchema,
    reason: z.enum(RESELLER_REFUSALS),
  }),
]);
export type ResolvedResellerKey = z.infer<typeof resolvedResellerKeySchema>;

/** A key as listed (never its secret) and the creation answer, the only time the secret is shown. */
export const resellerKeySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  prefix: z.string(),
  created_at: z.number().int(),
  last_used_at: z.number().int().nullable(),
  revoked_at: z.number().int().nullable(),
});
export const createdResellerKeySchema = z.object({
  api_key: z.string(),
  key: resellerKeySchema,
});
export const createResellerKeyInputSchema = z.strictObject({
  relationship_id: z.uuid(),
  name: z.string().trim().min(1).max(100).optional(),
});
export const revokeResellerKeyInputSchema = z.strictObject({
  relationship_id: z.uuid(),
  key_id: z.uuid(),
});

/** Spec "Limits": one token bucket per reseller key, burst 30, 10 tokens back every 2 s. */
export const RESELLER_RATE_LIMIT = { capacity: 30, refillTokens: 10, refillIntervalMs: 2000 } as const;
