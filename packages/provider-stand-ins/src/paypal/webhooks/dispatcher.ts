import type { StandInState } from '../state';
import type {
  PayPalClient,
  PayPalEvent,
  PayPalSignedEvent,
  PayPalWebhookDelivery,
  PayPalWebhookEndpoint,
} from '../types';
import { postEvent } from './post-event';

/** The webhooks of each app and every delivery made to them. */
export class WebhookDispatcher {
  private readonly endpoints: PayPalWebhookEndpoint[] = [];
  readonly deliveries: PayPalWebhookDelivery[] = [];

  constructor(
    private readonly state: StandInState,
    private readonly clients: ReadonlyArray<PayPalClient> | undefined,
    private readonly sign: (event: PayPalEvent, webhookId: string) => PayPalSignedEvent,
  ) {}

  /** Test mistakes throw here, rather than showing later as a delivery that never came. */
  add(endpoint: PayPalWebhookEndpoint): void {
    const { clientId, url, webhookId } = endpoint;
    if (!clientId) throw new Error('addWebhookEndpoint: clientId is empty.');
    if (this.clients && !this.clients.some((client) => client.clientId === clientId))
      throw new Error('addWebhookEndpoint: clientId is not one of clients, so no order could name it.');
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      throw new Error(`addWebhookEndpoint: ${url} is not an http(s) URL.`);
    // PayPal's webhook ids are letters and digits (8PT597110X687430LKGECATA); verify-webhook-signature refuses others.
    if (!/^[A-Za-z0-9]{1,50}$/.test(webhookId))
      throw new Error(
        `addWebhookEndpoint: webhookId ${JSON.stringify(webhookId)} is not letters and digits.`,
      );
    const owner = this.state.webhookIds.get(webhookId);
    if (owner !== undefined && owner !== clientId)
      throw new Error(`addWebhookEndpoint: webhookId ${webhookId} belongs to another client.`);
    this.state.webhookIds.set(webhookId, clientId);
    this.endpoints.push({ clientId, url, webhookId });
  }

  /** One attempt per endpoint of the app, all at once; recorded in the order the endpoints were added. */
  async deliver(event: PayPalEvent, clientId: string): Promise<void> {
    const targets = this.endpoints.filter((endpoint) => endpoint.clientId === clientId);
    const attempts = targets.map(
      async ({ url, webhookId }): Promise<PayPalWebhookDelivery> => ({
        eventId: event.id,
        type: event.event_type,
        url,
        ...(await postEvent(url, this.sign(event, webhookId))),
      }),
    );
    this.deliveries.push(...(await Promise.all(attempts)));
  }
}
