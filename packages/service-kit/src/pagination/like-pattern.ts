/**
 * User text inside a LIKE / ILIKE pattern, standing for itself. `%` and `_` are LIKE's
 * wildcards and backslash is its escape character (PostgreSQL's default ESCAPE, which the
 * hand-written lists and Prisma's `contains` both rely on); left as they are, a filter for
 * `i_em@` would match `idem@example.com`. Prisma does not escape them either: its `contains`
 * sends the text between two `%`.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The pattern of every text that contains `text` (docs/lists.md `contains`). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
