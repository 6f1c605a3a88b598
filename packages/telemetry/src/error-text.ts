/**
 * An error message as a log may keep it: the drivers put statement values into some messages,
 * so these are cut out, and what is left says what failed and where.
 *
 * - Prisma's "Invalid `prisma.x.y()` invocation" messages quote the calling source lines and,
 *   for validation errors, render the call's arguments with their values (an email, a code):
 *   the quoted lines (indented, or the `→` line) are dropped; the call, its location and the
 *   reason stay.
 * - PostgreSQL quotes a rejected value in double quotes (`invalid input syntax for type uuid:
 *   "…"`, `value "…" is out of range`), and Prisma passes those messages on. Double quotes
 *   also name objects (`constraint "customers_email_key"`, `column "email"`), which are kept
 *   when a kind of object comes right before them; any other quoted text is redacted, to the
 *   last quote of its line, because a value may itself hold a quote.
 * - A unique or check violation's values (`Key (email)=(…)`, `Failing row contains (…)`) are
 *   in PostgreSQL's DETAIL, which the serializer drops; should a wrapper copy them into a
 *   message, they are redacted here too.
 */

export const REDACTED_VALUE = '[REDACTED]';

const PRISMA_INVOCATION = /Invalid `[^`\n]+` invocation/;
const QUOTED_SOURCE_LINE = /^(\s|→)/;
const OBJECT_KIND =
  /\b(constraint|relation|column|table|index|type|enum|schema|database|role|user|sequence|encoding|function|trigger|view|extension|operator|collation|domain|tablespace|portal|statement|cursor|savepoint|channel|publication|subscription|server)\s+$/i;
const KEY_VALUES =
  /(\bKey \([^)\n]*\)=\()[^\n]*?(\)( already exists| is not present| is still referenced|$))/gm;
const FAILING_ROW = /(\bFailing row contains \()[^\n]*(\))/g;

function withoutQuotedSource(message: string): string {
  if (!PRISMA_INVOCATION.test(message)) return message;
  return message
    .split('\n')
    .filter((line) => line.trim() !== '' && !QUOTED_SOURCE_LINE.test(line))
    .join('\n');
}

function redactQuotedValues(line: string): string {
  let kept = '';
  let from = 0;
  for (;;) {
    const open = line.indexOf('"', from);
    if (open === -1) return kept + line.slice(from);
    const names = OBJECT_KIND.test(line.slice(0, open));
    const close = names ? line.indexOf('"', open + 1) : line.lastIndexOf('"');
    if (close <= open) return `${kept}${line.slice(from, open)}"${REDACTED_VALUE}`;
    kept += line.slice(from, open) + (names ? line.slice(open, close + 1) : `"${REDACTED_VALUE}"`);
    from = close + 1;
  }
}

export function redactErrorText(message: string): string {
  return withoutQuotedSource(message)
    .replace(KEY_VALUES, `$1${REDACTED_VALUE}$2`)
    .replace(FAILING_ROW, `$1${REDACTED_VALUE}$2`)
    .split('\n')
    .map(redactQuotedValues)
    .join('\n');
}
