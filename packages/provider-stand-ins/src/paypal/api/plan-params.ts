import { PayPalApiError } from '../api-error';
import type { StandInState } from '../state';
import type { BillingCycleState, IntervalUnit, PlanStatus } from '../subscriptions/state';
import type { JsonObject, JsonValue } from '../types';
import { FieldReader } from './fields';

export const PLANS_API = 'subscriptions/v1';
const fields = new FieldReader(PLANS_API);

const UNITS: readonly IntervalUnit[] = ['DAY', 'WEEK', 'MONTH', 'YEAR'];
/** The longest interval PayPal allows per unit: one year. */
const MAX_COUNT: Readonly<Record<IntervalUnit, number>> = { DAY: 365, WEEK: 52, MONTH: 12, YEAR: 1 };

function oneOf<T extends string>(
  allowed: readonly T[],
  value: JsonValue | undefined,
  field: string,
): T | undefined {
  if (value === undefined || value === null) return undefined;
  const found = allowed.find((known) => known === value);
  if (found === undefined)
    throw fields.invalidValue(field, typeof value === 'string' ? value : JSON.stringify(value));
  return found;
}

function integer(
  value: JsonValue | undefined,
  field: string,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw fields.syntax(field, value);
  if (value < min || value > max) throw fields.invalidValue(field, String(value));
  return value;
}

function readCycle(value: JsonValue, at: string): BillingCycleState {
  const cycle = fields.object(value, at) ?? {};
  const frequency = fields.object(cycle.frequency, `${at}/frequency`);
  if (!frequency) throw fields.missing(`${at}/frequency`);
  const intervalUnit = oneOf(UNITS, frequency.interval_unit, `${at}/frequency/interval_unit`);
  if (!intervalUnit) throw fields.missing(`${at}/frequency/interval_unit`);
  const tenureType = oneOf(['REGULAR', 'TRIAL'] as const, cycle.tenure_type, `${at}/tenure_type`);
  if (!tenureType) throw fields.missing(`${at}/tenure_type`);
  if (cycle.sequence === undefined) throw fields.missing(`${at}/sequence`);
  const pricing = fields.object(cycle.pricing_scheme, `${at}/pricing_scheme`);
  if (!pricing && tenureType === 'REGULAR') throw fields.missing(`${at}/pricing_scheme`);
  return {
    intervalUnit,
    intervalCount: integer(
      frequency.interval_count,
      `${at}/frequency/interval_count`,
      1,
      MAX_COUNT[intervalUnit],
      1,
    ),
    tenureType,
    sequence: integer(cycle.sequence, `${at}/sequence`, 1, 99, 1),
    totalCycles: integer(cycle.total_cycles, `${at}/total_cycles`, 0, 999, 1),
    price: pricing ? fields.money(pricing.fixed_price, `${at}/pricing_scheme/fixed_price`) : null,
  };
}

/** Only the last cycle may repeat for ever (total_cycles 0), and all are billed in one currency. */
function checkCycles(cycles: BillingCycleState[]): void {
  const endless = cycles.findIndex((cycle) => cycle.totalCycles === 0);
  if (endless >= 0 && endless < cycles.length - 1)
    throw fields.invalidValue(
      `/billing_cycles/${endless}/total_cycles`,
      '0',
      'Only the last billing cycle may have total_cycles 0.',
    );
  const currencies = new Set(cycles.flatMap((cycle) => (cycle.price ? [cycle.price.currency] : [])));
  if (currencies.size > 1)
    throw fields.invalidValue(
      '/billing_cycles',
      [...currencies].join(','),
      'All billing cycles must be in the same currency.',
    );
}

function productOf(state: StandInState, clientId: string, body: JsonObject): string {
  const productId = fields.string(body.product_id, '/product_id', 50);
  if (!productId) throw fields.missing('/product_id');
  const product = state.products.get(productId);
  // As PayPal answers a plan for a product the app does not have.
  if (!product || product.clientId !== clientId)
    throw new PayPalApiError(
      404,
      'RESOURCE_NOT_FOUND',
      [
        {
          field: '/product_id',
          value: productId,
          location: 'body',
          issue: 'INVALID_RESOURCE_ID',
          description: 'Requested resource ID was not found.',
        },
      ],
      PLANS_API,
    );
  return productId;
}

export interface PlanParams {
  productId: string;
  name: string;
  description: string | null;
  status: PlanStatus;
  cycles: BillingCycleState[];
  autoBillOutstanding: boolean;
  paymentFailureThreshold: number;
}

/** A `POST /v1/billing/plans` body, checked as PayPal checks it. */
export function readPlanParams(
  state: StandInState,
  clientId: string,
  value: JsonValue | Record<string, string> | null,
): PlanParams {
  const body = fields.body(value);
  const productId = productOf(state, clientId, body);
  const name = fields.string(body.name, '/name', 127);
  if (!name) throw fields.missing('/name');
  const rawCycles = body.billing_cycles;
  if (rawCycles === undefined || rawCycles === null) throw fields.missing('/billing_cycles');
  if (!Array.isArray(rawCycles) || rawCycles.length === 0 || rawCycles.length > 12)
    throw fields.syntax('/billing_cycles', rawCycles);
  const cycles = rawCycles
    .map((cycle, i) => readCycle(cycle, `/billing_cycles/${i}`))
    .sort((a, b) => a.sequence - b.sequence);
  checkCycles(cycles);
  const preferences = fields.object(body.payment_preferences, '/payment_preferences');
  if (!preferences) throw fields.missing('/payment_preferences');
  const autoBill = preferences.auto_bill_outstanding;
  if (autoBill !== undefined && autoBill !== null && typeof autoBill !== 'boolean')
    throw fields.syntax('/payment_preferences/auto_bill_outstanding', autoBill);
  return {
    productId,
    name,
    description: fields.string(body.description, '/description', 127),
    status: oneOf(['CREATED', 'ACTIVE', 'INACTIVE'] as const, body.status, '/status') ?? 'ACTIVE',
    cycles,
    autoBillOutstanding: autoBill ?? true,
    paymentFailureThreshold: integer(
      preferences.payment_failure_threshold,
      '/payment_preferences/payment_failure_threshold',
      0,
      999,
      0,
    ),
  };
}
