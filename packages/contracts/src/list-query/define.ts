import { z } from 'zod';
import type { FieldDefs, FieldName, SortableFieldName } from './fields';
import { parseFilters } from './parse-filters';
import { parseSorts } from './parse-sorts';
import type { ListQueryIssue, ParsedListQuery, Sort } from './types';

export interface ListQueryDefinition<F extends FieldDefs> {
  fields: F;
  /** Order when the request gives no `sorts`; the id is always appended as the last tie-breaker. */
  defaultSort?: readonly Sort<SortableFieldName<F>>[];
}

export type ListQueryOf<F extends FieldDefs> = ParsedListQuery<FieldName<F>, SortableFieldName<F>>;

/** The raw form: query-string text, or the already-parsed arrays a tRPC caller passes on. */
const rawList = (name: string) =>
  z.union([z.string(), z.array(z.unknown())], { error: `${name} must be a JSON array or text.` }).optional();

/**
 * Declares the filterable and sortable fields of one list and returns the zod object that
 * parses its `filters` and `sorts`. The same schema serves both ends of the hop: the gateway
 * parses the query-string text, and the service's `.input()` re-checks the parsed arrays it
 * receives (parsing a parsed value gives it back unchanged). Spread `.shape` into a route's
 * query schema next to `cursor` and `limit`.
 */
export function defineListQuery<const F extends FieldDefs>(definition: ListQueryDefinition<F>) {
  assertDefinition(definition);
  const { fields } = definition;
  const defaultSort = definition.defaultSort ?? [];
  return z.object({
    filters: rawList('filters').transform((raw, ctx) => {
      const issues: ListQueryIssue[] = [];
      const filters = parseFilters(raw, fields, issues);
      for (const issue of issues) ctx.addIssue({ code: 'custom', input: raw, ...issue });
      return issues.length > 0 ? z.NEVER : filters;
    }),
    sorts: rawList('sorts').transform((raw, ctx) => {
      const issues: ListQueryIssue[] = [];
      const sorts = parseSorts(raw, fields, defaultSort, issues);
      for (const issue of issues) ctx.addIssue({ code: 'custom', input: raw, ...issue });
      return issues.length > 0 ? z.NEVER : sorts;
    }),
  });
}

const FIELD_NAME = /^[a-z][a-z0-9_]*$/;

/** Mistakes in a list's declaration are programming errors: fail when the module loads. */
function assertDefinition<F extends FieldDefs>({ fields, defaultSort = [] }: ListQueryDefinition<F>): void {
  for (const [name, field] of Object.entries(fields)) {
    if (!FIELD_NAME.test(name)) throw new Error(`List field "${name}" must be snake_case.`);
    if (field.sortable && field.nullable) {
      throw new Error(
        `List field "${name}" cannot be both sortable and nullable (keyset paging needs values).`,
      );
    }
  }
  for (const sort of defaultSort) {
    if (fields[sort.field]?.sortable !== true)
      throw new Error(`Default sort "${sort.field}" is not sortable.`);
  }
}
