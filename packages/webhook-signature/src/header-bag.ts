/** Request headers as Node (`req.headers`), Express or a plain object literal hands them over. */
export type HeaderBag = Record<string, string | string[] | undefined>;

/**
 * Case-insensitive lookup: we send `X-Shopforge-Timestamp`, Node lower-cases it, proxies and
 * test fixtures may do anything. A repeated header arrives as an array; its first value counts.
 */
export function headerValue(headers: HeaderBag, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
