export interface SubscriptionPageRoute {
  /** `page`: GET shows the plan, POST subscribes; `cancel`: back to the product's cancel_url. */
  action: 'page' | 'cancel';
  /** The `ba_token` query parameter, as PayPal names the subscription on its pages. */
  baToken: string;
}

/** The subscription approval page's route when the request is for it, undefined otherwise. */
export function subscriptionPageRoute(requestUrl: string | undefined): SubscriptionPageRoute | undefined {
  const url = new URL(requestUrl ?? '/', 'http://stand-in');
  const base = '/webapps/billing/subscriptions';
  const action = url.pathname === base ? 'page' : url.pathname === `${base}/cancel` ? 'cancel' : undefined;
  return action && { action, baToken: url.searchParams.get('ba_token') ?? '' };
}
