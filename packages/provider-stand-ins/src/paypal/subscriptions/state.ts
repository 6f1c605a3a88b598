import type { Money } from '../money';
import type { PayerState } from '../payer';

/** The facts kept for the Subscriptions API (catalog products, plans, subscriptions) and v1 sales. */

export type ProductType = 'PHYSICAL' | 'DIGITAL' | 'SERVICE';

export interface ProductState {
  readonly id: string;
  readonly clientId: string;
  readonly name: string;
  readonly type: ProductType;
  readonly description: string | null;
  readonly category: string | null;
  readonly createTime: string;
}

export type IntervalUnit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface BillingCycleState {
  readonly intervalUnit: IntervalUnit;
  readonly intervalCount: number;
  readonly tenureType: 'REGULAR' | 'TRIAL';
  readonly sequence: number;
  /** 0: the cycle repeats until the subscription is cancelled. */
  readonly totalCycles: number;
  /** null: a free cycle (a trial without pricing_scheme). */
  readonly price: Money | null;
}

export type PlanStatus = 'CREATED' | 'ACTIVE' | 'INACTIVE';

export interface PlanState {
  readonly id: string;
  readonly clientId: string;
  readonly productId: string;
  readonly name: string;
  readonly description: string | null;
  readonly status: PlanStatus;
  /** Sorted by sequence. */
  readonly cycles: readonly BillingCycleState[];
  readonly autoBillOutstanding: boolean;
  /** Failed payments in a row after which PayPal suspends the subscription; 0: never. */
  readonly paymentFailureThreshold: number;
  readonly createTime: string;
}

export type SubscriptionStatus = 'APPROVAL_PENDING' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

export interface SubscriptionState {
  readonly id: string;
  readonly clientId: string;
  readonly planId: string;
  readonly customId: string | null;
  /** The approval page's `ba_token` and the `token` PayPal adds on return. */
  readonly baToken: string;
  readonly ecToken: string;
  readonly startTime: string;
  readonly createTime: string;
  updateTime: string;
  status: SubscriptionStatus;
  statusUpdateTime: string;
  statusChangeNote: string | null;
  /** As the product sent it; the approving buyer fills what is missing. */
  readonly subscriberEmail: string | null;
  payer: PayerState | null;
  readonly returnUrl: string | null;
  readonly cancelUrl: string | null;
  readonly brandName: string | null;
  cyclesCompleted: number;
  outstanding: Money;
  failedPaymentsCount: number;
  lastFailedPayment: { amount: Money; time: string } | null;
  /** Oldest first. */
  saleIds: string[];
}

export type SaleStatus = 'completed' | 'partially_refunded' | 'refunded';

export interface SaleState {
  readonly id: string;
  readonly subscriptionId: string;
  readonly clientId: string;
  /** The v1 payment the sale belongs to (`PAY-…`), as refunds name it. */
  readonly parentPayment: string;
  readonly amount: Money;
  readonly fee: Money;
  readonly createTime: string;
  updateTime: string;
  state: SaleStatus;
  refundIds: string[];
}

export interface SaleRefundState {
  readonly id: string;
  readonly saleId: string;
  readonly clientId: string;
  readonly parentPayment: string;
  readonly amount: Money;
  readonly fee: Money;
  /** All refunds of the sale up to and including this one. */
  readonly totalRefunded: Money;
  readonly createTime: string;
}
