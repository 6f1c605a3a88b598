import { randomUUID } from 'node:crypto';
import type { CreateOrderInput, Principal } from '@shopforge/contracts';
import { isUniqueViolation } from '@shopforge/db/errors';
import { AppError, validationError } from '@shopforge/errors';
import { centsToNumber, type RequestKey, uuidv7 } from '@shopforge/service-kit';
import { prismaExecutor } from '@shopforge/db/sql';
import { loadInvoice } from '../db/invoices';
import { earlierOrder, orderRequestRecord } from '../db/order-requests';
import { timelineRecord } from '../db/timeline';
import { insertOrder } from '../db/write-order';
import { newOrderInvoice } from '../domain/new-order';
import type { StoredInvoice } from '../domain/rows';
import { attributionFor } from './affiliates';
import { refuseBlacklistedBuyer } from './support/blacklist';
import { openSubscription } from './subscriptions/lifecycle';
import type { BillingDeps } from '../deps';
import {
  type CatalogProduct,
  type CatalogVariant,
  type LineRequest,
  orderTotals,
  type PricedLine,
  priceLines,
} from '../domain/pricing';

const isNotFound = (error: unknown) =>
  (error as AppError | undefined)?.code === 'PRODUCT_NOT_FOUND' || (error as AppError)?.code === 'NOT_FOUND';

/** Reads every product (and variant list) an order names, once each, as the caller. */
async function readCatalog(deps: BillingDeps, principal: Principal, input: CreateOrderInput) {
  const products = new Map<string, CatalogProduct | null>();
  const variants = new Map<string, CatalogVariant[]>();
  await Promise.all(
    [...new Set(input.items.map((item) => item.product_id))].map(async (ref) => {
      try {
        products.set(ref, await deps.catalog.product(principal, ref));
      } catch (error) {
        if (!isNotFound(error)) throw error;
        products.set(ref, null);
      }
    }),
  );
  const withVariants = input.items.filter((item) => item.variant_id);
  await Promise.all(
    [...new Set(withVariants.map((item) => products.get(item.product_id)?.id))].map(async (id) => {
      if (id) variants.set(id, (await deps.catalog.variants(principal, id)).data);
    }),
  );
  return { products, variants };
}

function lineRequests(input: CreateOrderInput, catalog: Awaited<ReturnType<typeof readCatalog>>) {
  const missing: { path: (string | number)[]; message: string }[] = [];
  const requests: LineRequest[] = [];
  input.items.forEach((item, index) => {
    const product = catalog.products.get(item.product_id);
    if (!product) {
      missing.push({ path: ['items', index, 'product_id'], message: 'No such product in this shop.' });
      return;
    }
    const variantId = item.variant_id ?? null;
    const variant = variantId
      ? catalog.variants.get(product.id)?.find((candidate) => candidate.id === variantId)
      : null;
    requests.push({ index, product, variant, variantId, quantity: item.quantity });
  });
  return { missing, requests };
}

/**
 * `POST /orders`: prices the lines from the catalog, redeems the coupon (a saga step keyed by
 * the new invoice's id), then writes the invoice, its lines, the `created` timeline event and
 * `order:created` in one transaction. If that write fails, the coupon use is handed back.
 *
 * With the caller's Idempotency-Key (`placement.request`) the same statement records the key,
 * so a request sent again after its answer was lost answers the order it made. The gateway
 * replays most repeats from its own store before they get here; this is what holds when that
 * store lost the record or the answer never reached it.
 */
