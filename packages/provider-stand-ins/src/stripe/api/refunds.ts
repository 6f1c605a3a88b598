import { StripeApiError, noSuchParamObject, refused } from '../api-error';
import type { FormParams } from '../form-params';
import { newId, unixNow } from '../ids';
import { formatMoney } from '../money';
import { renderRefund } from '../objects/refund';
import type { PaymentState, RefundState, StandInState } from '../state';
import { badRequest, metadata, optionalInteger, optionalString } from './params';
import type { ApiHandler } from './request';

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

interface RefundParams {
  paymentIntent: string | undefined;
  charge: string | undefined;
  amount: number | undefined;
  reason: string | null;
  metadata: Record<string, string>;
}

/** Everything Stripe checks before looking at the charge; a refusal here is not kept for the key. */
function readParams(params: FormParams): RefundParams {
  const paymentIntent = optionalString(params.payment_intent, 'payment_intent');
  const charge = optionalString(params.charge, 'charge');
  if (!paymentIntent && !charge)
    throw badRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  const reason = optionalString(params.reason, 'reason') ?? null;
  if (reason !== null && !REASONS.includes(reason))
    throw badRequest(
      `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`,
      'reason',
    );
  return {
    paymentIntent,
    charge,
    amount: optionalInteger(params.amount, 'amount', 1),
    reason,
    metadata: metadata(params.metadata, 'metadata'),
  };
}

function paymentOf(state: StandInState, input: RefundParams): PaymentState {
  const byIntent = input.paymentIntent ? state.payments.get(input.paymentIntent) : undefined;
  if (input.paymentIntent && !byIntent)
    throw noSuchParamObject('payment_intent', input.paymentIntent, 'payment_intent');
  const byCharge = input.charge ? state.paymentByCharge(input.charge) : undefined;
  if (input.charge && !byCharge) throw noSuchParamObject('charge', input.charge, 'charge');
  const payment = byIntent ?? byCharge;
  if (!payment || (byIntent && byCharge && byIntent !== byCharge))
    throw badRequest(
      `Charge ${input.charge} does not belong to PaymentIntent ${input.paymentIntent}.`,
      'charge',
    );
  return payment;
}

/** The refundable remainder, or Stripe's refusal for a charge that cannot be refunded now. */
function refundable(state: StandInState, payment: PaymentState): number {
  if (payment.status !== 'succeeded')
    throw refused(`This PaymentIntent (${payment.intentId}) does not have a successful charge to refund.`);
  const dispute = payment.disputeId ? state.disputes.get(payment.disputeId) : undefined;
  if (dispute && dispute.status !== 'won')
    throw refused(
      `Charge ${payment.chargeId} has been charged back; cannot issue a refund.`,
      'charge_disputed',
    );
  const remaining = payment.amount - state.amountRefunded(payment);
  if (remaining === 0)
    throw refused(`Charge ${payment.chargeId} has already been refunded.`, 'charge_already_refunded');
  return remaining;
}

/** `POST /v1/refunds`: test-mode refunds succeed at once and count against the charge. */
export const createRefund: ApiHandler = ({ state }, { params, requestId, idempotencyKey }) => {
  const input = readParams(params);
  const payment = paymentOf(state, input);
  const remaining = refundable(state, payment);
  const amount = input.amount ?? remaining;
  if (amount > remaining)
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'amount_too_large',
      param: 'amount',
      message: `Refund amount (${formatMoney(amount, payment.currency)}) is greater than unrefunded amount on charge (${formatMoney(remaining, payment.currency)})`,
    });
  const refund: RefundState = {
    id: newId('re'),
    intentId: payment.intentId,
    chargeId: payment.chargeId,
    created: unixNow(),
    amount,
    currency: payment.currency,
    reason: input.reason,
    metadata: input.metadata,
    requestId,
    idempotencyKey,
  };
  state.refunds.set(refund.id, refund);
  payment.refundIds.push(refund.id);
  return renderRefund(refund);
};
