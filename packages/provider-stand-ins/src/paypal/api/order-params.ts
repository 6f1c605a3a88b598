import { invalidRequest } from '../api-error';
import type { PurchaseUnitState } from '../state';
import type { JsonObject, JsonValue } from '../types';
import { FieldReader } from './fields';

const fields = new FieldReader('orders/v2');

export interface OrderParams {
  unit: PurchaseUnitState;
  paypalSource: boolean;
  returnUrl: string | null;
  cancelUrl: string | null;
  brandName: string | null;
}

function readUnit(value: JsonValue | undefined): PurchaseUnitState {
  const base = '/purchase_units/0';
  const unit = fields.object(value, base) ?? {};
  const amount = fields.money(unit.amount, `${base}/amount`);
  const breakdown = fields.object((unit.amount as JsonObject).breakdown, `${base}/amount/breakdown`) ?? null;
  const items = unit.items;
  if (items !== undefined && !Array.isArray(items)) throw fields.syntax(`${base}/items`, items);
  return {
    referenceId: fields.string(unit.reference_id, `${base}/reference_id`, 256) ?? 'default',
    amount,
    breakdown,
    items: items ? items.map((item, i) => fields.object(item, `${base}/items/${i}`) ?? {}) : null,
    description: fields.string(unit.description, `${base}/description`, 127),
    customId: fields.string(unit.custom_id, `${base}/custom_id`, 255),
    invoiceId: fields.string(unit.invoice_id, `${base}/invoice_id`, 127),
    softDescriptor: fields.string(unit.soft_descriptor, `${base}/soft_descriptor`, 22),
  };
}

function readUnits(value: JsonValue | undefined): PurchaseUnitState {
  if (value === undefined || value === null) throw fields.missing('/purchase_units');
  if (!Array.isArray(value)) throw fields.syntax('/purchase_units', value);
  if (value.length === 0)
    throw invalidRequest({
      field: '/purchase_units',
      issue: 'INVALID_ARRAY_MIN_ITEMS',
      description: 'The number of items in an array parameter is too small.',
    });
  if (value.length > 1)
    throw invalidRequest({
      field: '/purchase_units',
      issue: 'INVALID_ARRAY_MAX_ITEMS',
      description: 'The PayPal stand-in takes one purchase unit per order.',
    });
  return readUnit(value[0]);
}

/** Where the buyer goes after the approval page: `experience_context`, or the legacy `application_context`. */
function readExperience(body: JsonObject) {
  const source = fields.object(body.payment_source, '/payment_source');
  const paypal = source && fields.object(source.paypal, '/payment_source/paypal');
  if (source && !paypal)
    throw fields.invalidValue(
      '/payment_source',
      Object.keys(source).join(','),
      'The PayPal stand-in takes payment_source.paypal only.',
    );
  const base = paypal ? '/payment_source/paypal/experience_context' : '/application_context';
  const context =
    (paypal ? fields.object(paypal.experience_context, base) : undefined) ??
    fields.object(body.application_context, '/application_context') ??
    {};
  return {
    paypalSource: paypal !== undefined,
    returnUrl: fields.url(context.return_url, `${base}/return_url`),
    cancelUrl: fields.url(context.cancel_url, `${base}/cancel_url`),
    brandName: fields.string(context.brand_name, `${base}/brand_name`, 127),
  };
}

/** The create-order body, checked in PayPal's order: intent, purchase units, then payment source. */
export function readOrderParams(raw: JsonValue | Record<string, string> | null): OrderParams {
  const body = fields.body(raw);
  const intent = body.intent;
  if (intent === undefined || intent === null) throw fields.missing('/intent');
  if (intent !== 'CAPTURE')
    throw fields.invalidValue(
      '/intent',
      String(intent),
      intent === 'AUTHORIZE'
        ? 'The PayPal stand-in supports intent CAPTURE only.'
        : 'A parameter value is not valid.',
    );
  const unit = readUnits(body.purchase_units);
  return { unit, ...readExperience(body) };
}
