import { toJson } from '../money';
import type { OrderState, StandInState } from '../state';
import type { PayPalLink } from '../types';
import { renderOrderCapture } from './capture';
import { type Urls, approvalHref, link, orderHref } from './links';
import { payeeOf, renderPayer, renderWallet } from './payee';

/** The links PayPal gives an order in each status: what the merchant or the buyer may do next. */
function orderLinks(order: OrderState, urls: Urls): PayPalLink[] {
  const self = link(orderHref(urls, order.id), 'self');
  const update = link(orderHref(urls, order.id), 'update', 'PATCH');
  const capture = link(`${orderHref(urls, order.id)}/capture`, 'capture', 'POST');
  switch (order.status) {
    case 'PAYER_ACTION_REQUIRED':
      return [self, link(approvalHref(urls, order.id), 'payer-action')];
    case 'CREATED':
      return [self, link(approvalHref(urls, order.id), 'approve'), update, capture];
    case 'APPROVED':
      return [self, update, capture];
    case 'COMPLETED':
      return [self];
  }
}

function paymentSource(order: OrderState) {
  if (order.payer) return { payment_source: { paypal: renderWallet(order.payer) } };
  return order.paypalSource ? { payment_source: { paypal: {} } } : {};
}

function payments(state: StandInState, order: OrderState, urls: Urls) {
  const capture = order.captureId ? state.captures.get(order.captureId) : undefined;
  if (!capture) return {};
  const ids = { customId: order.unit.customId, invoiceId: order.unit.invoiceId };
  return { payments: { captures: [renderOrderCapture(capture, ids, urls)] } };
}

function purchaseUnit(state: StandInState, order: OrderState, urls: Urls) {
  const { unit } = order;
  return {
    reference_id: unit.referenceId,
    amount: { ...toJson(unit.amount), ...(unit.breakdown ? { breakdown: unit.breakdown } : {}) },
    payee: payeeOf(order.clientId),
    ...(unit.description === null ? {} : { description: unit.description }),
    ...(unit.customId === null ? {} : { custom_id: unit.customId }),
    ...(unit.invoiceId === null ? {} : { invoice_id: unit.invoiceId }),
    ...(unit.softDescriptor === null ? {} : { soft_descriptor: unit.softDescriptor }),
    ...(unit.items ? { items: unit.items } : {}),
    ...payments(state, order, urls),
  };
}

/** The order in full: `GET`, `Prefer: return=representation`, and the `CHECKOUT.ORDER.*` event resource. */
export function renderOrder(state: StandInState, order: OrderState, urls: Urls) {
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    ...paymentSource(order),
    purchase_units: [purchaseUnit(state, order, urls)],
    ...(order.payer ? { payer: renderPayer(order.payer) } : {}),
    create_time: order.createTime,
    ...(order.updateTime === order.createTime ? {} : { update_time: order.updateTime }),
    links: orderLinks(order, urls),
  };
}

/** What a create answers by default (`Prefer: return=minimal`). */
export function renderMinimalOrder(order: OrderState, urls: Urls) {
  return { id: order.id, status: order.status, ...paymentSource(order), links: orderLinks(order, urls) };
}

/** What a capture answers by default: the payments and payer, without amounts and payee of the unit. */
export function renderMinimalCapturedOrder(state: StandInState, order: OrderState, urls: Urls) {
  return {
    id: order.id,
    status: order.status,
    ...paymentSource(order),
    purchase_units: [{ reference_id: order.unit.referenceId, ...payments(state, order, urls) }],
    ...(order.payer ? { payer: renderPayer(order.payer) } : {}),
    links: orderLinks(order, urls),
  };
}
