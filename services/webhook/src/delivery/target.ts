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
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidUrl('Must be an absolute URL such as https://example.com/webhooks.');
  }
  if (url.username || url.password)
    throw invalidUrl('Must not carry credentials; sign-in data belongs in your endpoint.');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalidUrl('Must use https.');
  const checked = await checkTarget(url.href, policy);
  if (!checked.ok) throw invalidUrl(checked.reason);
  if (url.protocol === 'http:' && !policy.allowLoopback) throw invalidUrl('Must use https.');
  url.hash = '';
  return url.href;
}
