import { resourceNotFound } from '../api-error';
import { isoNow, newPlanId } from '../ids';
import { renderPlan } from '../objects/plan';
import type { PlanState } from '../subscriptions/state';
import { PLANS_API, readPlanParams } from './plan-params';
import type { ApiContext, ApiHandler, Reply } from './request';

/** The app's plan, or PayPal's 404: another app's plan does not exist for this one. */
export function planOfApp(context: ApiContext, clientId: string, planId: string): PlanState | undefined {
  const plan = context.state.plans.get(planId);
  return plan && plan.clientId === clientId ? plan : undefined;
}

/** `POST /v1/billing/plans`: 201 with the plan; a replay with its PayPal-Request-Id answers 200. */
export const createPlan: ApiHandler = (context, request) => {
  const params = readPlanParams(context.state, request.clientId, request.body);
  const plan: PlanState = { id: newPlanId(), clientId: request.clientId, createTime: isoNow(), ...params };
  context.state.plans.set(plan.id, plan);
  const reply = (): Reply => ({ status: 200, body: renderPlan(plan, context.urls), again: reply });
  return { ...reply(), status: 201 };
};

export const getPlan: ApiHandler = (context, request, planId) => {
  const plan = planOfApp(context, request.clientId, planId);
  if (!plan) throw resourceNotFound('id', planId, PLANS_API);
  return { status: 200, body: renderPlan(plan, context.urls) };
};
