import { validationError } from '@shopforge/errors';
import { assertCallableUrl, type TargetPolicy } from '@shopforge/outbound';

/**
 * A webhook target must be an absolute https URL whose name resolves only to public
 * addresses (checked again on every delivery, at connect time, against DNS rebinding). With
 * the development setting, loopback targets are allowed and may use plain http.
 */
export async function assertDeliverableUrl(raw: string, policy: TargetPolicy): Promise<string> {
  await assertCallableUrl(raw, 'url', policy);
  const url = new URL(raw);
  if (url.protocol === 'http:' && !policy.allowLoopback)
    throw validationError([{ path: ['url'], message: 'Must use https.' }]);
  url.hash = '';
  return url.href;
}
