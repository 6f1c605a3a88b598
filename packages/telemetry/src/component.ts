import { type Context, context, createContextKey, trace } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';

export const COMPONENT_ATTRIBUTE = 'shopforge.component';

const COMPONENT_KEY = createContextKey('shopforge.component');

/**
 * Runs `fn` with `component` as the ambient component. In embedded mode every
 * service shares one process and one resource, so this is how spans tell which
 * component produced them. Call `server.listen()` inside it: Node carries the
 * async context from `listen()` into every connection the server accepts.
 * Needs startTelemetry() first: before it there is no context manager and the
 * component is silently dropped.
 */
export function runAsComponent<T>(component: string, fn: () => T): T {
  return context.with(context.active().setValue(COMPONENT_KEY, component), fn);
}

function componentIn(ctx: Context): string | undefined {
  const value = ctx.getValue(COMPONENT_KEY);
  return typeof value === 'string' ? value : undefined;
}

function componentOfParent(ctx: Context): string | undefined {
  const parent = trace.getSpan(ctx);
  // Only local SDK spans have readable attributes; a remote parent (extracted
  // from traceparent) is a NonRecordingSpan and belongs to another component.
  if (parent === undefined || !('attributes' in parent)) return undefined;
  const attributes: unknown = parent.attributes;
  if (typeof attributes !== 'object' || attributes === null) return undefined;
  const value: unknown = (attributes as Record<string, unknown>)[COMPONENT_ATTRIBUTE];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Stamps `shopforge.component` on every span. The http server instrumentation
 * starts server spans from a context extracted off ROOT (the incoming
 * traceparent), which drops our key, so the ambient context (inherited from
 * `listen()`) is consulted too, then the local parent span.
 */
export class ComponentSpanProcessor implements SpanProcessor {
  constructor(private readonly fallback: string) {}

  onStart(span: Span, parentContext: Context): void {
    const component =
      componentIn(parentContext) ??
      componentIn(context.active()) ??
      componentOfParent(parentContext) ??
      this.fallback;
    span.setAttribute(COMPONENT_ATTRIBUTE, component);
  }

  onEnd(_span: ReadableSpan): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
