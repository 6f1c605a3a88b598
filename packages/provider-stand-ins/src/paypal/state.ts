import type { PayerState } from './payer';
import type { Money } from './money';
import type {
  PlanState,
  ProductState,
  SaleRefundState,
  SaleState,
  SubscriptionState,
} from './subscriptions/state';
import type { JsonObject, PayPalEvent } from './types';

/** The facts the stand-in keeps; PayPal's objects are rendered from them on every read. */
export interface PurchaseUnitState {
  readonly referenceId: string;
  readonly amount: Money;
  /** `amount.breakdown` as the product sent it, echoed back. */
  readonly breakdown: JsonObject | null;
  readonly items: JsonObject[] | null;
  readonly description: string | null;
  readonly customId: string | null;
  readonly invoiceId: string | null;
  readonly softDescriptor: string | null;
}

export type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';

export interface OrderState {
  readonly id: string;
  /** The app that created it: only it can read or capture it, and its webhooks hear of it. */
  readonly clientId: string;
  readonly createTime: string;
  updateTime: string;
  readonly unit: PurchaseUnitState;
  /** The order named `payment_source.paypal`: PAYER_ACTION_REQUIRED and a `payer-action` link. */
  readonly paypalSource: boolean;
  readonly returnUrl: string | null;
  readonly cancelUrl: string | null;
  readonly brandName: string | null;
  status: OrderStatus;
  payer: PayerState | null;
  captureId: string | null;
}

export type CaptureStatus = 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

export interface CaptureState {
  readonly id: string;
  readonly orderId: string;
  readonly clientId: string;
  readonly createTime: string;
  updateTime: string;
  readonly amount: Money;
  readonly fee: Money;
  status: CaptureStatus;
  refundIds: string[];
  disputeId: string | null;
}

export interface RefundState {
  readonly id: string;
  readonly captureId: string;
  readonly clientId: string;
  readonly createTime: string;
  readonly amount: Money;
  readonly fee: Money;
  readonly customId: string | null;
  readonly invoiceId: string | null;
  readonly noteToPayer: string | null;
  /** All refunds of the capture up to and including this one, as `total_refunded_amount` shows. */
  readonly totalRefunded: Money;
}

export type DisputeStatus = 'WAITING_FOR_SELLER_RESPONSE' | 'RESOLVED';

export interface DisputeState {
  readonly id: string;
  readonly captureId: string;
  readonly clientId: string;
  readonly createTime: string;
  updateTime: string;
  readonly reason: string;
  readonly amount: Money;
  readonly buyerTransactionId: string;
  status: DisputeStatus;
  outcome: 'RESOLVED_SELLER_FAVOUR' | 'RESOLVED_BUYER_FAVOUR' | null;
}

export interface TokenState {
  readonly clientId: string;
  readonly expiresAt: number;
}

export class StandInState {
  readonly orders = new Map<string, OrderState>();
  readonly captures = new Map<string, CaptureState>();
  readonly refunds = new Map<string, RefundState>();
  readonly disputes = new Map<string, DisputeState>();
  readonly products = new Map<string, ProductState>();
  readonly plans = new Map<string, PlanState>();
  readonly subscriptions = new Map<string, SubscriptionState>();
  readonly sales = new Map<string, SaleState>();
  readonly saleRefunds = new Map<string, SaleRefundState>();
  /** By access token. */
  readonly tokens = new Map<string, TokenState>();
  /** Events by id with the app they were meant for, for `GET /v1/notifications/webhooks-events/:id`. */
  readonly events = new Map<string, { clientId: string; event: PayPalEvent }>();
  /** Webhook id → the app it was configured for. */
  readonly webhookIds = new Map<string, string>();

  record(clientId: string, event: PayPalEvent): PayPalEvent {
    this.events.set(event.id, { clientId, event });
    return event;
  }

  refundedMinor(capture: CaptureState): number {
    return capture.refundIds.reduce((sum, id) => sum + (this.refunds.get(id)?.amount.minor ?? 0), 0);
  }

  refundsOf(capture: CaptureState): RefundState[] {
    return capture.refundIds.flatMap((id) => this.refunds.get(id) ?? []);
  }
}
