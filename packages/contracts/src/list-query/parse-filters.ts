import { allowedOperators, type FieldDef, type FieldDefs, type FieldName } from './fields';
import { isPlainObject, jsonArray, listOf } from './raw-list';
import {
  FILTER_OPERATORS,
  type Filter,
  type FilterOperator,
  LIST_QUERY_LIMITS,
  type ListQueryIssue,
} from './types';
import { scalarProblem } from './values';

const EXAMPLE = '[{"field":"status","op":"eq","value":"COMPLETED"}]';
const FILTER_KEYS = ['field', 'op', 'value'];

/**
 * Parses `filters`: a JSON array of `{field, op, value}`, all of which must hold (AND).
 * Every problem is reported with the path of the offending part (`[1, 'op']`), so a client
 * sees all of its mistakes in one 422 instead of one per attempt.
 */
export function parseFilters<F extends FieldDefs>(
  raw: string | readonly unknown[] | undefined,
  fields: F,
  issues: ListQueryIssue[],
): Filter<FieldName<F>>[] {
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return [];
  const items = jsonArray('filters', raw, EXAMPLE, issues);
  if (!items) return [];
  if (items.length > LIST_QUERY_LIMITS.maxFilters) {
    issues.push({
      path: [],
      message: `At most ${LIST_QUERY_LIMITS.maxFilters} filters are allowed; got ${items.length}.`,
    });
    return [];
  }
  const filters: Filter<FieldName<F>>[] = [];
  items.forEach((item, index) => {
    const filter = parseFilter(item, fields, (path, message) =>
      issues.push({ path: [index, ...path], message }),
    );
    if (filter) filters.push(filter);
  });
  return filters;
}

type Report = (path: (string | number)[], message: string) => void;

function parseFilter<F extends FieldDefs>(
  item: unknown,
  fields: F,
  report: Report,
): Filter<FieldName<F>> | undefined {
  if (!isPlainObject(item)) {
    report([], `Each filter must be an object such as ${EXAMPLE.slice(1, -1)}.`);
    return undefined;
  }
  for (const key of Object.keys(item)) {
    if (!FILTER_KEYS.includes(key))
      report([key], `Unknown key "${key}"; a filter has "field", "op" and "value".`);
  }
  const names = Object.keys(fields);
  const { field: name, op, value } = item;
  if (typeof name !== 'string' || !Object.hasOwn(fields, name)) {
    report(
      ['field'],
      typeof name === 'string'
        ? `Unknown field "${name}"; filterable fields are ${listOf(names)}.`
        : `Give the field to filter on; one of ${listOf(names)}.`,
    );
    return undefined;
  }
  const field = fields[name] as FieldDef;
  const allowed = allowedOperators(field);
  if (!isOperator(op) || !allowed.includes(op)) {
    report(
      ['op'],
      isOperator(op)
        ? `Operator "${op}" is not allowed on "${name}"; use one of ${listOf(allowed)}.`
        : op === undefined
          ? `Give the operator ("op"); use one of ${listOf(allowed)}.`
          : `Unknown operator ${JSON.stringify(op)}; use one of ${listOf(allowed)}.`,
    );
    return undefined;
  }
  if (!valueFits(name, field, op, value, report)) return undefined;
  // The checks above establish the pairing of `op` and `value` that the union type describes.
  return { field: name, op, value } as Filter<FieldName<F>>;
}

function isOperator(value: unknown): value is FilterOperator {
  return typeof value === 'string' && (FILTER_OPERATORS as readonly string[]).includes(value);
}

function valueFits(
  name: string,
  field: FieldDef,
  op: FilterOperator,
  value: unknown,
  report: Report,
): boolean {
  switch (op) {
    case 'in':
    case 'nin': {
      if (!Array.isArray(value) || value.length === 0 || value.length > LIST_QUERY_LIMITS.maxValues) {
        report(
          ['value'],
          `Value of "${name}" must be an array of 1 to ${LIST_QUERY_LIMITS.maxValues} values for "${op}".`,
        );
        return false;
      }
      let fits = true;
      value.forEach((element, index) => {
        const problem = scalarProblem(name, field, element);
        if (problem) {
          report(['value', index], problem);
          fits = false;
        }
      });
      return fits;
    }
    case 'is_null':
      if (typeof value === 'boolean') return true;
      report(['value'], `Value of "${name}" must be true or false for "is_null".`);
      return false;
    case 'contains':
      if (
        typeof value === 'string' &&
        value.length > 0 &&
        value.length <= LIST_QUERY_LIMITS.maxStringLength
      ) {
        return true;
      }
      report(
        ['value'],
        `Value of "${name}" must be a non-empty string of at most ${LIST_QUERY_LIMITS.maxStringLength} characters for "contains".`,
      );
      return false;
    default: {
      const problem = scalarProblem(name, field, value);
      if (problem) report(['value'], problem);
      return problem === undefined;
    }
  }
}
