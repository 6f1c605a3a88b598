import { StripeApiError, invalidParam, missingParam } from '../api-error';
import type { FormParams, FormValue } from '../form-params';

/**
 * Readers for one param each, refusing as Stripe does: with the param's bracket path
 * (`line_items[0][quantity]`) so the product's error log names the exact field.
 */

/** Stripe reads an empty string as "unset", which is how the SDK sends a `null`. */
export function optionalString(value: FormValue | undefined, param: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidParam(param, `Invalid string: ${JSON.stringify(value)}`);
  return value;
}

export function requiredString(value: FormValue | undefined, param: string): string {
  const text = optionalString(value, param);
  if (text === undefined) throw missingParam(param);
  return text;
}

export function optionalInteger(
  value: FormValue | undefined,
  param: string,
  min: number,
): number | undefined {
  const text = optionalString(value, param);
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text))
    throw invalidParam(param, `Invalid integer: ${text}`, 'parameter_invalid_integer');
  const number = Number(text);
  if (number < min) throw invalidParam(param, `This value must be greater than or equal to ${min}.`);
  return number;
}

export function requiredInteger(value: FormValue | undefined, param: string, min: number): number {
  const number = optionalInteger(value, param, min);
  if (number === undefined) throw missingParam(param);
  return number;
}

export function optionalHash(value: FormValue | undefined, param: string): FormParams | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' || Array.isArray(value)) throw invalidParam(param, 'Invalid hash');
  return value;
}

export function optionalArray(value: FormValue | undefined, param: string): FormValue[] | undefined {
  if (value === undefined || value === '') return undefined;
  if (!Array.isArray(value)) throw invalidParam(param, 'Invalid array');
  return value;
}

/** Stripe's limits: 50 keys, keys up to 40 characters, values up to 500, strings only. */
export function metadata(value: FormValue | undefined, param: string): Record<string, string> {
  const hash = optionalHash(value, param) ?? {};
  const entries = Object.entries(hash);
  if (entries.length > 50) throw invalidParam(param, 'Invalid metadata: metadata can have up to 50 keys.');
  for (const [key, text] of entries) {
    const at = `${param}[${key}]`;
    if (key.length > 40) throw invalidParam(at, 'Metadata keys can have up to 40 characters.');
    if (typeof text !== 'string') throw invalidParam(at, `Invalid string: ${JSON.stringify(text)}`);
    if (text.length > 500) throw invalidParam(at, 'Metadata values can have up to 500 characters.');
  }
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== ''));
}

/** An absolute http(s) URL, as Stripe requires for redirects. */
export function optionalUrl(value: FormValue | undefined, param: string): string | undefined {
  const text = optionalString(value, param);
  if (text === undefined) return undefined;
  const valid = URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);
  if (!valid) throw invalidParam(param, 'Not a valid URL', 'url_invalid');
  return text;
}

/** A request Stripe refuses before executing it, for a reason no single reader sees. */
export function badRequest(message: string, param?: string): StripeApiError {
  return new StripeApiError(
    400,
    { type: 'invalid_request_error', message, ...(param ? { param } : {}) },
    false,
  );
}

/** The SDK sends booleans as `true` / `false`. */
export function optionalBoolean(value: FormValue | undefined, param: string): boolean | undefined {
  const text = optionalString(value, param);
  if (text === undefined) return undefined;
  if (text !== 'true' && text !== 'false') throw invalidParam(param, `Invalid boolean: ${text}`);
  return text === 'true';
}

/** A metadata update: given keys are set, a key given empty is removed, others are kept (Stripe merges). */
export function metadataUpdate(
  current: Readonly<Record<string, string>>,
  value: FormValue | undefined,
  param: string,
): Record<string, string> {
  const hash = optionalHash(value, param) ?? {};
  const changes = metadata(value, param);
  const kept = Object.entries(current).filter(([key]) => !(key in hash));
  const merged = Object.fromEntries([...kept, ...Object.entries(changes)]);
  if (Object.keys(merged).length > 50)
    throw invalidParam(param, 'Invalid metadata: metadata can have up to 50 keys.');
  return merged;
}
