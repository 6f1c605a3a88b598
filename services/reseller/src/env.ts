import { parseEnv, publicBaseUrlSchema } from '@shopforge/service-kit';
import { z } from 'zod';

/** The reseller service's own settings (README "Configuration"). */
export const resellerSettingsSchema = z.object({
  /** Where resellers reach the gateway: invitation portal links are built on it. */
  PUBLIC_BASE_URL: publicBaseUrlSchema,
  /** How often unfinished reseller orders (a crash or a down catalog) are looked for. */
  RESELLER_RECOVERY_INTERVAL_MS: z.coerce.number().int().min(10).max(300_000).default(5000),
  /** An order PENDING longer than this is finished by recovery rather than its own request. */
  RESELLER_RECOVERY_GRACE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /**
   * Fault injection for the crash tests only: the process kills itself (SIGKILL) right after the
   * named saga phase commits. Never set it anywhere else.
   */
  RESELLER_CRASH_AFTER_PHASE: z.enum(['held', 'claimed', 'finalized']).optional(),
});

export interface ResellerSettings {
  publicBaseUrl: string;
  recoveryIntervalMs: number;
  recoveryGraceMs: number;
  crashAfterPhase: 'held' | 'claimed' | 'finalized' | null;
}

export function parseResellerSettings(
  source: Readonly<Record<string, string | undefined>>,
): ResellerSettings {
  const env = parseEnv(resellerSettingsSchema, { ...source });
  return {
    publicBaseUrl: env.PUBLIC_BASE_URL,
    recoveryIntervalMs: env.RESELLER_RECOVERY_INTERVAL_MS,
    recoveryGraceMs: env.RESELLER_RECOVERY_GRACE_MS,
    crashAfterPhase: env.RESELLER_CRASH_AFTER_PHASE ?? null,
  };
}
