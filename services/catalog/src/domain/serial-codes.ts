/**
 * The codes of an add request: a string is split on the product's `stock_delimiter` (newlines
 * always separate too, as pasted lists have them); blanks are dropped and repeats within the
 * request counted once.
 */
export function parseSerialCodes(input: string | readonly string[], delimiter: string): string[] {
  const raw =
    typeof input === 'string' ? input.split(delimiter).flatMap((part) => part.split(/\r?\n/)) : input;
  const seen = new Set<string>();
  for (const entry of raw) {
    const code = entry.trim();
    if (code) seen.add(code);
  }
  return [...seen];
}
