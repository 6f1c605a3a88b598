import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BillingHarness, failure, openBillingHarness, outbox, SHOP_B } from './harness';
import { payAtCheckout, serialProduct } from './orders-behaviour';

/** Serial replacements and their audit events, on PGlite (unit) and PostgreSQL (integration). */
export function describeReplacements(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`billing serial replacements on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    async function delivered(codes: string[]) {
      const product = await serialProduct(h, codes);
      const order = await h.billing().orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.uniqid, quantity: 1 }],
      });
      await payAtCheckout(h, order.uniqid);
      const line = await h.prisma.invoiceLine.findFirstOrThrow({ where: { invoiceId: order.id } });
      return { product, order, line };
    }

    it('replacing a delivered serial swaps it on the line and records the audit event, the timeline and replacement:created', async () => {
      const { order, line } = await delivered(['R-1', 'R-2']);
      expect(line.licenseKeys).toEqual(['R-1']);
      const event = await h.billing().replacements.replace({
        id: order.id,
        line_id: line.id,
        serial: 'R-1',
        reason: 'Key did not activate',
      });
      expect(event).toMatchObject({
        invoice_uniqid: order.uniqid,
        line_item_id: line.id,
        old_serial: 'R-1',
        new_serial: 'R-2',
        reason: 'Key did not activate',
        actor: { type: 'api' },
      });
      expect((await h.prisma.invoiceLine.findUniqueOrThrow({ where: { id: line.id } })).licenseKeys).toEqual([
        'R-2',
      ]);
      expect(await h.billing().replacements.get({ id: event.id })).toEqual(event);
      const { events } = await h.billing().invoices.timeline({ uniqid: order.uniqid });
      const entry = events.find((candidate) => candidate.outcome === 'replaced');
      expect(entry).toMatchObject({ type: 'line_delivered', line_item_id: line.id });
      expect(JSON.stringify(events)).not.toContain('R-2');
      const sent = (await outbox(h)).find((candidate) => candidate.type === 'replacement:created');
      expect(sent?.data).toMatchObject({ id: event.id, line_item_id: line.id, quantity: 1 });
      expect(JSON.stringify(sent?.data)).not.toContain('R-');
    });

    it('a serial not on the line, or already replaced, is refused; without stock nothing changes', async () => {
      const { order, line } = await delivered(['S-1', 'S-2']);
      expect(
        (await failure(h.billing().replacements.replace({ id: order.id, line_id: line.id, serial: 'S-9' })))
          .code,
      ).toBe('BAD_REQUEST');
      await h.billing().replacements.replace({ id: order.id, line_id: line.id, serial: 'S-1' });
      expect(
        (await failure(h.billing().replacements.replace({ id: order.id, line_id: line.id, serial: 'S-1' })))
          .code,
      ).toBe('BAD_REQUEST');
      const empty = await failure(
        h.billing().replacements.replace({ id: order.id, line_id: line.id, serial: 'S-2' }),
      );
      expect(empty.code).not.toBe('INTERNAL_ERROR');
      expect((await h.prisma.invoiceLine.findUniqueOrThrow({ where: { id: line.id } })).licenseKeys).toEqual([
        'S-2',
      ]);
      expect(await h.prisma.replacementEvent.count()).toBe(1);
    });

    it('another shop’s order, line or event is not found', async () => {
      const { order, line } = await delivered(['T-1', 'T-2']);
      const event = await h.billing().replacements.replace({ id: order.id, line_id: line.id, serial: 'T-1' });
      const other = h.billing(testPrincipal(SHOP_B)).replacements;
      expect((await failure(other.get({ id: event.id }))).code).toBe('NOT_FOUND');
      expect((await failure(other.replace({ id: order.id, line_id: line.id, serial: 'T-2' }))).code).toBe(
        'NOT_FOUND',
      );
      expect(
        (
          await failure(
            h.billing().replacements.replace({ id: order.id, line_id: 'not-a-line', serial: 'T-2' }),
          )
        ).code,
      ).toBe('NOT_FOUND');
    });
  });
}
