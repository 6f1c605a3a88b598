import { isUniqueViolation } from '@shopforge/db/errors';
import { createHash } from 'node:crypto';
import type {
  CreateResellerOrderBody,
  ResellerOrder,
  ResellerOrderOutcome,
  ResellerPrincipal,
} from '@shopforge/contracts';
import { AppError, isAppError } from '@shopforge/errors';
import { centsToDecimal, type Clock, toCents, uniqid, uuidv7 } from '@shopforge/service-kit';
import type { ResellerPrisma } from '../db/client';
import type { Ledger } from '../db/ledger';
import { emitResellerEvent } from '../db/outbox';
import { basketOf, type OrderPlan, planOrder } from '../domain/order-plan';
import { resellerOrderRecord } from '../domain/order-record';
import { advancedTier, currentTier } from '../domain/tiers';
import { tierOf } from '../db/tiers';
import type { Prisma } from '../generated/prisma/client';
import type { ResellerCatalog } from '../peers/catalog';
import { type Buyer, loadBuyer } from './buyer';
import { IdempotencyKeys } from './idempotency-keys';

type Tx = Prisma.TransactionClient;

/** The boundaries between the saga's atomic phases, where a crash can stop it. */
export type SagaPhase = 'held' | 'claimed' | 'finalized';

/** Test seam: what runs after each phase committed (the kill-between-phases tests throw here). */
export interface SagaHooks {
  afterPhase?(phase: SagaPhase, orderId: string): Promise<void> | void;
}

export interface SagaDeps {
  prisma: ResellerPrisma;
  clock: Clock;
  ledger: Ledger;
  catalog: ResellerCatalog;
  hooks?: SagaHooks;
}

const holdRef = (orderId: string) => `order:${orderId}`;
const claimRef = (lineId: string) => `reseller-line:${lineId}`;
const fingerprintOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** Per line: the codes delivered (empty for counted units), or null when stock ran short. */
type Deliveries = Map<string, string[] | null>;

/**
 * A wholesale purchase as a saga of atomic phases, each a recovery point:
 *
 * 1. **hold** — one transaction writes the order (PENDING) and holds its total on the balance
 *    (402 when `available` is short); nothing else has happened, so a crash here leaves nothing.
 * 2. **claim** — each line takes its codes (or units) from the catalog under a reference keyed
 *    by the line, so repeating the step after a crash returns the same codes, never new ones.
 * 3. **finalize** — one transaction records the codes, debits what was delivered, releases the
 *    rest of the hold (`refunded_amount`) and completes the order and its idempotency key.
 *
 * Recovery (`recover`) runs phases 2 and 3 again for orders left PENDING, so after any crash an
 * order ends either as nothing charged or as one complete order; no code is claimed without an
 * order, because claims only start once the order row exists.
 */
export class OrderSaga {
  private readonly keys: IdempotencyKeys;

  constructor(private readonly deps: SagaDeps) {
    this.keys = new IdempotencyKeys(deps);
  }

  /** `POST /reseller/v1/orders`: idempotency rules 1–6 around the saga. */
  async createOrder(
    reseller: ResellerPrincipal,
    body: CreateResellerOrderBody,
    idempotencyKey: string,
  ): Promise<ResellerOrderOutcome> {
    const fingerprint = fingerprintOf(basketOf(body.items));
    const claim = await this.keys.claim(reseller.relationship_id, idempotencyKey, fingerprint);
    if (claim.kind === 'answer') return claim.outcome;
    if (claim.kind === 'replay') {
      return {
        status: 201,
        idempotency_status: 'cached',
        body: { data: { order: await this.read(claim.orderId, true) } },
      };
    }
    let orderId: string;
    try {
      const buyer = await loadBuyer(this.deps, reseller);
      const plan = await this.plan(buyer, body.items);
      orderId = await this.open(buyer, plan, {
        source: 'ORDER',
        requestHash: fingerprint,
        idempotencyKey,
        bindKey: (tx, id) => this.keys.bind(tx, reseller.relationship_id, idempotencyKey, id),
      });
    } catch (error) {
      if (isAppError(error) && error.status >= 400 && error.status < 500) {
        return this.keys.completeWithError(reseller.relationship_id, idempotencyKey, error);
      }
      // The caller must learn of the failure itself, not of a release that failed after it
      // (the claim then stays until CLAIM_LOCK_MS, as after a crash).
      await this.keys.release(reseller.relationship_id, idempotencyKey).catch(() => undefined);
      throw error;
    }
    const order = await this.complete(orderId);
    return { status: 201, idempotency_status: 'created', body: { data: { order } } };
  }

