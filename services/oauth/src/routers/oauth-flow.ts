import {
  authorizeDecisionInputSchema,
  authorizeInputSchema,
  authorizeViewSchema,
  dashboardLoginInputSchema,
  dashboardLogoutInputSchema,
  dashboardSessionSchema,
} from '@shopforge/contracts';
import { internalProcedure, router } from '@shopforge/service-kit';
import { z } from 'zod';
import { AuthorizeFlow } from '../app/authorize-flow';
import type { OauthDeps } from '../deps';

/** The authorize page, member sign-in and consent, called by the gateway's hosted pages. */
export function oauthFlowRouter(deps: OauthDeps) {
  const flow = new AuthorizeFlow(deps);
  return router({
    authorize: internalProcedure
      .input(authorizeInputSchema)
      .output(authorizeViewSchema)
      .query(({ input }) => flow.view(input)),
    login: internalProcedure
      .input(dashboardLoginInputSchema)
      .output(dashboardSessionSchema)
      .mutation(({ input }) => flow.login(input)),
    decide: internalProcedure
      .input(authorizeDecisionInputSchema)
      .output(z.object({ redirect_url: z.string() }))
      .mutation(({ input }) => flow.decide(input)),
    logout: internalProcedure
      .input(dashboardLogoutInputSchema)
      .output(z.object({ ended: z.literal(true) }))
      .mutation(({ input }) => flow.logout(input)),
  });
}
