import {
  dashboardSessionActionSchema,
  dashboardSessionRefSchema,
  dashboardSessionViewSchema,
  dashboardSignedInSchema,
  dashboardSignInInputSchema,
  dashboardStepUpInputSchema,
  dashboardTokenSchema,
  dashboardTwoFactorInputSchema,
  recoveryCodesSchema,
  stepUpAnswerSchema,
  twoFactorSetupSchema,
} from '@shopforge/contracts';
import { internalProcedure, router } from '@shopforge/service-kit';
import { z } from 'zod';
import { DashboardSessions } from '../app/dashboard-sessions';
import type { OauthDeps } from '../deps';

/** The merchant dashboard's sessions, called by the gateway's `/dashboard/api/*` routes. */
export function dashboardRouter(deps: OauthDeps) {
  const sessions = new DashboardSessions(deps);
  return router({
    signIn: internalProcedure
      .input(dashboardSignInInputSchema)
      .output(dashboardSignedInSchema)
      .mutation(({ input }) => sessions.signIn(input)),
    session: internalProcedure
      .input(dashboardSessionRefSchema)
      .output(dashboardSessionViewSchema)
      .query(({ input }) => sessions.view(input)),
    signOut: internalProcedure
      .input(dashboardSessionActionSchema)
      .output(z.object({ signed_out: z.literal(true) }))
      .mutation(({ input }) => sessions.signOut(input)),
    revokeAll: internalProcedure
      .input(dashboardSessionActionSchema)
      .output(z.object({ ended_sessions: z.number().int() }))
      .mutation(({ input }) => sessions.revokeAll(input)),
    token: internalProcedure
      .input(dashboardSessionActionSchema)
      .output(dashboardTokenSchema)
      .mutation(({ input }) => sessions.issueToken(input)),
    twoFactorSetup: internalProcedure
      .input(dashboardSessionActionSchema)
      .output(twoFactorSetupSchema)
      .mutation(({ input }) => sessions.setUpTwoFactor(input)),
    twoFactorEnable: internalProcedure
      .input(dashboardTwoFactorInputSchema)
      .output(recoveryCodesSchema)
      .mutation(({ input }) => sessions.enableTwoFactor(input)),
    twoFactorDisable: internalProcedure
      .input(dashboardTwoFactorInputSchema)
      .output(z.object({ enabled: z.literal(false) }))
      .mutation(({ input }) => sessions.disableTwoFactor(input)),
    stepUp: internalProcedure
      .input(dashboardStepUpInputSchema)
      .output(stepUpAnswerSchema)
      .mutation(({ input }) => sessions.stepUp(input)),
  });
}
