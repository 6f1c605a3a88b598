import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';

export const REDACTED = 'REDACTED';

// Attributes whose value is a URL (or path+query). Both the stable (url.*) and
// the legacy (http.*) names are listed because instrumentations move between
// semantic-convention versions and a redaction that silently stops matching
// is worse than a redundant entry.
const URL_ATTRIBUTES = ['url.full', 'url.original', 'http.url', 'http.target'] as const;

// Header-capture attributes must never survive even if someone later turns on
// `headersToSpanAttributes` in an instrumentation.
const HEADER_ATTRIBUTE_PREFIXES = ['http.request.header.', 'http.response.header.'] as const;

/** Drops everything from the first `?` or `#`: query strings may carry tokens. */
export function stripQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

/** Keeps parameter names (useful when debugging) but never their values. */
export function redactQueryValues(query: string): string {
  const raw = query.startsWith('?') ? query.slice(1) : query;
  if (raw === '') return '';
  return raw
    .split('&')
    .map((pair) => `${pair.split('=')[0] ?? ''}=${REDACTED}`)
    .join('&');
}

/**
 * Sanitises attributes in `onEnding`, i.e. after every instrumentation has
 * written its attributes but before any processor's `onEnd` hands the span to
 * an exporter. Doing it here rather than in each instrumentation's hooks covers
 * http, undici, express and manual spans with one rule.
 */
export class RedactingSpanProcessor implements SpanProcessor {
  onStart(_span: Span, _parentContext: Context): void {}

  onEnding(span: Span): void {
    for (const [key, value] of Object.entries(span.attributes)) {
      if (HEADER_ATTRIBUTE_PREFIXES.some((prefix) => key.startsWith(prefix))) {
        span.setAttribute(key, REDACTED);
      } else if (typeof value === 'string') {
        if ((URL_ATTRIBUTES as readonly string[]).includes(key)) {
          span.setAttribute(key, stripQuery(value));
        } else if (key === 'url.query') {
          span.setAttribute(key, redactQueryValues(value));
        }
      }
    }
  }

  onEnd(_span: ReadableSpan): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
