import { LIST_QUERY_LIMITS, type ListQueryIssue } from './types';

/**
 * Reads the raw value of `filters` or `sorts` as a list: the query string carries JSON text
 * (or, for sorts, a comma list — see `parse-sorts.ts`), a tRPC caller passes the array itself.
 * Returns undefined after recording an issue.
 */
export function jsonArray(
  name: 'filters' | 'sorts',
  raw: string | readonly unknown[],
  example: string,
  issues: ListQueryIssue[],
): readonly unknown[] | undefined {
  if (typeof raw !== 'string') {
    // A repeated query parameter (`?filters=…&filters=…`) arrives as an array of strings.
    if (name === 'filters' && raw.length > 0 && raw.every((item) => typeof item === 'string')) {
      issues.push({ path: [], message: `Give ${name} once, as one JSON array such as ${example}.` });
      return undefined;
    }
    return raw;
  }
  if (raw.length > LIST_QUERY_LIMITS.maxRawLength) {
    issues.push({
      path: [],
      message: `${name} must be at most ${LIST_QUERY_LIMITS.maxRawLength} characters.`,
    });
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    issues.push({ path: [], message: `${name} is not valid JSON; send a JSON array such as ${example}.` });
    return undefined;
  }
  if (!Array.isArray(parsed)) {
    issues.push({ path: [], message: `${name} must be a JSON array such as ${example}.` });
    return undefined;
  }
  return parsed;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Names a list of choices in messages: `a, b, c`. */
export function listOf(names: readonly string[]): string {
  return names.length > 0 ? names.join(', ') : '(none)';
}
