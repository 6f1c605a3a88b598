import { toJson } from '../money';
import type { BillingCycleState, PlanState } from '../subscriptions/state';
import { type Urls, link, planHref } from './links';

function renderCycle(cycle: BillingCycleState, createTime: string) {
  return {
    ...(cycle.price
      ? {
          pricing_scheme: {
            version: 1,
            fixed_price: toJson(cycle.price),
            create_time: createTime,
            update_time: createTime,
          },
        }
      : {}),
    frequency: { interval_unit: cycle.intervalUnit, interval_count: cycle.intervalCount },
    tenure_type: cycle.tenureType,
    sequence: cycle.sequence,
    total_cycles: cycle.totalCycles,
  };
}

/** The plan's links: an ACTIVE plan may be deactivated, any other activated. */
function planLinks(plan: PlanState, urls: Urls) {
  const href = planHref(urls, plan.id);
  const toggle =
    plan.status === 'ACTIVE'
      ? link(`${href}/deactivate`, 'deactivate', 'POST')
      : link(`${href}/activate`, 'activate', 'POST');
  return [link(href, 'self'), link(href, 'edit', 'PATCH'), toggle];
}

/** A billing plan in full, as create (with `Prefer: return=representation`) and `GET` answer it. */
export function renderPlan(plan: PlanState, urls: Urls) {
  return {
    id: plan.id,
    product_id: plan.productId,
    name: plan.name,
    status: plan.status,
    ...(plan.description === null ? {} : { description: plan.description }),
    usage_type: 'LICENSED',
    billing_cycles: plan.cycles.map((cycle) => renderCycle(cycle, plan.createTime)),
    payment_preferences: {
      service_type: 'PREPAID',
      auto_bill_outstanding: plan.autoBillOutstanding,
      setup_fee_failure_action: 'CONTINUE',
      payment_failure_threshold: plan.paymentFailureThreshold,
    },
    quantity_supported: false,
    create_time: plan.createTime,
    update_time: plan.createTime,
    links: planLinks(plan, urls),
  };
}
