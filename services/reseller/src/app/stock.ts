import type { Principal } from '@shopforge/contracts';
import { AppError, isAppError, validationError } from '@shopforge/errors';
import { centsToDecimal, centsToNumber, type Clock, isUuid, toCents, uuidv7 } from '@shopforge/service-kit';
import type { ResellerPrisma } from '../db/client';
import { emitResellerEvent } from '../db/outbox';
import { planOrder } from '../domain/order-plan';
import type { Prisma } from '../generated/prisma/client';
import type { BillingPort } from '../peers/billing';
import type { CatalogPort } from '../peers/catalog';
import type { SqlExecutor } from '@shopforge/db/sql';
import { loadBuyer } from './buyer';

type Tx = Prisma.TransactionClient;
type Transfer = Awaited<ReturnType<ResellerPrisma['stockTransfer']['findUniqueOrThrow']>>;

export interface StockDeps {
  prisma: ResellerPrisma;
  sql: SqlExecutor;
  clock: Clock;
  catalog: CatalogPort;
  billing: BillingPort;
}

const claimRef = (transferId: string) => `stock-transfer:${transferId}`;

/**
 * Stock bought ahead (spec "Reseller account and stock"): a purchase request, an invoice for it
 * (a billing payment), and allocation only once that invoice is paid — or when the merchant
 * marks the transfer paid through `allocate`. Allocation claims the codes under a reference
 * keyed by the transfer, so doing it twice allocates once.
 */
export class StockTransfers {
  constructor(private readonly deps: StockDeps) {}

  async request(shopId: string, relationshipId: string, productRef: string, quantity: number) {
    const { prisma, clock, catalog } = this.deps;
    const buyer = await loadBuyer(this.deps, { shop_id: shopId, relationship_id: relationshipId });
    const products = await catalog.lookup(shopId, [productRef]);
    const product = products[0];
    // The merchant names the product in the body: one it cannot sell this way is a 422 on the field.
    if (!product) throw validationError([{ path: ['product_id'], message: 'No such product in this shop.' }]);
    if (!buyer.access.some((entry) => entry.product_id === product.id)) {
      throw validationError([
        { path: ['product_id'], message: 'This reseller has no access to the product.' },
      ]);
    }
    const plan = planOrder([{ product_id: productRef, quantity }], {
      products,
      access: buyer.access,
      tierDiscountPercent: buyer.tier.discountPercent,
      currency: buyer.relationship.currency,
    });
    const [line] = plan.lines;
    if (!line) throw new Error('a one-item plan has one line');
    if (line.productType !== 'SERIALS') {
      throw validationError([
        { path: ['product_id'], message: 'Stock transfers hold codes: only SERIALS products.' },
      ]);
    }
    const now = clock.now();
    const id = uuidv7(now.getTime());
    return prisma.$transaction(async (tx) => {
      const transfer = await tx.stockTransfer.create({
        data: {
          id,
          shopId,
          relationshipId,
          productId: line.productId,
          productTitle: line.productTitle,
          quantity,
          unitPrice: centsToDecimal(line.unitCents),
          total: centsToDecimal(line.totalCents),
          currency: buyer.relationship.currency,
          status: 'REQUESTED',
          createdAt: now,
          updatedAt: now,
        },
      });
      await this.emit(tx, 'reseller:stock_purchase_requested', transfer, buyer.relationship.email, now);
      return transfer;
    });
  }

  /** The invoice of a transfer; asking again answers the same one. */
  async invoice(principal: Principal, relationshipId: string, transferRef: string) {
    const { prisma, clock, billing } = this.deps;
    const transfer = await this.find(principal.shop_id, relationshipId, transferRef);
    if (transfer.invoiceUniqid) return transfer;
    if (transfer.status !== 'REQUESTED') {
      throw new AppError('BAD_REQUEST', `A ${transfer.status} transfer needs no invoice.`);
    }
    const relationship = await prisma.resellerRelationship.findUniqueOrThrow({
      where: { id: relationshipId },
    });
    const invoice = await billing.invoice(principal, {
      title: `Reseller stock: ${transfer.productTitle} × ${transfer.quantity}`,
      email: relationship.email,
      value: centsToNumber(toCents(transfer.total)),
      currency: transfer.currency,
    });
    // Two racing calls may each create a billing payment; only the first is bound to the transfer.
    await prisma.stockTransfer.updateMany({
      where: { id: transfer.id, invoiceUniqid: null },
      data: {
        invoiceUniqid: invoice.uniqid,
        invoiceUrl: invoice.url,
        status: 'INVOICED',
        updatedAt: clock.now(),
      },
    });
    return prisma.stockTransfer.findUniqueOrThrow({ where: { id: transfer.id } });
  }

  /** The merchant's allocate: marks the transfer paid (if it was not) and allocates its codes. */
  async allocateByMerchant(shopId: string, relationshipId: string, transferRef: string) {
    const transfer = await this.find(shopId, relationshipId, transferRef);
    await this.markPaid(transfer.id);
    return this.allocate(transfer.id);
  }

  /** `order:paid` of the transfer's invoice: paid, then allocated. */
  async paidByInvoice(shopId: string, invoiceUniqid: string): Promise<boolean> {
    // Every paid order of every shop asks this, and almost none is a transfer: one driver read.
    const [transfer] = await this.deps.sql.query<{ id: string }>(
      `SELECT "id" FROM "stock_transfers" WHERE "invoice_uniqid" = $1 AND "shop_id" = $2::uuid LIMIT 1`,
      [invoiceUniqid, shopId],
    );
    if (!transfer) return false;
    await this.markPaid(transfer.id);
    await this.allocate(transfer.id);
    return true;
  }

