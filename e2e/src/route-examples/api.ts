import { call } from '../http';
import type { ExampleContext } from './types';

let counter = 0;

/** A name no earlier example used, for fields a shop keeps unique (emails, codes, ranks…). */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${Date.now().toString(36)}`;
}

/**
 * A setup call through the Developer API with the shop's key (or `token`): answers the body's
 * `data`, and throws with the answer when it is not a success, so a broken setup names itself
 * instead of surfacing as the route's failure.
 */
export async function api<T>(
  ctx: ExampleContext,
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await call(ctx.p.gatewayUrl, method, path, {
    token: options.token ?? ctx.shop.fullKey,
    body,
    ...(options.headers ? { headers: options.headers } : {}),
  });
  if (res.status >= 300) throw new Error(`setup ${method} ${path} answered ${res.status}: ${res.text}`);
  return (res.body as { data: T }).data;
}

export { eventually } from '../eventually';
