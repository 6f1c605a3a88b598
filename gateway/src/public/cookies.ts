import type { Request } from 'express';

/** One cookie's value from the request, or null. */
export function readCookie(req: Request, name: string): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * A session cookie the page's script could never read nor another site send on a POST; `Strict`
 * also keeps it off another site's links.
 */
export function sessionCookie(
  name: string,
  value: string,
  path: string,
  maxAgeSeconds: number,
  sameSite: 'Lax' | 'Strict' = 'Lax',
): string {
  return `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${Math.max(0, maxAgeSeconds)}; HttpOnly; Secure; SameSite=${sameSite}`;
}