export async function createOrder(
  deps: BillingDeps,
  principal: Principal,
  input: CreateOrderInput,
  placement: { paymentLinkId?: string; buyerIp?: string | undefined; request?: RequestKey | null } = {},
): Promise<StoredInvoice> {
  // A repeat answers the first order before anything is redeemed or priced again.
  const repeated = placement.request ? await orderOfKey(deps, principal.shop_id, placement.request) : null;
  if (repeated) return repeated;
  await refuseBlacklistedBuyer(deps, principal.shop_id, {
    email: input.customer_email,
    country: input.country ?? null,
    ip: placement.buyerIp ?? null,
    fingerprint: null,
  });
  const catalog = await readCatalog(deps, principal, input);
  const { missing, requests } = lineRequests(input, catalog);
  const priced = priceLines(requests);
  const problems = [
    ...missing,
    ...priced.problems.map((problem) => ({
      path: ['items', problem.index, problem.field],
      message: problem.message,
    })),
    ...(priced.totalProblem ? [{ path: ['items'], message: priced.totalProblem }] : []),
  ];
  if (problems.length > 0) throw validationError(problems);

  const now = deps.clock.now();
  const id = uuidv7(now.getTime());
  const shopId = principal.shop_id;
  let couponDiscount = 0;
  let coupon: { id: string; code: string } | null = null;
  if (input.coupon_code) {
    const redemption = await deps.catalog.redeemCoupon({
      shop_id: shopId,
      code: input.coupon_code,
      reference: id,
      lines: priced.lines.map((line) => ({
        product_id: line.product.id,
        amount: centsToNumber(line.totalCents),
      })),
    });
    couponDiscount = Math.round(redemption.discount_amount * 100);
    coupon = { id: redemption.coupon.id, code: redemption.coupon.code };
  }
  const order = {
    id,
    shopId,
    input,
    lines: priced.lines,
    couponDiscount,
    coupon,
    now,
    paymentLinkId: placement.paymentLinkId ?? null,
    request: placement.request ?? null,
  };
  try {
    return await writeOrder(deps, order);
  } catch (error) {
    if (coupon) await deps.catalog.releaseCoupon({ shop_id: shopId, reference: id }).catch(() => undefined);
    // Another request with the key wrote its order since the check above.
    if (order.request === null || !isUniqueViolation(error)) throw error;
    const earlier = await orderOfKey(deps, shopId, order.request);
    if (earlier) return earlier;
    throw error;
  }
}

/**
 * The order an earlier request with this key made (IDEMPOTENCY_CONFLICT if its body was
 * another), or null when the key's record had expired.
 */
async function orderOfKey(deps: BillingDeps, shopId: string, request: RequestKey) {
  const earlier = await earlierOrder(deps.sql, shopId, request, deps.clock.now());
  if (!earlier) return null;
  if (earlier.fingerprint !== request.fingerprint) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This Idempotency-Key was already used with a different request body.',
    );
  }
  return loadInvoice(deps.sql, earlier.invoiceId);
}

/**
 * Writes the order: one statement (db/write-order.ts) when no line is recurring; with the
 * subscriptions its recurring lines start, in one transaction, when some are.
 */
async function writeOrder(
  deps: BillingDeps,
  order: {
    id: string;
    shopId: string;
    input: CreateOrderInput;
    lines: PricedLine[];
    couponDiscount: number;
    coupon: { id: string; code: string } | null;
    now: Date;
    paymentLinkId: string | null;
    request: RequestKey | null;
  },
) {
  const { id, shopId, input, lines, now } = order;
  const request = order.request && orderRequestRecord(shopId, order.request, id, now);
  const lineIds = lines.map(() => uuidv7(now.getTime()));
  const subscriptionIds = lines.map((line) => (line.recurring ? uuidv7(now.getTime()) : null));
  const totals = orderTotals(lines, order.couponDiscount);
  const attribution = await attributionFor(
    deps.prisma,
    shopId,
    input.referral_code ?? null,
    input.customer_email,
  );
  const invoice = newOrderInvoice({
    id,
    uniqid: randomUUID(),
    shopId,
    lineIds,
    lines,
    totals,
    customerEmail: input.customer_email,
    country: input.country ?? null,
    gateway: input.gateway ?? null,
    coupon: order.coupon,
    referralCode: input.referral_code ?? null,
    attribution,
    customFields: input.custom_fields ?? null,
    returnUrl: input.return_url ?? null,
    subscriptionId: subscriptionIds.filter((sub) => sub !== null).at(-1) ?? null,
    now,
    expiresAt: new Date(now.getTime() + deps.settings.invoiceTtlMs),
  });
  const created = timelineRecord(invoice, 'created', now, {
    actor: { type: 'api', user_id: null, name: null },
    origin: 'API',
    amount: invoice.total,
    currency: invoice.currency,
  });
  if (subscriptionIds.every((sub) => sub === null)) {
    await insertOrder(deps.sql, invoice, created, request);
    return invoice;
  }
  await deps.prisma.$transaction(async (tx) => {
    await insertOrder(prismaExecutor(tx), invoice, created, request);
    for (const [position, line] of lines.entries()) {
      const subscriptionId = subscriptionIds[position];
      if (!subscriptionId) continue;
      await openSubscription(
        tx,
        {
          subscriptionId,
          invoiceId: id,
          shopId,
          lineId: lineIds[position] as string,
          line,
          customerEmail: input.customer_email,
          gateway: input.gateway ?? null,
          couponId: order.coupon?.id ?? null,
          paymentLinkId: order.paymentLinkId,
        },
        now,
      );
    }
  });
  return invoice;
}
