import { TEST_PROVIDER_SIGNATURE_HEADER } from '@shopforge/contracts';
import type { Logger } from '@shopforge/telemetry';
import { request } from 'undici';
import type { WebhookSender } from './test-provider';

/**
 * Delivers the test provider's webhooks to the platform's public endpoint, as a provider's
 * servers would. A failure is logged, not thrown: the buyer returning to the checkout page
 * reconciles the session anyway (`PaymentProvider.lookup`).
 */
export function httpWebhookSender(publicBaseUrl: string, log: Logger): WebhookSender {
  const url = `${publicBaseUrl}/providers/test/webhook`;
  return async (body, signature) => {
    try {
      const response = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TEST_PROVIDER_SIGNATURE_HEADER]: signature },
        body,
        headersTimeout: 10_000,
        bodyTimeout: 10_000,
      });
      await response.body.dump();
      if (response.statusCode >= 300) {
        log.warn({ status: response.statusCode }, 'test provider webhook was not accepted');
      }
    } catch (error) {
      log.warn({ err: error }, 'test provider webhook could not be sent');
    }
  };
}
