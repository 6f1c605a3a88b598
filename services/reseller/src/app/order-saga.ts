import { isUniqueViolation } from '@shopforge/db/errors';
import type { SqlExecutor } from '@shopforge/db/sql';
import { createHash } from 'node:crypto';
import type {
  CreateResellerOrderBody,
  ResellerOrder,
  ResellerFulfillmentOutcome,
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
import { HOLD_PARAMETER_COUNT } from '../db/ledger-sql';
import { FINALIZE_ORDER_SQL, openOrderCtes, SPENT_TODAY_SQL } from '../db/order-sql';
import { type TierJson, tierOfJson } from '../db/tiers';
import type { CatalogPort } from '../peers/catalog';
import { type Buyer, loadBuyer } from './buyer';
import { IdempotencyKeys } from './idempotency-keys';
import {
  type Deliveries,
  type Finalized,
  type PendingOrder,
  pendingOrderOf,
  pendingOrderRecord,
} from './pending-order';

/** The boundaries between the saga's atomic phases, where a crash can stop it. */
export type SagaPhase = 'held' | 'claimed' | 'finalized';

/** Test seam: what runs after each phase committed (the kill-between-phases tests throw here). */
export interface SagaHooks {
  afterPhase?(phase: SagaPhase, orderId: string): Promise<void> | void;
}

export interface SagaDeps {
  prisma: ResellerPrisma;
  sql: SqlExecutor;
  clock: Clock;
  ledger: Ledger;
  catalog: CatalogPort;
  hooks?: SagaHooks;
}

const holdRef = (orderId: string) => `order:${orderId}`;
const claimRef = (lineId: string) => `reseller-line:${lineId}`;
const fingerprintOf = (text: string) => createHash('sha256').update(text).digest('hex');

interface ProgressRow {
  finalized: number;
  lifetime_revenue: string | null;
  lifetime_orders: number | null;
  tier_id: string | null;
  email: string | null;
  tiers: TierJson[] | null;
}

/**
 * A wholesale purchase as a saga of atomic phases, each a recovery point:
 *
 * 1. **hold** — one transaction holds the order's total on the balance (402 when `available` is
 *    short) and writes the order (PENDING) with its lines; nothing else has happened, so a crash
 *    here leaves nothing.
 * 2. **claim** — each line takes its codes (or units) from the catalog under a reference keyed
 *    by the line, so repeating the step after a crash returns the same codes, never new ones.
 * 3. **finalize** — one transaction records the codes, debits what was delivered, releases the
 *    rest of the hold (`refunded_amount`) and completes the order and its idempotency key.
 *
 * Recovery (`recover`) runs phases 2 and 3 again for orders left PENDING, so after any crash an
 * order ends either as nothing charged or as one complete order; no code is claimed without an
 * order, because claims only start once the order row exists.
 *
 * The phases run hand-written SQL (docs/adr/0007-hot-paths-leave-the-orm.md): an order costs
 * about a dozen statements instead of sixty. The request keeps the order it opened in memory
 * for phases 2 and 3 instead of reading it back; that copy cannot go stale, since nothing but
 * phase 3 changes an order, and phase 3 acts only while the row is still PENDING.
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
      return { outcome: 'replayed', order: await this.read(claim.orderId, true) };
    }
    let pending: PendingOrder;
    try {
      const buyer = await loadBuyer(this.deps, reseller);
      const plan = await this.plan(buyer, body.items);
      pending = await this.open(buyer, plan, {
        source: 'ORDER',
        requestHash: fingerprint,
        idempotencyKey,
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
    const order = await this.complete(pending);
    return { outcome: 'created', order };
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
  ): Promise<ResellerFulfillmentOutcome> {
    const items = [
      { product_id: input.product_id, variant_id: input.variant_id ?? null, quantity: input.quantity },
    ];
    const requestHash = fingerprintOf(`${basketOf(items)}|${input.customer_email.toLowerCase()}`);
    const existing = await this.byExternalId(reseller, input.external_order_id, requestHash);
    if (existing) return { outcome: 'existing', fulfillment: existing };
    const buyer = await loadBuyer(this.deps, reseller);
    const plan = await this.plan(buyer, items);
    let pending: PendingOrder;
    try {
      pending = await this.open(buyer, plan, {
        source: 'FULFILLMENT',
        requestHash,
        externalOrderId: input.external_order_id,
        customerEmail: input.customer_email.toLowerCase(),
      });
    } catch (error) {
      // Two first calls raced on the external id: the loser answers the winner's fulfillment.
      if (isUniqueViolation(error)) {
        const raced = await this.byExternalId(reseller, input.external_order_id, requestHash);
        if (raced) return { outcome: 'existing', fulfillment: raced };
      }
      throw error;
    }
    const order = await this.complete(pending);
    if (order.items.every((line) => !line.delivered)) {
      throw new AppError('CONFLICT', 'Fulfillment stock is unavailable; nothing was charged.', {
        subcode: 'OUT_OF_STOCK',
      });
    }
    return { outcome: 'created', fulfillment: order };
  }

  /** Finishes orders a crash or a failing peer left PENDING for longer than `olderThanMs`. */
  async recover(olderThanMs: number): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - olderThanMs);
    const pending = await this.deps.prisma.resellerOrder.findMany({
      where: { status: 'PENDING', createdAt: { lte: cutoff } },
      include: { lines: true },
      orderBy: { createdAt: 'asc' },
      take: 50,
    });
    for (const row of pending) await this.complete(pendingOrderOf(row));
    return pending.length;
  }

  /** Phases 2 and 3 for an order whose phase 1 committed; safe to run again at any time. */
  async complete(order: PendingOrder): Promise<ResellerOrder> {
    const deliveries = await this.claim(order);
    await this.deps.hooks?.afterPhase?.('claimed', order.id);
    const finalized = await this.finalize(order, deliveries);
    await this.deps.hooks?.afterPhase?.('finalized', order.id);
    // Another finalizer won (a recovery racing this request): what it wrote is the answer.
    return finalized ? pendingOrderRecord(order, deliveries, finalized) : this.read(order.id, false);
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

  /** Phase 1: the hold, the order and its lines, all or nothing (402 leaves nothing behind). */
  private async open(
    buyer: Buyer,
    plan: OrderPlan,
    options: {
      source: 'ORDER' | 'FULFILLMENT';
      requestHash: string;
      idempotencyKey?: string;
      externalOrderId?: string;
      customerEmail?: string;
    },
  ): Promise<PendingOrder> {
    const { sql, clock, ledger } = this.deps;
    const now = clock.now();
    const relationship = buyer.relationship;
    const order: PendingOrder = {
      id: uuidv7(now.getTime()),
      uniqid: uniqid(),
      shopId: relationship.shopId,
      relationshipId: relationship.id,
      source: options.source,
      currency: relationship.currency,
      totalCents: plan.totalCents,
      externalOrderId: options.externalOrderId ?? null,
      customerEmail: options.customerEmail ?? null,
      createdAt: now,
      lines: plan.lines.map((line) => ({ ...line, id: uuidv7(now.getTime()) })),
    };
    const orderParams = [
      order.id,
      order.uniqid,
      order.shopId,
      order.relationshipId,
      order.source,
      order.currency,
      centsToDecimal(order.totalCents),
      options.requestHash,
      options.idempotencyKey ?? null,
      order.externalOrderId,
      order.customerEmail,
      now,
      JSON.stringify(
        order.lines.map((line) => ({
          id: line.id,
          position: line.position,
          product_id: line.productId,
          variant_id: line.variantId,
          product_title: line.productTitle,
          variant_title: line.variantTitle,
          product_type: line.productType,
          quantity: line.quantity,
          unit_price: centsToDecimal(line.unitCents),
          line_total: centsToDecimal(line.totalCents),
        })),
      ),
    ];
    const total = centsToDecimal(plan.totalCents);
    // Usually one statement: the hold and the order are written together or not at all. A
    // daily limit must be summed after the balance row is locked, in a statement of its own.
    const held =
      relationship.purchaseLimitDaily === null &&
      (await ledger.tryHold(sql, relationship.id, total, holdRef(order.id), {
        ctes: openOrderCtes(HOLD_PARAMETER_COUNT + 1, 'moved'),
        params: orderParams,
      }));
    if (!held) {
      // The general path: a daily limit, a first hold on a new balance, or a 402 to explain.
      await sql.transaction(async (tx) => {
        // The hold locks the balance row first, so orders of one reseller queue here and the
        // daily-limit sum below cannot be raced.
        await ledger.hold(relationship.id, total, holdRef(order.id), tx);
        await this.checkDailyLimit(tx, relationship, plan.totalCents, now);
        await tx.query(`WITH ${openOrderCtes(1, null)} SELECT 1 AS "opened"`, orderParams);
      });
    }
    await this.deps.hooks?.afterPhase?.('held', order.id);
    return order;
  }

  private async checkDailyLimit(
    tx: SqlExecutor,
    relationship: Buyer['relationship'],
    totalCents: number,
    now: Date,
  ) {
    if (relationship.purchaseLimitDaily === null) return;
    const limitCents = toCents(relationship.purchaseLimitDaily);
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const [spent] = await tx.query<{ total: string; refunded: string }>(SPENT_TODAY_SQL, [
      relationship.id,
      dayStart,
    ]);
    const spentCents = toCents(spent?.total ?? '0') - toCents(spent?.refunded ?? '0');
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
  private async claim(order: PendingOrder): Promise<Deliveries> {
    const deliveries: Deliveries = new Map();
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

  /**
   * Phase 3: record, charge what was delivered, release the rest, complete; in one transaction,
   * and only while the order is PENDING. Null when another finalizer completed it first.
   */
  private async finalize(order: PendingOrder, deliveries: Deliveries): Promise<Finalized | null> {
    const { sql, clock, ledger } = this.deps;
    const now = clock.now();
    const delivered = order.lines.filter((line) => (deliveries.get(line.id) ?? null) !== null);
    const chargedCents = delivered.reduce((sum, line) => sum + line.totalCents, 0);
    const nothingForFulfillment = order.source === 'FULFILLMENT' && delivered.length === 0;
    const done: Finalized = {
      chargedCents,
      // A fulfillment that delivered nothing is not "partial": it is refunded whole and its
      // external id freed for a retry.
      partiallyDelivered: !nothingForFulfillment && delivered.length < order.lines.length,
      externalIdFreed: nothingForFulfillment,
      completedAt: now,
    };
    const finalized = await sql.transaction(async (tx) => {
      const [row] = await tx.query<ProgressRow>(FINALIZE_ORDER_SQL, [
        order.id,
        centsToDecimal(order.totalCents - chargedCents),
        done.partiallyDelivered,
        now,
        nothingForFulfillment,
        JSON.stringify(delivered.map((line) => ({ id: line.id, serials: deliveries.get(line.id) ?? [] }))),
        centsToDecimal(nothingForFulfillment ? 0 : chargedCents),
      ]);
      if (!row || row.finalized === 0) return false;
      await ledger.settle(order.relationshipId, holdRef(order.id), centsToDecimal(chargedCents), tx);
      if (chargedCents > 0 && !nothingForFulfillment) {
        await this.recordSale(tx, order, delivered, chargedCents, row, now);
      }
      return true;
    });
    return finalized ? done : null;
  }

  /** Tier auto-advance and the sale events, in the finalizing transaction. */
  private async recordSale(
    tx: SqlExecutor,
    order: PendingOrder,
    delivered: PendingOrder['lines'],
    chargedCents: number,
    progress: ProgressRow,
    now: Date,
  ): Promise<void> {
    const tiers = (progress.tiers ?? []).map(tierOfJson);
    const current = currentTier(tiers, progress.tier_id);
    const next = advancedTier(tiers, current, {
      revenueCents: toCents(progress.lifetime_revenue ?? '0'),
      orders: progress.lifetime_orders ?? 0,
    });
    if (next && next.id !== current?.id) {
      await tx.query(
        `UPDATE "reseller_relationships" SET "tier_id" = $2::uuid, "updated_at" = $3::timestamptz WHERE "id" = $1::uuid`,
        [order.relationshipId, next.id, now],
      );
    }
    const [first] = delivered;
    const event = {
      shopId: order.shopId,
      resellerId: order.relationshipId,
      email: progress.email,
      objectId: order.id,
      objectType: 'order' as const,
      status: 'COMPLETED',
      amount: centsToDecimal(chargedCents),
      currency: order.currency,
      productId: delivered.length === 1 ? (first?.productId ?? null) : null,
      quantity: delivered.reduce((sum, line) => sum + line.quantity, 0),
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
