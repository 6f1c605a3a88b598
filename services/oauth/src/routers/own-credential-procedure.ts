import { shopProcedure } from '@shopforge/service-kit';
import { ownCredentialActor } from '../domain/own-credential';

/**
 * A procedure on the shop's own credentials (`what`: keys, apps, members), callable only with
 * the shop's own credential (domain/own-credential.ts holds the rule); `ctx.actor` is that
 * credential as the security trail names it. The check runs before the input is read, so an
 * app's token learns nothing from validation answers either.
 */
export const ownCredentialProcedure = (what: string) =>
  shopProcedure.use(({ ctx, next }) => next({ ctx: { actor: ownCredentialActor(ctx.principal, what) } }));
