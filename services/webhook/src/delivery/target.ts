import { AppError } from '@shopforge/errors';
import { checkTarget, type TargetPolicy } from '@shopforge/outbound';

const invalidUrl = (message: string) =>
  new AppError('VALIDATION_ERROR', 'The request has invalid fields.', {
    details: [{ field: 'url', message }],
  });

/**
 * A webhook target must be an absolute https URL whose name resolves only to public
 * addresses (checked again on every delivery, at connect time, against DNS rebinding). With
 * the development setting, loopback targets are allowed and may use plain http.
 */
export async function assertDeliverableUrl(raw: string, policy: TargetPolicy): Promise<string> {
  const checked = await checkTarget(raw, policy);
  if (!checked.ok) throw invalidUrl(checked.reason);
  const url = new URL(raw);
  if (url.protocol === 'http:' && !policy.allowLoopback) throw invalidUrl('Must use https.');
  url.hash = '';
  return url.href;
}
