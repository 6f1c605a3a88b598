import { AppError } from '@shopforge/errors';
import type { BillingDeps } from '../deps';
import { testPaymentRefusal } from '../domain/test-payments';

/** Refuses (400) a payment through the test provider for a shop that has not turned TEST on. */
export async function refuseUnlessTestPaymentsOn(deps: BillingDeps, shopId: string): Promise<void> {
  const refusal = testPaymentRefusal(await deps.shops.paymentMethods(shopId));
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
}
