const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text from a merchant's endpoint (its answer, an error built from it) made storable: PostgreSQL
 * text and jsonb hold no NUL character, and jsonb refuses a lone surrogate (which cutting a
 * string at a fixed length can leave behind). One stored attempt must never fail a batch of
 * records, so such characters are dropped or replaced (U+FFFD) before they reach a statement.
 */
export function storableText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').replaceAll('\u0000', '');
}

export function storableOrNull(text: string | null | undefined): string | null {
  return text === null || text === undefined ? null : storableText(text);
}
