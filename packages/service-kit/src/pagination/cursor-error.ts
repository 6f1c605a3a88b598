import { AppError } from '@shopforge/errors';

/** What a client is told about a cursor it cannot use; each says what to do next. */
export const CURSOR_MESSAGES = {
  invalid: 'Invalid cursor.',
  expired: 'This cursor has expired; start again from the first page.',
  otherList: 'This cursor was issued for other filters or sorts.',
} as const;

/** A 422 on the `cursor` field, like any other invalid query parameter. */
export function cursorError(reason: keyof typeof CURSOR_MESSAGES): AppError {
  return new AppError('VALIDATION_ERROR', 'The request has invalid fields.', {
    details: [{ field: 'cursor', message: CURSOR_MESSAGES[reason] }],
  });
}
