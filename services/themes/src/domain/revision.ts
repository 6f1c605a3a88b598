import { AppError } from '@shopforge/errors';

/**
 * Optimistic concurrency for theme documents: a save or publish names the revision it was
 * based on; anything else means another editor got there first. 409 `CONFLICT`, subcode
 * `STALE_REVISION`, `error.current_revision` tells what to re-read.
 */
export function assertRevision(current: number, expected: number, action: 'save' | 'publish'): void {
  if (current === expected) return;
  throw new AppError(
    'CONFLICT',
    `The draft is at revision ${current}, not ${expected}: someone saved since you read it. Read the draft again and re-apply your change before you ${action}.`,
    { subcode: 'STALE_REVISION', extra: { current_revision: current, expected_revision: expected } },
  );
}
