export interface PageRoute {
  /** `page`: GET shows the order, POST approves it; `cancel`: back to the product's cancel_url. */
  action: 'page' | 'cancel';
  /** The `token` query parameter: the order id, as PayPal names it on its pages. */
  orderId: string;
}

/** The approval page's route when the request is for it, undefined for the API. */
export function approvalPageRoute(requestUrl: string | undefined): PageRoute | undefined {
  const url = new URL(requestUrl ?? '/', 'http://stand-in');
  const action =
    url.pathname === '/checkoutnow' ? 'page' : url.pathname === '/checkoutnow/cancel' ? 'cancel' : undefined;
  return action && { action, orderId: url.searchParams.get('token') ?? '' };
}
