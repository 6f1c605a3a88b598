import { AppError, type ErrorDetail } from './app-error';

/** The subset of a zod issue we need, so this package does not depend on zod. */
export interface IssueLike {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

export function issuesToDetails(issues: ReadonlyArray<IssueLike>, prefix?: string): ErrorDetail[] {
  return issues.map((issue) => {
    const path = issue.path.map((part) => String(part)).join('.');
    const field = [prefix, path].filter((part) => part !== undefined && part !== '').join('.');
    return { field: field === '' ? '(root)' : field, message: issue.message };
  });
}

export function validationError(issues: ReadonlyArray<IssueLike>, prefix?: string): AppError {
  return new AppError('VALIDATION_ERROR', 'The request has invalid fields.', {
    details: issuesToDetails(issues, prefix),
  });
}
