/**
 * The parsed form of a list's `filters` and `sorts`: what services receive and translate into
 * database queries. The raw query-string form and its rules are in `define.ts`.
 */

export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'in',
  'nin',
  'gt',
  'gte',
  'lt',
  'lte',
  'contains',
  'is_null',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** A single filter value; which of these a field takes is fixed by its type (`fields.ts`). */
export type FilterScalar = string | number | boolean;

/** One filter, typed by operator so a translator can switch on `op` without casts. */
export type Filter<K extends string = string> =
  | { field: K; op: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte'; value: FilterScalar }
  | { field: K; op: 'in' | 'nin'; value: FilterScalar[] }
  | { field: K; op: 'contains'; value: string }
  | { field: K; op: 'is_null'; value: boolean };

export type SortDirection = 'asc' | 'desc';

export interface Sort<K extends string = string> {
  field: K;
  direction: SortDirection;
}

/** The result of parsing a list's `filters` and `sorts`. */
export interface ParsedListQuery<F extends string = string, S extends string = string> {
  filters: Filter<F>[];
  sorts: Sort<S>[];
}

/** A problem found while parsing, in zod's terms: a path below `filters`/`sorts` and a message. */
export interface ListQueryIssue {
  path: (string | number)[];
  message: string;
}

/** Bounds that keep one request's query cheap to parse, bind and run. */
export const LIST_QUERY_LIMITS = {
  maxFilters: 20,
  maxSorts: 3,
  /** Items of an `in`/`nin` array. */
  maxValues: 100,
  /** Characters of one string value. */
  maxStringLength: 256,
  /** Characters of the raw `filters`/`sorts` query parameter. */
  maxRawLength: 8192,
} as const;
