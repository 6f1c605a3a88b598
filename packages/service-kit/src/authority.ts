import { BEYOND_AUTHORITY_SUBCODE, scopesBeyond } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';

/** How many scopes a refusal names before it says how many more there are. */
const NAMED_AT_MOST = 8;

/**
 * The one refusal of the credential hierarchy (`@shopforge/contracts` authority.ts): 403
 * `FORBIDDEN` (subcode `BEYOND_AUTHORITY`) naming the scopes of `target` that lie beyond
 * `holder`. `subject` says whose scopes they are, e.g. "The role admin allows".
 */
export function assertWithinAuthority(
  holder: readonly string[],
  target: readonly string[],
  subject: string,
): void {
  const beyond = scopesBeyond(holder, target);
  if (beyond.length === 0) return;
  const named =
    beyond.length > NAMED_AT_MOST
      ? [...beyond.slice(0, NAMED_AT_MOST), `${beyond.length - NAMED_AT_MOST} more`]
      : beyond;
  throw new AppError('FORBIDDEN', `${subject} scopes this credential does not hold: ${named.join(', ')}.`, {
    subcode: BEYOND_AUTHORITY_SUBCODE,
  });
}
