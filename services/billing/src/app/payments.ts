import { refuseBlacklistedBuyer } from './support/blacklist';
import { randomUUID } from 'node:crypto';
import {
  type CreatePaymentInput,
  type Gateway,
  gatewayKind,
  type Payment,
  type Principal,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { centsToDecimal, centsToNumber, toCents, toUnixSeconds, uuidv7 } from '@shopforge/service-kit';
import { emitOrderEvent } from '../db/order-events';
import { findWallet } from '../db/crypto-wallets';
import { loadInvoice } from '../db/invoices';
import { recordTimeline, recordTimelineEntries } from '../db/timeline';
import type { BillingDeps } from '../deps';
import { checkoutUrl } from '../domain/records';
import { statusOf } from '../domain/rows';
import { API } from './status-change';
import { openForcedSession, refuseUnavailableGateway } from './forced-gateway';
import { refuseSpentMailBudget, spendMailBudget } from './mail/mail-budget';
import { queueInvoiceMail } from './mail/queue';

/** The callback URL is the `webhook` field here, whatever the webhook service calls it. */
function asWebhookField(error: unknown): unknown {
  if (!(error instanceof AppError) || error.code !== 'VALIDATION_ERROR') return error;
  return new AppError('VALIDATION_ERROR', error.message, {
    details: (error.details ?? []).map((detail) => ({
      ...detail,
      field: detail.field === 'url' ? 'webhook' : detail.field,
    })),
  });
}

/**
 * A coin without a gateway: the shop's own wallet when it has one for that coin, otherwise the
 * test provider's simulated crypto (embedded mode), as before wallets existed.
 */
async function defaultCryptoGateway(
  deps: BillingDeps,
  shopId: string,
  cryptoGateway: string | undefined,
): Promise<Gateway | undefined> {
  if (!cryptoGateway) return undefined;
  // A wallet of a coin this platform does not watch takes nothing (it is not `active`).
  const watched =
    deps.crypto.chains.has(cryptoGateway) && (await findWallet(deps.prisma, shopId, cryptoGateway));
  return watched ? 'CRYPTO' : 'TEST_CRYPTO';
}

/** The hosted checkout address, opening on a coin directly when one was chosen (spec). */
function paymentUrl(base: string, uniqid: string, cryptoGateway: string | undefined): string {
  const url = checkoutUrl(base, uniqid);
  if (!cryptoGateway) return url;
  const query = new URLSearchParams({
    selected_gateway: cryptoGateway,
    auto_start_gateway: '1',
    auto_start_crypto: '1',
  });
  return `${url}?${query.toString()}`;
}

/**
 * `POST /payments`: a payable invoice with no catalog lines (no fulfilment) and its hosted
 * checkout address. A per-payment callback is registered before the invoice exists, so its
 * first event (`order:created`) already reaches it.
 */
export async function createPayment(
  deps: BillingDeps,
  principal: Principal,
  input: CreatePaymentInput,
  buyer: { ip?: string | undefined } = {},
): Promise<Payment> {
  const shopId = principal.shop_id;
  await refuseBlacklistedBuyer(deps, shopId, {
    email: input.email,
    ip: buyer.ip ?? null,
    country: null,
    fingerprint: null,
  });
  const now = deps.clock.now();
  const id = uuidv7(now.getTime());
  const uniqid = randomUUID();
  const gateway = input.gateway ?? (await defaultCryptoGateway(deps, shopId, input.crypto_gateway));
  // Refused before anything is written: a payment no one could pay would still be announced.
  await refuseUnavailableGateway(deps, shopId, gateway, {
    coin: input.crypto_gateway ?? null,
    currency: input.currency,
  });
  const requested = { shopId, recipient: input.email, template: 'payment_request' as const };
  // Refused before the callback is registered: a spent mail budget makes nothing.
  if (input.send_email) await refuseSpentMailBudget(deps, requested, now);
  const callback = input.webhook
    ? await deps.webhooks
        .registerCallback({ shop_id: shopId, invoice_uniqid: uniqid, url: input.webhook })
        .catch((error: unknown) => {
          throw asWebhookField(error);
        })
    : null;
  const amountCents = toCents(input.value);
  const invoice = await deps.prisma.$transaction(async (tx) => {
    await tx.invoice.create({
      data: {
        id,
        uniqid,
        shopId,
        kind: 'PAYMENT',
        origin: 'API',
        status: 'PENDING',
        flowType: 'HOSTED_CHECKOUT',
        gateway: gateway ?? null,
        cryptoGateway: input.crypto_gateway ?? null,
        currency: input.currency,
        subtotal: centsToDecimal(amountCents),
        total: centsToDecimal(amountCents),
        customerEmail: input.email,
        developerTitle: input.title,
        developerWebhook: input.webhook ?? null,
        returnUrl: input.return_url ?? null,
        expiresAt: new Date(now.getTime() + deps.settings.invoiceTtlMs),
        createdAt: now,
        updatedAt: now,
      },
    });
    const created = await loadInvoice(tx, id);
    await recordTimeline(tx, created, 'created', now, {
      actor: API,
      origin: 'API',
      amount: centsToDecimal(amountCents),
      currency: input.currency,
    });
    await emitOrderEvent(tx, 'order:created', created, now);
    if (input.send_email) {
      await spendMailBudget(deps, tx, requested, now);
      const queued = await queueInvoiceMail(deps, tx, created, 'payment_request', now);
      if (queued) await recordTimelineEntries(tx, [queued]);
    }
    return created;
  });
  const session = await openForcedSession(deps, invoice, gateway, input.crypto_gateway ?? null);
  const hosted = session !== null && gateway !== undefined && gatewayKind(gateway) === 'hosted';
  return {
    uniqid,
    url: paymentUrl(deps.settings.publicBaseUrl, uniqid, input.crypto_gateway),
    // Branded (custom-domain) addresses come with store domains; until then it is the same page.
    url_branded: paymentUrl(deps.settings.publicBaseUrl, uniqid, input.crypto_gateway),
    total: centsToNumber(amountCents),
    currency: invoice.currency,
    status: statusOf(invoice),
    created_at: toUnixSeconds(invoice.createdAt),
    ...(callback ? { webhook_secret: callback.webhook_secret } : {}),
    ...(hosted ? { checkout_url: session.checkoutUrl, session_id: session.sessionId } : {}),
  };
}
