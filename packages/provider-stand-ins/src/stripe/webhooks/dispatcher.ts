import type { StripeEvent, StripeWebhookDelivery, StripeWebhookEndpoint } from '../types';
import { postEvent } from './post-event';

/** The webhook endpoints of each key's account and every delivery made to them. */
export class WebhookDispatcher {
  private readonly endpoints: StripeWebhookEndpoint[] = [];
  readonly deliveries: StripeWebhookDelivery[] = [];

  constructor(private readonly validKeys: readonly string[] | undefined) {}

  /** Test mistakes throw here, rather than showing later as a delivery that never came. */
  add(endpoint: StripeWebhookEndpoint): void {
    const { apiKey, url, secret } = endpoint;
    if (!apiKey) throw new Error('addWebhookEndpoint: apiKey is empty.');
    if (this.validKeys && !this.validKeys.includes(apiKey))
      throw new Error('addWebhookEndpoint: apiKey is not one of validKeys, so no session could name it.');
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      throw new Error(`addWebhookEndpoint: ${url} is not an http(s) URL.`);
    if (!secret) throw new Error('addWebhookEndpoint: secret is empty.');
    this.endpoints.push({ apiKey, url, secret });
  }

  /**
   * One attempt per endpoint of the key's account, all at once as Stripe sends them; recorded in
   * the order the endpoints were added, so a test reads the same list on every run.
   */
  async deliver(event: StripeEvent, apiKey: string): Promise<void> {
    const targets = this.endpoints.filter((endpoint) => endpoint.apiKey === apiKey);
    const attempts = targets.map(
      async ({ url, secret }): Promise<StripeWebhookDelivery> => ({
        eventId: event.id,
        type: event.type,
        url,
        ...(await postEvent(url, event, secret)),
      }),
    );
    this.deliveries.push(...(await Promise.all(attempts)));
  }
}
