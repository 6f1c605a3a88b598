import { call } from './http';

/**
 * A member's dashboard token (`shdt_`), got as the dashboard's pages get it: the login token
 * and its cookie, the sign-in, the session's CSRF token, then `POST /dashboard/api/token`
 * (docs/oauth.md "Dashboard sign-in"). Each call is one sign-in, counted by the sign-in limits.
 */
export async function dashboardToken(
  base: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await call(base, method, path, {
      body,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
    const raw = res.headers['set-cookie'];
    for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      // Only what the dashboard's paths receive: `/` (an older path's cookie is cleared beside it).
      if (!attributes.includes('Path=/')) continue;
      if (value === '' || attributes.includes('Max-Age=0')) cookies.delete(name);
      else cookies.set(name, value);
    }
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${res.text}`);
    return (res.body as { data: Record<string, unknown> }).data;
  };
  const login = await send('GET', '/dashboard/api/login');
  await send('POST', '/dashboard/api/session', { ...credentials, csrf_token: login.csrf_token });
  const session = await send('GET', '/dashboard/api/session');
  const minted = await send('POST', '/dashboard/api/token', undefined, {
    'x-csrf-token': String(session.csrf_token),
  });
  return String(minted.access_token);
}
