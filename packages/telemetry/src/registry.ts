import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/*
 * Module state would be duplicated if two copies of this package were loaded (e.g. vitest
 * inlining one and tsx loading another), so the process's tracing state lives on globalThis
 * under a registry symbol.
 */
const STATE = Symbol.for('shopforge.telemetry.provider');

export interface TracingState {
  provider: NodeTracerProvider;
  serviceName: string;
}

type StateHolder = { [STATE]?: TracingState };

const holder = globalThis as StateHolder;

export function tracingState(): TracingState | undefined {
  return holder[STATE];
}

export function setTracingState(state: TracingState | undefined): void {
  if (state === undefined) delete holder[STATE];
  else holder[STATE] = state;
}

/** True while startTelemetry's provider, and with it OpenTelemetry's context manager, is registered. */
export function tracingRegistered(): boolean {
  return holder[STATE] !== undefined;
}
