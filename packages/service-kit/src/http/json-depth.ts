/**
 * The deepest JSON a request may nest (README "Request bodies"). `JSON.parse` reads any depth,
 * but `JSON.stringify`, zod and every recursive walk of the value after it run out of stack
 * somewhere past a few thousand levels; no record of the API nests a tenth of this.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a parsed JSON value nests deeper than `limit` (an object or array inside another
 * counts one level; a scalar body is depth 0). Walks with its own stack, so deep input cannot
 * overflow the check itself, and stops at the first path past the limit.
 */
export function jsonDepthExceeds(value: unknown, limit: number = MAX_JSON_DEPTH): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const pending: Array<{ value: object; depth: number }> = [{ value, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.depth > limit) return true;
    const children = Array.isArray(next.value) ? next.value : Object.values(next.value);
    for (const child of children) {
      if (typeof child === 'object' && child !== null) pending.push({ value: child, depth: next.depth + 1 });
    }
  }
  return false;
}
