import { type Gateway, gatewayKind } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import type { BillingDeps } from '../deps';
import { gatewayRefusal, isProviderGateway } from '../domain/payment-methods';
import type { StoredInvoice } from '../domain/rows';
import { NativeCryptoProvider } from '../providers/crypto/native-crypto-provider';
import type { ProviderSession } from '../providers/provider';
import { openAttempt } from './pay';

/**
 * Refuses (400) a gateway the creator forced that the shop cannot take, before anything is
 * written: an invoice nobody could pay would still be announced.
 */
export async function refuseUnavailableGateway(
  deps: BillingDeps,
  shopId: string,
  gateway: Gateway | undefined,
  /** For native crypto: the coin, and the currency it is priced from. */
  crypto?: { coin: string | null; currency: string },
): Promise<void> {
  if (gateway === undefined || !isProviderGateway(gateway)) return;
  const refusal = gatewayRefusal(gateway, await deps.shops.paymentMethods(shopId));
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
  if (gateway !== 'CRYPTO' || !crypto?.coin) return;
  const cryptoRefusal = await new NativeCryptoProvider(deps, shopId).refusal(crypto.coin, crypto.currency);
  if (cryptoRefusal) throw new AppError('BAD_REQUEST', cryptoRefusal);
}

/**
 * A payment or order created with a forced hosted-checkout gateway opens its provider session
 * at once (spec: the answer carries `checkout_url` and `session_id`). The invoice stays the
 * durable reference: a buyer who comes back later opens another attempt from the hosted checkout.
 * When the provider fails, the invoice is written already: it answers without a session (its
 * hosted checkout opens one when the buyer pays) rather than failing a create that happened,
 * which a client would retry into a second invoice.
 */
export async function openForcedSession(
  deps: BillingDeps,
  invoice: StoredInvoice,
  gateway: Gateway | undefined,
  cryptoGateway: string | null = null,
): Promise<ProviderSession | null> {
  if (gateway === undefined) return null;
  // Native crypto too: the invoice answers its address and amount from the start.
  const opensNow = gatewayKind(gateway) === 'hosted' || (gateway === 'CRYPTO' && cryptoGateway !== null);
  if (!opensNow) return null;
  try {
    return await openAttempt(deps, invoice, {
      gateway,
      cryptoGateway: gateway === 'CRYPTO' ? cryptoGateway : null,
      startNow: false,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'PAYMENT_PROVIDER_ERROR') throw error;
    deps.log.warn({ err: error, invoice: invoice.id }, 'provider session not opened at creation');
    return null;
  }
}