  /** Transfers paid but not allocated (the catalog was down or out of codes) are tried again. */
  async allocatePending(olderThanMs: number): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - olderThanMs);
    const pending = await this.deps.prisma.stockTransfer.findMany({
      where: { status: 'PAID', updatedAt: { lte: cutoff } },
      select: { id: true },
      take: 20,
    });
    let done = 0;
    for (const { id } of pending) {
      const result = await this.allocate(id).catch((error: unknown) => {
        if (isAppError(error) && error.code === 'CONFLICT') return null;
        throw error;
      });
      if (result?.status === 'ALLOCATED') done += 1;
    }
    return done;
  }

  private async markPaid(transferId: string): Promise<void> {
    const { prisma, clock } = this.deps;
    const now = clock.now();
    await prisma.$transaction(async (tx) => {
      const transfer = await this.lock(tx, transferId);
      if (transfer.status === 'PAID' || transfer.status === 'ALLOCATED') return;
      const paid = await tx.stockTransfer.update({
        where: { id: transfer.id },
        data: { status: 'PAID', paidAt: now, updatedAt: now },
      });
      const relationship = await tx.resellerRelationship.findUniqueOrThrow({
        where: { id: transfer.relationshipId },
      });
      await this.emit(tx, 'reseller:stock_purchase_paid', paid, relationship.email, now);
    });
  }

  private async allocate(transferId: string): Promise<Transfer> {
    const { prisma, clock, catalog } = this.deps;
    const transfer = await prisma.stockTransfer.findUniqueOrThrow({ where: { id: transferId } });
    if (transfer.status === 'ALLOCATED') return transfer;
    const claimed = await catalog.claimSerials({
      shop_id: transfer.shopId,
      product_id: transfer.productId,
      quantity: transfer.quantity,
      reference: claimRef(transfer.id),
    });
    const now = clock.now();
    return prisma.$transaction(async (tx) => {
      const locked = await this.lock(tx, transfer.id);
      if (locked.status === 'ALLOCATED') return locked;
      await tx.inventoryItem.createMany({
        data: claimed.serials.map((serial) => ({
          id: uuidv7(now.getTime()),
          shopId: locked.shopId,
          relationshipId: locked.relationshipId,
          transferId: locked.id,
          productId: locked.productId,
          code: serial.code,
          status: 'AVAILABLE',
          createdAt: now,
        })),
      });
      const allocated = await tx.stockTransfer.update({
        where: { id: locked.id },
        data: { status: 'ALLOCATED', allocatedAt: now, updatedAt: now },
      });
      const relationship = await tx.resellerRelationship.findUniqueOrThrow({
        where: { id: locked.relationshipId },
      });
      await this.emit(tx, 'reseller:stock_allocated', allocated, relationship.email, now);
      return allocated;
    });
  }

  /** Delivers one allocated code to an end customer; the same delivery again changes nothing. */
  async deliver(shopId: string, relationshipId: string, itemRef: string, email: string) {
    const { prisma, clock } = this.deps;
    const now = clock.now();
    const address = email.toLowerCase();
    return prisma.$transaction(async (tx) => {
      const [locked] = isUuid(itemRef)
        ? await tx.$queryRaw<Array<{ id: string }>>`
            SELECT "id" FROM "inventory_items" WHERE "id" = ${itemRef}::uuid
              AND "shop_id" = ${shopId}::uuid AND "relationship_id" = ${relationshipId}::uuid FOR UPDATE`
        : [];
      if (!locked) throw new AppError('NOT_FOUND', 'Inventory item not found.');
      const item = await tx.inventoryItem.findUniqueOrThrow({ where: { id: locked.id } });
      if (item.status === 'DELIVERED') {
        if (item.deliveredTo === address) return item;
        throw new AppError('CONFLICT', 'This item was already delivered to another customer.');
      }
      const delivered = await tx.inventoryItem.update({
        where: { id: item.id },
        data: { status: 'DELIVERED', deliveredTo: address, deliveredAt: now },
      });
      const relationship = await tx.resellerRelationship.findUniqueOrThrow({ where: { id: relationshipId } });
      await emitResellerEvent(
        tx,
        'reseller:stock_item_delivered',
        {
          shopId,
          resellerId: relationshipId,
          email: relationship.email,
          objectId: item.id,
          objectType: 'stock_item',
          status: 'DELIVERED',
          productId: item.productId,
          quantity: 1,
        },
        now,
      );
      return delivered;
    });
  }

  async find(shopId: string, relationshipId: string, transferRef: string): Promise<Transfer> {
    const transfer = isUuid(transferRef)
      ? await this.deps.prisma.stockTransfer.findFirst({ where: { id: transferRef, shopId, relationshipId } })
      : null;
    if (!transfer) throw new AppError('NOT_FOUND', 'Stock transfer not found.');
    return transfer;
  }

  private async lock(tx: Tx, transferId: string): Promise<Transfer> {
    await tx.$queryRaw`SELECT "id" FROM "stock_transfers" WHERE "id" = ${transferId}::uuid FOR UPDATE`;
    return tx.stockTransfer.findUniqueOrThrow({ where: { id: transferId } });
  }

  private async emit(tx: Tx, type: string, transfer: Transfer, email: string, now: Date): Promise<void> {
    await emitResellerEvent(
      tx,
      type,
      {
        shopId: transfer.shopId,
        resellerId: transfer.relationshipId,
        email,
        objectId: transfer.id,
        objectType: 'stock_purchase',
        status: transfer.status,
        amount: centsToDecimal(toCents(transfer.total)),
        currency: transfer.currency,
        productId: transfer.productId,
        quantity: transfer.quantity,
      },
      now,
    );
  }
}