  /**
   * `POST /reseller/v1/fulfillments`: one product for one end customer. The client's
   * `external_order_id` is the idempotency key, with no expiry: a retry — even days later —
   * answers the same fulfillment and never buys the same codes twice.
   */
  async fulfill(
    reseller: ResellerPrincipal,
    input: {
      external_order_id: string;
      customer_email: string;
      product_id: string;
      variant_id?: string | null | undefined;
      quantity: number;
    },
  ): Promise<{ status: 200 | 201; order: ResellerOrder }> {
    const items = [
      { product_id: input.product_id, variant_id: input.variant_id ?? null, quantity: input.quantity },
    ];
    const requestHash = fingerprintOf(`${basketOf(items)}|${input.customer_email.toLowerCase()}`);
    const existing = await this.byExternalId(reseller, input.external_order_id, requestHash);
    if (existing) return { status: 200, order: existing };
    const buyer = await loadBuyer(this.deps, reseller);
    const plan = await this.plan(buyer, items);
    let orderId: string;
    try {
      orderId = await this.open(buyer, plan, {
        source: 'FULFILLMENT',
        requestHash,
        externalOrderId: input.external_order_id,
        customerEmail: input.customer_email.toLowerCase(),
      });
    } catch (error) {
      // Two first calls raced on the external id: the loser answers the winner's fulfillment.
      if (isUniqueViolation(error)) {
        const raced = await this.byExternalId(reseller, input.external_order_id, requestHash);
        if (raced) return { status: 200, order: raced };
      }
      throw error;
    }
    const order = await this.complete(orderId);
    if (order.items.every((line) => !line.delivered)) {
      throw new AppError('CONFLICT', 'Fulfillment stock is unavailable; nothing was charged.', {
        subcode: 'OUT_OF_STOCK',
      });
    }
    return { status: 201, order };
  }

