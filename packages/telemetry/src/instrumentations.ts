import type { Instrumentation } from '@opentelemetry/instrumentation';
import { PrismaInstrumentation } from '@prisma/instrumentation';

/**
 * Database spans: a transaction, each Prisma operation and each SQL statement it runs
 * (statement text with placeholders, never the values). Query compilation and the transaction's
 * begin/commit bookkeeping are left out: many spans, nothing to act on. Prisma looks its tracing
 * helper up on `globalThis` at each operation, so no module is patched and import order does not
 * matter. HTTP spans are not instrumented but made by hand where the platform owns them
 * (`http-spans.ts`).
 */
export function createInstrumentations(): Instrumentation[] {
  return [
    new PrismaInstrumentation({
      ignoreSpanTypes: [
        /^prisma:client:(serialize|compile|connect)$/,
        /^prisma:client:(start|commit|rollback)_transaction$/,
        /^prisma:engine:/,
      ],
    }),
  ];
}
