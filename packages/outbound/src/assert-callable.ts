import { validationError } from '@shopforge/errors';
import type { TargetPolicy } from './address-policy';
import type { LookupFn } from './lookup';
import { checkTarget } from './resolve-target';

/**
 * The save-time half of the guard, for every merchant URL the platform will call later
 * (webhooks, per-payment callbacks, dynamic delivery endpoints): a URL the call would refuse
 * is refused when it is saved, under the same policy, so a merchant learns it from a 422
 * naming the field instead of from a delivery that never happens. Passing here does not
 * replace the connect-time check in `postRaw` (DNS can change in between).
 */
export async function assertCallableUrl(
  url: string,
  field: string,
  policy: TargetPolicy,
  opts: { lookup?: LookupFn } = {},
): Promise<void> {
  const checked = await checkTarget(url, policy, opts);
  if (!checked.ok) throw validationError([{ path: [field], message: checked.reason }]);
}
