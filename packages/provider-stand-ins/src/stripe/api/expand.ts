import { invalidParam } from '../api-error';
import type { FormValue } from '../form-params';
import { chargeView, findById } from '../lookup';
import { renderInvoicePayments } from '../objects/invoice-payment-list';
import { toPlain } from '../objects/plain';
import type { StandInState } from '../state';
import { optionalArray } from './params';

type Plain = Record<string, unknown>;

/** The fields Stripe lets a client expand on the objects the stand-in answers. */
const EXPANDABLE: Readonly<Record<string, readonly string[]>> = {
  'checkout.session': ['payment_intent', 'subscription', 'invoice'],
  subscription: ['latest_invoice'],
  invoice: ['payments'],
  payment_intent: ['latest_charge'],
  charge: ['payment_intent', 'refunds'],
  refund: ['charge', 'payment_intent'],
  dispute: ['charge', 'payment_intent'],
};

function expandedValue(state: StandInState, owner: Plain, field: string): unknown {
  const value = owner[field];
  // A charge's refunds are no id: the list exists only when asked for.
  if (owner.object === 'charge' && field === 'refunds') {
    const payment = state.paymentByCharge(String(owner.id));
    return payment && toPlain(chargeView(state, payment, true)).refunds;
  }
  // An invoice's payments are no id either: listed from the payment intent that paid it.
  if (owner.object === 'invoice' && field === 'payments') {
    const invoice = state.invoices.get(String(owner.id));
    return invoice && toPlain(renderInvoicePayments(invoice, state.payments.get(invoice.paymentIntentId)));
  }
  if (typeof value !== 'string') return value;
  const found = findById(state, value);
  return found && toPlain(found);
}

function expandPath(state: StandInState, owner: Plain, path: string[], full: string): Plain {
  const [field = '', ...rest] = path;
  const cannot = () => invalidParam('expand', `This property cannot be expanded (${full}).`);
  if (!EXPANDABLE[String(owner.object)]?.includes(field)) throw cannot();
  const value = expandedValue(state, owner, field);
  // Stripe leaves a null reference null (a session's payment_intent before payment).
  if (value === null) return owner;
  if (typeof value !== 'object' || value === undefined) throw cannot();
  const inner = value as Plain;
  return { ...owner, [field]: rest.length > 0 ? expandPath(state, inner, rest, full) : inner };
}

/** Applies `expand[]=payment_intent.latest_charge`-style params to an answer. */
export function expand(state: StandInState, answer: Plain, param: FormValue | undefined): Plain {
  const paths = optionalArray(param, 'expand') ?? [];
  return paths.reduce<Plain>((object, path, index) => {
    if (typeof path !== 'string') throw invalidParam(`expand[${index}]`, 'Invalid string');
    return expandPath(state, object, path.split('.'), path);
  }, answer);
}
