import type { FieldDefs, SortableFieldName } from './fields';
import { isPlainObject, jsonArray, listOf } from './raw-list';
import { LIST_QUERY_LIMITS, type ListQueryIssue, type Sort, type SortDirection } from './types';

const EXAMPLE = '-created_at,total';
const SORT_KEYS = ['field', 'direction'];

/**
 * Parses `sorts`, most significant first. Two spellings, because each is the natural one for
 * somebody: a comma list of field names, `-` for descending (`-created_at,total`, no URL
 * encoding needed with curl), or a JSON array `[{"field":"created_at","direction":"desc"}]`
 * like `filters`. Text starting with `[` is the JSON form; field names never start with it, so
 * the two cannot be confused. Absent or empty means the list's default order.
 */
export function parseSorts<F extends FieldDefs>(
  raw: string | readonly unknown[] | undefined,
  fields: F,
  defaultSort: readonly Sort<SortableFieldName<F>>[],
  issues: ListQueryIssue[],
): Sort<SortableFieldName<F>>[] {
  const items = sortItems(raw, issues);
  if (!items) return [];
  if (items.length > LIST_QUERY_LIMITS.maxSorts) {
    issues.push({
      path: [],
      message: `At most ${LIST_QUERY_LIMITS.maxSorts} sorts are allowed; got ${items.length}.`,
    });
    return [];
  }
  const sortable = Object.keys(fields).filter((name) => fields[name]?.sortable === true);
  const sorts: Sort<SortableFieldName<F>>[] = [];
  items.forEach((item, index) => {
    const report = (path: (string | number)[], message: string) =>
      issues.push({ path: [index, ...path], message });
    const sort = readSort(item, report);
    if (!sort) return;
    const fieldPath = typeof item === 'string' ? [] : ['field'];
    if (!sortable.includes(sort.field)) {
      report(
        fieldPath,
        Object.hasOwn(fields, sort.field)
          ? `"${sort.field}" cannot be sorted; sortable fields are ${listOf(sortable)}.`
          : `Unknown sort field "${sort.field}"; sortable fields are ${listOf(sortable)}.`,
      );
    } else if (sorts.some((earlier) => earlier.field === sort.field)) {
      report(fieldPath, `"${sort.field}" is sorted more than once.`);
    } else {
      // Membership in `sortable` is what the type claims.
      sorts.push(sort as Sort<SortableFieldName<F>>);
    }
  });
  return sorts.length > 0 ? sorts : defaultSort.map((sort) => ({ ...sort }));
}

function sortItems(
  raw: string | readonly unknown[] | undefined,
  issues: ListQueryIssue[],
): readonly unknown[] | undefined {
  if (raw === undefined) return [];
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  if (text === '') return [];
  if (text.startsWith('['))
    return jsonArray('sorts', text, '[{"field":"created_at","direction":"desc"}]', issues);
  return text.split(',');
}

type Report = (path: (string | number)[], message: string) => void;

/** One sort from a token (`-created_at`) or an object; its field is checked by the caller. */
function readSort(item: unknown, report: Report): Sort | undefined {
  if (typeof item === 'string') {
    // `+` decodes to a space in query strings, so `+total` arrives as ` total`: trim covers it.
    const token = item.trim();
    const direction: SortDirection = token.startsWith('-') ? 'desc' : 'asc';
    const field = token.replace(/^[-+]/, '').trim();
    if (field === '') {
      report([], `Sort is empty; write sorts as a comma list such as ${EXAMPLE}.`);
      return undefined;
    }
    return { field, direction };
  }
  if (!isPlainObject(item)) {
    report(
      [],
      `Each sort must be a field name such as "-created_at" or an object such as {"field":"created_at","direction":"desc"}.`,
    );
    return undefined;
  }
  let valid = true;
  for (const key of Object.keys(item)) {
    if (!SORT_KEYS.includes(key)) {
      report([key], `Unknown key "${key}"; a sort has "field" and "direction".`);
      valid = false;
    }
  }
  const { field, direction = 'asc' } = item;
  if (typeof field !== 'string' || field === '') {
    report(['field'], 'Give the field to sort by.');
    valid = false;
  }
  if (direction !== 'asc' && direction !== 'desc') {
    report(['direction'], 'Direction must be "asc" or "desc".');
    valid = false;
  }
  return valid ? { field: field as string, direction: direction as SortDirection } : undefined;
}
