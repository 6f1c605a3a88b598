import type { Filter, ParsedListQuery } from './types';

/**
 * A list's identity for cursor binding: its name plus the meaning of its filters and sorts,
 * independent of how the request spelled them. Filters are ANDed, so their order does not
 * matter and they are sorted; `in`/`nin` values are sets, so they are sorted and deduplicated;
 * key order and spacing are gone once parsed. Sort order does matter and is kept.
 */
export function canonicalListBinding(listName: string, parsed: ParsedListQuery): string {
  const filters = parsed.filters.map(canonicalFilter).sort();
  const sorts = parsed.sorts.map((sort) => `${sort.direction === 'desc' ? '-' : ''}${sort.field}`).join(',');
  return `${listName}?filters=[${filters.join(',')}]&sorts=${sorts}`;
}

function canonicalFilter(filter: Filter): string {
  const value = Array.isArray(filter.value)
    ? `[${[...new Set(filter.value.map((item) => JSON.stringify(item)))].sort().join(',')}]`
    : JSON.stringify(filter.value);
  return `[${JSON.stringify(filter.field)},${JSON.stringify(filter.op)},${value}]`;
}
