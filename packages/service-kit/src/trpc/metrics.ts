import { DURATION_BUCKETS_SECONDS, instrumentSet } from '@shopforge/telemetry';
import type { TRPCError } from '@trpc/server';
import { appErrorFromTRPC } from './error-formatter';

/** Every service's procedures: one histogram, labelled by service, procedure path and error code. */
const procedureInstruments = instrumentSet('@shopforge/service-kit', (meter) => ({
  duration: meter.createHistogram('rpc.server.call.duration', {
    unit: 's',
    description: 'Duration of tRPC procedure calls, input validation included.',
    advice: { explicitBucketBoundaries: [...DURATION_BUCKETS_SECONDS] },
  }),
}));

/**
 * Records one procedure call. `method` is the procedure's path in the router (bounded: only
 * procedures that exist get here); a failure adds `error.type`, the AppError code the caller
 * sees (never its message).
 */
export function recordProcedureCall(
  service: string | undefined,
  method: string,
  seconds: number,
  error: TRPCError | undefined,
): void {
  procedureInstruments().duration.record(
    seconds,
    error === undefined
      ? { 'rpc.system': 'trpc', 'rpc.service': service ?? 'unknown', 'rpc.method': method }
      : {
          'rpc.system': 'trpc',
          'rpc.service': service ?? 'unknown',
          'rpc.method': method,
          'error.type': appErrorFromTRPC(error).code,
        },
  );
}
