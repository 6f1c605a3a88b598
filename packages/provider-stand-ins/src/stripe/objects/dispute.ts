import type Stripe from 'stripe';
import type { DisputeState } from '../state';

/** No evidence submitted yet: every field Stripe lists, empty. */
function emptyEvidence(): Stripe.Dispute.Evidence {
  return {
    access_activity_log: null,
    billing_address: null,
    cancellation_policy: null,
    cancellation_policy_disclosure: null,
    cancellation_rebuttal: null,
    customer_communication: null,
    customer_email_address: null,
    customer_name: null,
    customer_purchase_ip: null,
    customer_signature: null,
    duplicate_charge_documentation: null,
    duplicate_charge_explanation: null,
    duplicate_charge_id: null,
    enhanced_evidence: {},
    product_description: null,
    receipt: null,
    refund_policy: null,
    refund_policy_disclosure: null,
    refund_refusal_explanation: null,
    service_date: null,
    service_documentation: null,
    shipping_address: null,
    shipping_carrier: null,
    shipping_date: null,
    shipping_documentation: null,
    shipping_tracking_number: null,
    uncategorized_file: null,
    uncategorized_text: null,
  };
}

/** Card networks give the merchant about three weeks to answer. */
const RESPONSE_WINDOW_SECONDS = 21 * 24 * 3600;

/** A dispute on a card charge (fixture `dispute`). */
export function renderDispute(dispute: DisputeState): Stripe.Dispute {
  return {
    id: dispute.id,
    object: 'dispute',
    amount: dispute.amount,
    balance_transactions: [],
    charge: dispute.chargeId,
    created: dispute.created,
    currency: dispute.currency,
    enhanced_eligibility_types: [],
    evidence: emptyEvidence(),
    evidence_details: {
      due_by: dispute.status === 'needs_response' ? dispute.created + RESPONSE_WINDOW_SECONDS : null,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    // A disputed charge can no longer be refunded: the money is already going back through the network.
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    network_reason_code: null,
    payment_intent: dispute.intentId,
    payment_method_details: {
      type: 'card',
      card: {
        brand: 'visa',
        case_type: 'chargeback',
        network: 'visa',
        // Visa's code for card-absent fraud; other reasons would carry codes the stand-in does not model.
        network_reason_code: dispute.reason === 'fraudulent' ? '10.4' : null,
      },
    },
    reason: dispute.reason,
    status: dispute.status,
  };
}
