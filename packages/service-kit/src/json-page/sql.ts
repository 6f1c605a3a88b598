import type { SqlExecutor } from '@shopforge/db/sql';

/**
 * A parameterised SQL fragment, composed like Prisma's `sql` tag but without a Prisma client
 * (this package has none): values always travel as parameters; `rawSql` is for text written in
 * code (identifiers, keywords), never for anything a caller sent.
 */
export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

export function sql(strings: TemplateStringsArray, ...args: unknown[]): Sql {
  const parts: string[] = [strings[0] ?? ''];
  const values: unknown[] = [];
  args.forEach((arg, index) => {
    const next = strings[index + 1] ?? '';
    if (arg instanceof Sql) {
      parts[parts.length - 1] += arg.strings[0] ?? '';
      for (let i = 1; i < arg.strings.length; i++) parts.push(arg.strings[i] ?? '');
      values.push(...arg.values);
      parts[parts.length - 1] += next;
    } else {
      values.push(arg);
      parts.push(next);
    }
  });
  return new Sql(parts, values);
}

export function rawSql(text: string): Sql {
  return new Sql([text], []);
}

export function joinSql(fragments: readonly Sql[], separator: string): Sql {
  if (fragments.length === 0) return rawSql('');
  return fragments
    .slice(1)
    .reduce((all, fragment) => sql`${all}${rawSql(separator)}${fragment}`, fragments[0]!);
}

/** `$1`, `$2`… text and its values. */
export function renderSql(fragment: Sql): { text: string; values: unknown[] } {
  let text = fragment.strings[0] ?? '';
  for (let i = 1; i < fragment.strings.length; i++) text += `$${i}${fragment.strings[i]}`;
  return { text, values: [...fragment.values] };
}

/** Runs a fragment on the service's driver (`runtime.sql`, docs/adr/0007-hot-paths-leave-the-orm.md). */
export async function queryRows<T>(db: SqlExecutor, fragment: Sql): Promise<T[]> {
  const { text, values } = renderSql(fragment);
  return db.query<T>(text, values);
}
