import { type SafeHtml, html } from '../../stripe/checkout-page/html';
import { toJson } from '../money';
import type { BillingCycleState, PlanState, SubscriptionState } from '../subscriptions/state';
import { document } from './render';

export const SUBSCRIPTION_PAGE_TITLE = 'PayPal Subscriptions — PayPal stand-in';

/** "every month", "every 3 months". */
export function describeInterval(cycle: BillingCycleState): string {
  const unit = cycle.intervalUnit.toLowerCase();
  return cycle.intervalCount === 1 ? `every ${unit}` : `every ${cycle.intervalCount} ${unit}s`;
}

const STATE_TEXT: Readonly<Record<string, string>> = {
  ACTIVE: 'You are subscribed.',
  SUSPENDED: 'This subscription is suspended.',
  CANCELLED: 'This subscription was cancelled.',
  EXPIRED: 'This subscription has ended.',
};

function actions(subscription: SubscriptionState): SafeHtml {
  const text = STATE_TEXT[subscription.status];
  if (text !== undefined) return html`<p class="state" id="state">${text}</p>`;
  // Relative, so the page works whatever host name it was reached through.
  const token = encodeURIComponent(subscription.baToken);
  return html`<form method="post" action="/webapps/billing/subscriptions?ba_token=${token}">
<button type="submit" id="pay">Subscribe</button>
</form>
<p><a id="cancel" href="/webapps/billing/subscriptions/cancel?ba_token=${token}">Cancel and return</a></p>`;
}

/** The first paid cycle's price and period: what the buyer agrees to be charged. */
function price(plan: PlanState): SafeHtml {
  const cycle = plan.cycles.find((candidate) => candidate.price) ?? plan.cycles[0];
  if (!cycle?.price) return html``;
  const { value, currency_code } = toJson(cycle.price);
  return html`<p class="total"><strong id="amount">${value}</strong> <span id="currency">${currency_code}</span> <span id="interval">${describeInterval(cycle)}</span></p>`;
}

/** PayPal's subscription approval page, reduced to what a test buyer needs to see and press. */
export function renderSubscriptionPage(subscription: SubscriptionState, plan: PlanState): string {
  const merchant = subscription.brandName
    ? html`<p>Subscribe to <span id="merchant">${subscription.brandName}</span></p>`
    : html``;
  return document(
    SUBSCRIPTION_PAGE_TITLE,
    html`<h1>${SUBSCRIPTION_PAGE_TITLE}</h1>
<p>A local stand-in for PayPal: no login is asked for and nothing is charged.</p>
${merchant}
<p id="plan">${plan.name}</p>
${price(plan)}
${actions(subscription)}`,
  );
}

export function renderSubscriptionNotFound(baToken: string): string {
  return document(
    'Not found — PayPal stand-in',
    html`<h1>Not found</h1>
<p>The PayPal stand-in has no subscription for <code>${baToken}</code>.</p>`,
  );
}
