import type { FilterOperator } from './types';

/**
 * What a list declares about each filterable/sortable field. The type decides which operators
 * make sense and what a value must look like; `ops` can narrow that further per field.
 */

/** Operators each field type can support at all. */
export const OPERATORS_BY_TYPE = {
  enum: ['eq', 'neq', 'in', 'nin', 'is_null'],
  string: ['eq', 'neq', 'in', 'nin', 'contains', 'is_null'],
  number: ['eq', 'neq', 'in', 'nin', 'gt', 'gte', 'lt', 'lte', 'is_null'],
  // Timestamps are Unix seconds over millisecond columns, so `in` (exact matches) is left out:
  // ranges say what callers mean.
  timestamp: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'is_null'],
  boolean: ['eq', 'neq', 'is_null'],
} as const satisfies Record<string, readonly FilterOperator[]>;

export type FieldType = keyof typeof OPERATORS_BY_TYPE;
type OperatorOf<T extends FieldType> = (typeof OPERATORS_BY_TYPE)[T][number];

interface FieldCommon<T extends FieldType> {
  type: T;
  /** Operators allowed on this field; defaults to every operator of its type. */
  ops?: readonly OperatorOf<T>[];
  /**
   * The column can be empty. Adds `is_null` to the default operators. A nullable field cannot
   * be sortable: keyset pagination compares values, and NULL compares to nothing.
   */
  nullable?: boolean;
  sortable?: boolean;
}

export interface EnumField extends FieldCommon<'enum'> {
  values: readonly [string, ...string[]];
}
export type StringField = FieldCommon<'string'>;
export type NumberField = FieldCommon<'number'>;
/** Unix seconds in the API, like every Developer API timestamp. */
export type TimestampField = FieldCommon<'timestamp'>;
export type BooleanField = FieldCommon<'boolean'>;

export type FieldDef = EnumField | StringField | NumberField | TimestampField | BooleanField;
export type FieldDefs = Record<string, FieldDef>;

export type FieldName<F extends FieldDefs> = keyof F & string;
export type SortableFieldName<F extends FieldDefs> = {
  [K in keyof F]: F[K] extends { sortable: true } ? K : never;
}[keyof F] &
  string;

/** The operators a request may use on a field. */
export function allowedOperators(field: FieldDef): readonly FilterOperator[] {
  if (field.ops) return field.ops;
  const all: readonly FilterOperator[] = OPERATORS_BY_TYPE[field.type];
  return field.nullable ? all : all.filter((op) => op !== 'is_null');
}
