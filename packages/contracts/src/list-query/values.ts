import { MAX_UNIX_SECONDS } from '../common';
import type { FieldDef } from './fields';
import { LIST_QUERY_LIMITS } from './types';

/** Checks one scalar against a field's type; returns the reason it fails, or undefined. */
export function scalarProblem(name: string, field: FieldDef, value: unknown): string | undefined {
  switch (field.type) {
    case 'enum':
      return typeof value === 'string' && field.values.includes(value)
        ? undefined
        : `Value of "${name}" must be one of ${field.values.join(', ')}.`;
    case 'string':
      return typeof value === 'string' && value.length <= LIST_QUERY_LIMITS.maxStringLength
        ? undefined
        : `Value of "${name}" must be a string of at most ${LIST_QUERY_LIMITS.maxStringLength} characters.`;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? undefined
        : `Value of "${name}" must be a number.`;
    case 'timestamp':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_UNIX_SECONDS
        ? undefined
        : `Value of "${name}" must be a Unix timestamp in seconds (an integer).`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `Value of "${name}" must be true or false.`;
  }
}
