import {
  GATEWAYS,
  type Gateway,
  gatewayKind,
  invoiceSchema,
  operatorPayInputSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { isAdjustable, operatorProcedure, router } from '@shopforge/service-kit';
import { z } from 'zod';
import { sweepOnce } from '../workers/sweeper';
import { markPaid, openAttempt } from '../app/pay';
import { SYSTEM } from '../app/status-change';
import { reconcileSession } from '../app/provider-webhook';
import { findInvoiceByUniqid, invoiceNotFound } from '../db/invoices';
import type { BillingDeps } from '../deps';
import { GATEWAY_PROVIDER, isProviderGateway } from '../domain/payment-methods';
import { TEST_PROVIDER } from '../providers/test-provider';
import { toInvoiceRecord } from '../domain/records';

/** Still waiting for its money: the provider's webhook has not been applied. */
const PAYABLE = new Set(['PENDING', 'PENDING_PAYMENT']);

const isGateway = (value: string): value is Gateway => Object.hasOwn(GATEWAYS, value);

/** Operator CLI procedures (ADR 0002). */
export function operatorRouter(deps: BillingDeps) {
  const reload = async (uniqid: string) => {
    const found = await findInvoiceByUniqid(deps.sql, uniqid);
    if (!found) throw invoiceNotFound();
    return found;
  };
  return router({
    /**
     * `order pay --invoice`: pays an invoice through the test provider exactly as a buyer
     * would (attempt, provider page approval, signed provider webhook), for scripts and demos.
     */
    payInvoice: operatorProcedure
      .input(operatorPayInputSchema)
      .output(invoiceSchema)
      .mutation(async ({ input }) => {
        const invoice = await findInvoiceByUniqid(deps.sql, input.invoice_uniqid);
        if (!invoice) throw invoiceNotFound();
        const gateway = invoice.gateway ?? 'TEST';
        if (isGateway(gateway) && gatewayKind(gateway) === 'manual') {
          // An offline payment has no provider: the operator confirms it as the merchant would.
          await markPaid(deps, invoice.id, {
            gateway,
            actor: SYSTEM,
            reference: null,
            attemptId: null,
            manual: true,
          });
          return toInvoiceRecord(await reload(invoice.uniqid), deps.settings.publicBaseUrl);
        }
        if (
          !isGateway(gateway) ||
          !isProviderGateway(gateway) ||
          GATEWAY_PROVIDER[gateway].provider !== TEST_PROVIDER
        )
          throw new AppError(
            'BAD_REQUEST',
            `order pay pays through the test provider; this invoice must be paid with ${gateway}.`,
          );
        const session = await openAttempt(deps, invoice, {
          gateway,
          cryptoGateway: gateway === 'TEST_CRYPTO' ? (invoice.cryptoGateway ?? 'BTC') : null,
          startNow: true,
        });
        await deps.testProvider.complete(session.sessionId, 'succeed');
        const after = await reload(invoice.uniqid);
        if (PAYABLE.has(after.status)) {
          // The provider's webhook normally paid it already; it could not arrive, so ask.
          await reconcileSession(deps, session.sessionId);
          return toInvoiceRecord(await reload(invoice.uniqid), deps.settings.publicBaseUrl);
        }
        return toInvoiceRecord(after, deps.settings.publicBaseUrl);
      }),

    /**
     * `clock advance`: moves the test clock forward (embedded mode with SHOPFORGE_TEST_CLOCK),
     * then runs billing's sweeper until it has nothing left, so what fell due (expiries,
     * reminders, renewal invoices) exists when the command returns.
     */
    advanceClock: operatorProcedure
      .input(
        z.object({
          seconds: z
            .number()
            .int()
            .min(0)
            .max(5 * 366 * 86_400),
        }),
      )
      .output(z.object({ now: z.string(), steps: z.number().int() }))
      .mutation(async ({ input }) => {
        if (!isAdjustable(deps.clock)) {
          throw new AppError(
            'CONFLICT',
            'The test clock is off: start the embedded platform with SHOPFORGE_TEST_CLOCK=true to move time.',
          );
        }
        deps.clock.advance(input.seconds * 1000);
        let steps = 0;
        for (let pass = 0; pass < 50; pass++) {
          const done = await sweepOnce(deps);
          if (done === 0) break;
          steps += done;
        }
        return { now: deps.clock.now().toISOString(), steps };
      }),
  });
}
