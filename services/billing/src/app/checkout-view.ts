import {
  CRYPTO_GATEWAYS,
  type CheckoutView,
  type Gateway,
  GATEWAY_NAMES,
  GATEWAYS,
} from '@shopforge/contracts';
import { listWallets } from '../db/crypto-wallets';
import { formatUnits, storedUnits } from '../domain/crypto/amounts';
import { findInvoiceByUniqid, invoiceNotFound } from '../db/invoices';
import type { BillingDeps } from '../deps';
import { centsToNumber, type DecimalLike, toCents } from '@shopforge/service-kit';
import { gatewayRefusal, isProviderGateway } from '../domain/payment-methods';
import { deliveriesOf } from '../domain/deliveries';
import { type StoredInvoice, statusOf } from '../domain/rows';
import { expireIfDue } from './cancel';
import { reconcileSession } from './provider-webhook';

const MESSAGES: Partial<Record<string, string>> = {
  PENDING_PAYMENT: 'Your payment is in progress.',
  PROCESSING: 'Payment received. Your order is being delivered.',
  COMPLETED: 'Payment received. Thank you!',
  VOIDED: 'This invoice was cancelled.',
  EXPIRED: 'This invoice expired before it was paid.',
  REFUNDED: 'This invoice was refunded.',
  PARTIAL_REFUND: 'This invoice was partly refunded.',
  DISPUTED: 'This payment is disputed.',
};

/** The coins a gateway takes for this shop: the simulated one all, native crypto the shop's wallets. */
async function coinsOf(deps: BillingDeps, shopId: string, gateway: Gateway): Promise<string[]> {
  if (gateway === 'TEST_CRYPTO') return [...CRYPTO_GATEWAYS];
  if (gateway !== 'CRYPTO') return [];
  const wallets = await listWallets(deps.prisma, shopId);
  return wallets.map((wallet) => wallet.coin).filter((coin) => deps.crypto.chains.has(coin));
}

/** Where the buyer sends what, once a native crypto address was issued for this invoice. */
function cryptoPanel(invoice: StoredInvoice): CheckoutView['crypto'] {
  const { cryptoAddress, cryptoUri, cryptoUnits, cryptoDecimals, cryptoGateway } = invoice;
  if (!cryptoAddress || !cryptoUri || cryptoUnits === null || cryptoDecimals === null || !cryptoGateway)
    return null;
  const units = (value: DecimalLike) => formatUnits(storedUnits(value), cryptoDecimals);
  return {
    coin: cryptoGateway,
    address: cryptoAddress,
    amount: units(cryptoUnits),
    received: units(invoice.cryptoReceivedUnits),
    uri: cryptoUri,
    confirmations: invoice.cryptoConfirmations,
    confirmations_needed: invoice.cryptoConfirmationsNeeded ?? 0,
  };
}

/**
 * The hosted checkout page's data. A buyer coming back from the provider may arrive before the
 * provider's webhook: the open attempt's session is looked up and reconciled first, so the page
 * shows the outcome (the webhook, when it comes, is then a no-op).
 */
export async function checkoutView(deps: BillingDeps, uniqid: string): Promise<CheckoutView> {
  let invoice = await findInvoiceByUniqid(deps.sql, uniqid);
  if (!invoice) throw invoiceNotFound();
  if (await expireIfDue(deps, invoice)) invoice = (await findInvoiceByUniqid(deps.sql, uniqid)) ?? invoice;
  // PENDING too: a payment or order forced to a gateway opened its attempt when it was created.
  if ((invoice.status === 'PENDING_PAYMENT' || invoice.status === 'PENDING') && invoice.providerReference) {
    await reconcileSession(deps, invoice.providerReference);
    invoice = (await findInvoiceByUniqid(deps.sql, uniqid)) ?? invoice;
  }
  const status = statusOf(invoice);
  const payable = status === 'PENDING' || status === 'PENDING_PAYMENT';
  const paid = ['PROCESSING', 'COMPLETED', 'PARTIAL_REFUND', 'REFUNDED', 'DISPUTED'].includes(status);
  // Only what the shop can take: a merchant provider appears once its account is connected.
  const methods = payable ? await deps.shops.paymentMethods(invoice.shopId) : [];
  const gateways = GATEWAY_NAMES.filter(
    (id) =>
      (invoice.gateway === null || invoice.gateway === id) &&
      (!isProviderGateway(id) || gatewayRefusal(id, methods) === null),
  );
  return {
    uniqid: invoice.uniqid,
    title:
      invoice.developerTitle ??
      invoice.lines.map((line) => `${line.quantity} × ${line.productTitle}`).join(', '),
    status,
    payable,
    currency: invoice.currency,
    subtotal: centsToNumber(toCents(invoice.subtotal)),
    discount: centsToNumber(toCents(invoice.discount)),
    total: centsToNumber(toCents(invoice.total)),
    lines: invoice.lines.map((line) => ({
      title: line.productTitle,
      variant_title: line.variantTitle,
      quantity: line.quantity,
      total: centsToNumber(toCents(line.total)),
    })),
    gateways: await Promise.all(
      gateways.map(async (id) => ({
        id,
        label: GATEWAYS[id].label,
        kind: GATEWAYS[id].kind,
        coins: await coinsOf(deps, invoice.shopId, id),
      })),
    ),
    crypto_gateways: [...CRYPTO_GATEWAYS],
    crypto: payable ? cryptoPanel(invoice) : null,
    forced_gateway: invoice.gateway && !paid ? invoice.gateway : null,
    deliveries: paid ? deliveriesOf(invoice) : [],
    return_url: invoice.returnUrl,
    expires_at: payable ? (invoice.expiresAt?.toISOString() ?? null) : null,
    message:
      status === 'PENDING' && invoice.flowType === 'MANUAL'
        ? 'Your offline payment is awaiting the shop’s confirmation.'
        : (MESSAGES[status] ?? null),
  };
}
