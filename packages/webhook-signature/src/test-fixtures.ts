import { generateWebhookSecret } from './secret.js';
import { signDelivery } from './sign.js';

/** One signed delivery shared by the tests; not exported from the package. */
export const secret = generateWebhookSecret();
export const deliveryId = '0190f5a0-0000-7000-8000-0000000000d1';
export const event = 'order:paid';
export const timestamp = 1_793_527_200;
/** Escaped slashes, as PHP-style encoders write them: re-serialising loses them. */
export const body =
  '{"event":"order:paid","data":{"url":"https:\\/\\/shop.example\\/x","total":10.5},"created_at":1793527200}';
export const headers = signDelivery({ secret, deliveryId, event, timestamp, body });
/** The receiver's clock at the moment of signing. */
export const atSigning = (): number => timestamp;

/** The headers as Node's `req.headers` presents them. */
export function lowerCased(bag: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(bag).map(([name, value]) => [name.toLowerCase(), value]));
}
