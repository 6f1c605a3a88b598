import { assertMayChangeMoneySettings, type Clock, shopProcedure } from '@shopforge/service-kit';

/**
 * A procedure that changes a money setting (a payment provider account, a crypto wallet). The
 * shared rule (`assertMayChangeMoneySettings`: the owner's authority, the shop's own credential,
 * a fresh proof from the dashboard) runs before the input is read, behind the gateway's scope
 * check; `ctx.actor` is who the change is recorded and announced under.
 */
export const moneySettingsProcedure = (clock: Clock) =>
  shopProcedure.use(({ ctx, next }) =>
    next({ ctx: { actor: assertMayChangeMoneySettings(ctx.principal, clock.now()) } }),
  );
