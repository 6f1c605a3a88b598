import { PayPalApiError, unprocessable } from '../api-error';
import type { PlanState } from '../subscriptions/state';
import type { JsonValue } from '../types';
import { FieldReader } from './fields';
import { PLANS_API } from './plan-params';
import type { ApiContext } from './request';
import { planOfApp } from './plans';

const fields = new FieldReader(PLANS_API);

export interface SubscriptionParams {
  plan: PlanState;
  customId: string | null;
  startTime: string | null;
  subscriberEmail: string | null;
  returnUrl: string | null;
  cancelUrl: string | null;
  brandName: string | null;
}

function activePlan(context: ApiContext, clientId: string, planId: string): PlanState {
  const plan = planOfApp(context, clientId, planId);
  if (!plan)
    throw new PayPalApiError(
      404,
      'RESOURCE_NOT_FOUND',
      [
        {
          field: '/plan_id',
          value: planId,
          location: 'body',
          issue: 'INVALID_RESOURCE_ID',
          description: 'Requested resource ID was not found.',
        },
      ],
      PLANS_API,
    );
  if (plan.status !== 'ACTIVE')
    throw unprocessable(
      {
        field: '/plan_id',
        value: planId,
        location: 'body',
        issue: 'PLAN_STATUS_INVALID',
        description: 'Invalid plan status. Plan should be in ACTIVE state.',
      },
      PLANS_API,
    );
  return plan;
}

/** An RFC 3339 time, as start_time must be. */
function time(value: JsonValue | undefined, field: string): string | null {
  const text = fields.string(value, field, 64);
  if (text !== null && Number.isNaN(Date.parse(text))) throw fields.syntax(field, text);
  return text;
}

/** A `POST /v1/billing/subscriptions` body, checked as PayPal checks it. */
export function readSubscriptionParams(
  context: ApiContext,
  clientId: string,
  value: JsonValue | Record<string, string> | null,
): SubscriptionParams {
  const body = fields.body(value);
  const planId = fields.string(body.plan_id, '/plan_id', 50);
  if (!planId) throw fields.missing('/plan_id');
  const subscriber = fields.object(body.subscriber, '/subscriber');
  const context_ = fields.object(body.application_context, '/application_context');
  const quantity = fields.string(body.quantity, '/quantity', 32);
  // The stand-in bills one unit per cycle, as plans without quantity_supported do.
  if (quantity !== null && quantity !== '1') throw fields.invalidValue('/quantity', quantity);
  return {
    plan: activePlan(context, clientId, planId),
    customId: fields.string(body.custom_id, '/custom_id', 127),
    startTime: time(body.start_time, '/start_time'),
    subscriberEmail: fields.string(subscriber?.email_address, '/subscriber/email_address', 254),
    returnUrl: fields.url(context_?.return_url, '/application_context/return_url'),
    cancelUrl: fields.url(context_?.cancel_url, '/application_context/cancel_url'),
    brandName: fields.string(context_?.brand_name, '/application_context/brand_name', 127),
  };
}
