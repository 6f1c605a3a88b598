import { z } from 'zod';

/**
 * Developer API rate limits per plan: a token bucket per credential. The spec says limits
 * depend on the plan without numbers; these are ours (README "Rate limits").
 */
export const PLANS = ['free', 'growth', 'enterprise'] as const;
export const planSchema = z.enum(PLANS);
export type Plan = z.infer<typeof planSchema>;

export interface RateLimitPolicy {
  capacity: number;
  refillTokens: number;
  refillIntervalMs: number;
}

export const PLAN_RATE_LIMITS: Record<Plan, RateLimitPolicy> = {
  free: { capacity: 60, refillTokens: 2, refillIntervalMs: 1000 },
  growth: { capacity: 300, refillTokens: 20, refillIntervalMs: 1000 },
  enterprise: { capacity: 5000, refillTokens: 2500, refillIntervalMs: 1000 },
};