  /** Finishes orders a crash or a failing peer left PENDING for longer than `olderThanMs`. */
  async recover(olderThanMs: number): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - olderThanMs);
    const pending = await this.deps.prisma.resellerOrder.findMany({
      where: { status: 'PENDING', createdAt: { lte: cutoff } },
      select: { id: true },
      orderBy: { createdAt: 'asc' },
      take: 50,
    });
    for (const { id } of pending) await this.complete(id);
    return pending.length;
  }

  /** Phases 2 and 3 for an order whose phase 1 committed; safe to run again at any time. */
  async complete(orderId: string): Promise<ResellerOrder> {
    const deliveries = await this.claim(orderId);
    await this.deps.hooks?.afterPhase?.('claimed', orderId);
    await this.finalize(orderId, deliveries);
    await this.deps.hooks?.afterPhase?.('finalized', orderId);
    return this.read(orderId, false);
  }

  async read(orderId: string, reused: boolean): Promise<ResellerOrder> {
    const order = await this.deps.prisma.resellerOrder.findUniqueOrThrow({
      where: { id: orderId },
      include: { lines: true },
    });
    return resellerOrderRecord(order, order.lines, reused);
  }

  private async plan(buyer: Buyer, items: CreateResellerOrderBody['items']): Promise<OrderPlan> {
    const products = await this.deps.catalog.lookup(buyer.relationship.shopId, [
      ...new Set(items.map((item) => item.product_id)),
    ]);
    return planOrder(items, {
      products,
      access: buyer.access,
      tierDiscountPercent: buyer.tier.discountPercent,
      currency: buyer.relationship.currency,
    });
  }

  /** Phase 1: the order and its hold, in one transaction (402 leaves nothing behind). */
  private async open(
    buyer: Buyer,
    plan: OrderPlan,
    options: {
      source: 'ORDER' | 'FULFILLMENT';
      requestHash: string;
      idempotencyKey?: string;
      externalOrderId?: string;
      customerEmail?: string;
      bindKey?: (tx: Tx, orderId: string) => Promise<void>;
    },
  ): Promise<string> {
    const { prisma, clock, ledger } = this.deps;
    const now = clock.now();
    const orderId = uuidv7(now.getTime());
    const relationship = buyer.relationship;
    await prisma.$transaction(async (tx) => {
      // The hold locks the balance row first, so orders of one reseller queue here and the
      // daily-limit sum below cannot be raced.
      await ledger.hold(relationship.id, centsToDecimal(plan.totalCents), holdRef(orderId), tx);
      await this.checkDailyLimit(tx, relationship, plan.totalCents, now);
      await tx.resellerOrder.create({
        data: {
          id: orderId,
          uniqid: uniqid(),
          shopId: relationship.shopId,
          relationshipId: relationship.id,
          source: options.source,
          status: 'PENDING',
          currency: relationship.currency,
          total: centsToDecimal(plan.totalCents),
          requestHash: options.requestHash,
          idempotencyKey: options.idempotencyKey ?? null,
          externalOrderId: options.externalOrderId ?? null,
          customerEmail: options.customerEmail ?? null,
          createdAt: now,
          lines: {
            create: plan.lines.map((line) => ({
              id: uuidv7(now.getTime()),
              position: line.position,
              productId: line.productId,
              variantId: line.variantId,
              productTitle: line.productTitle,
              variantTitle: line.variantTitle,
              productType: line.productType,
              quantity: line.quantity,
              unitPrice: centsToDecimal(line.unitCents),
              lineTotal: centsToDecimal(line.totalCents),
            })),
          },
        },
      });
      await options.bindKey?.(tx, orderId);
    });
    await this.deps.hooks?.afterPhase?.('held', orderId);
    return orderId;
  }

  private async checkDailyLimit(tx: Tx, relationship: Buyer['relationship'], totalCents: number, now: Date) {
    if (relationship.purchaseLimitDaily === null) return;
    const limitCents = toCents(relationship.purchaseLimitDaily);
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const spent = await tx.resellerOrder.aggregate({
      where: { relationshipId: relationship.id, createdAt: { gte: dayStart } },
      _sum: { total: true, refundedAmount: true },
    });
    const spentCents = toCents(spent._sum.total ?? 0) - toCents(spent._sum.refundedAmount ?? 0);
    if (spentCents + totalCents > limitCents) {
      throw new AppError('VALIDATION_ERROR', 'The request has invalid fields.', {
        details: [
          {
            field: 'items',
            message: `Exceeds your daily purchase limit of ${centsToDecimal(limitCents)} ${relationship.currency} (${centsToDecimal(Math.max(0, limitCents - spentCents))} left today).`,
          },
        ],
      });
    }
  }

  /** Phase 2: codes per line under a reference keyed by the line; a shortage leaves the line empty. */
  private async claim(orderId: string): Promise<Deliveries> {
    const order = await this.deps.prisma.resellerOrder.findUniqueOrThrow({
      where: { id: orderId },
      include: { lines: { orderBy: { position: 'asc' } } },
    });
    const deliveries: Deliveries = new Map();
    if (order.status !== 'PENDING') return deliveries;
    for (const line of order.lines) {
      const reference = claimRef(line.id);
      try {
        if (line.productType === 'SERIALS') {
          const claimed = await this.deps.catalog.claimSerials({
            shop_id: order.shopId,
            product_id: line.productId,
            variant_id: line.variantId,
            quantity: line.quantity,
            reference,
          });
          deliveries.set(
            line.id,
            claimed.serials.map((serial) => serial.code),
          );
        } else {
          await this.deps.catalog.takeStock({
            shop_id: order.shopId,
            product_id: line.productId,
            variant_id: line.variantId,
            quantity: line.quantity,
            reference,
          });
          deliveries.set(line.id, []);
        }
      } catch (error) {
        if (isAppError(error) && error.code === 'CONFLICT') deliveries.set(line.id, null);
        else throw error;
      }
    }
    return deliveries;
  }

  /** Phase 3: record, charge what was delivered, release the rest, complete. Runs once per order. */
  private async finalize(orderId: string, deliveries: Deliveries): Promise<void> {
    const { prisma, clock, ledger } = this.deps;
    const now = clock.now();
    await prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<Array<{ status: string }>>`
        SELECT "status" FROM "reseller_orders" WHERE "id" = ${orderId}::uuid FOR UPDATE`;
      if (locked?.status !== 'PENDING') return;
      const order = await tx.resellerOrder.findUniqueOrThrow({
        where: { id: orderId },
        include: { lines: true },
      });
      let chargedCents = 0;
      const deliveredLines: typeof order.lines = [];
      for (const line of order.lines) {
        const codes = deliveries.get(line.id) ?? null;
        if (codes === null) continue;
        chargedCents += toCents(line.lineTotal);
        deliveredLines.push(line);
        await tx.resellerOrderLine.update({
          where: { id: line.id },
          data: { serials: codes, deliveredAt: now },
        });
      }
      const totalCents = toCents(order.total);
      await ledger.settle(order.relationshipId, holdRef(order.id), centsToDecimal(chargedCents), tx);
      if (order.source === 'FULFILLMENT' && deliveredLines.length === 0) {
        // Nothing to hand over: the hold is released and the external id is free for a retry.
        await tx.resellerIdempotencyKey.deleteMany({ where: { orderId: order.id } });
        await tx.resellerOrder.update({
          where: { id: order.id },
          data: { status: 'COMPLETED', refundedAmount: order.total, completedAt: now, externalOrderId: null },
        });
        return;
      }
      await tx.resellerOrder.update({
        where: { id: order.id },
        data: {
          status: 'COMPLETED',
          refundedAmount: centsToDecimal(totalCents - chargedCents),
          partiallyDelivered: deliveredLines.length < order.lines.length,
          completedAt: now,
        },
      });
      await this.keys.completeOrder(tx, order.id);
      if (chargedCents > 0) await this.recordSale(tx, { ...order, lines: deliveredLines }, chargedCents, now);
    });
  }

  /** Lifetime progress, tier auto-advance and the sale events, in the finalizing transaction. */
  private async recordSale(
    tx: Tx,
    order: {
      id: string;
      shopId: string;
      relationshipId: string;
      source: string;
      currency: string;
      /** The lines this sale delivered. */
      lines: Array<{ productId: string; quantity: number }>;
    },
    chargedCents: number,
    now: Date,
  ): Promise<void> {
    const relationship = await tx.resellerRelationship.update({
      where: { id: order.relationshipId },
      data: {
        lifetimeRevenue: { increment: centsToDecimal(chargedCents) },
        lifetimeOrders: { increment: 1 },
      },
    });
    const tiers = (await tx.resellerTier.findMany({ where: { shopId: order.shopId } })).map(tierOf);
    const current = currentTier(tiers, relationship.tierId);
    const next = advancedTier(tiers, current, {
      revenueCents: toCents(relationship.lifetimeRevenue),
      orders: relationship.lifetimeOrders,
    });
    if (next && next.id !== current?.id) {
      await tx.resellerRelationship.update({
        where: { id: relationship.id },
        data: { tierId: next.id, updatedAt: now },
      });
    }
    const [first] = order.lines;
    const event = {
      shopId: order.shopId,
      resellerId: relationship.id,
      email: relationship.email,
      objectId: order.id,
      objectType: 'order' as const,
      status: 'COMPLETED',
      amount: centsToDecimal(chargedCents),
      currency: order.currency,
      productId: order.lines.length === 1 ? (first?.productId ?? null) : null,
      quantity: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    };
    await emitResellerEvent(tx, 'reseller:sale', event, now);
    if (order.source === 'FULFILLMENT') {
      await emitResellerEvent(tx, 'reseller:api_fulfillment_delivered', event, now);
    }
  }

  private async byExternalId(
    reseller: ResellerPrincipal,
    externalOrderId: string,
    requestHash: string,
  ): Promise<ResellerOrder | null> {
    const order = await this.deps.prisma.resellerOrder.findUnique({
      where: {
        relationshipId_externalOrderId: { relationshipId: reseller.relationship_id, externalOrderId },
      },
    });
    if (!order) return null;
    if (order.requestHash !== requestHash) {
      throw new AppError('CONFLICT', 'This external_order_id was already used for another fulfillment.');
    }
    if (order.status === 'PENDING') {
      throw new AppError('CONFLICT', 'This fulfillment is still being processed.', { subcode: 'PROCESSING' });
    }
    return this.read(order.id, true);
  }
}
