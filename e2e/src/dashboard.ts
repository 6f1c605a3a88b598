import { type ApiResponse, call } from './http';

/**
 * What a page of the merchant dashboard does (docs/oauth.md "Dashboard sign-in"): one cookie
 * jar, the login CSRF token on sign-in, the session's CSRF header on every change, and
 * short-lived `shdt_` tokens for the Developer API.
 */
export class DashboardSession {
  private cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await call(this.base, method, path, {
      body,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
    const raw = response.headers['set-cookie'];
    for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      if (!attributes.includes('Path=/')) continue;
      if (value === '' || attributes.includes('Max-Age=0')) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Signs in with the login token, as the sign-in page does; answers the raw response. */
  async signIn(credentials: { email: string; password: string }): Promise<ApiResponse> {
    const login = await this.send('GET', '/dashboard/api/login');
    const { csrf_token } = (login.body as { data: { csrf_token: string } }).data;
    return this.send('POST', '/dashboard/api/session', {
      email: credentials.email,
      password: credentials.password,
      csrf_token,
    });
  }

  /** A state-changing session call, with the session's CSRF token. */
  async act(method: string, path: string, body?: unknown): Promise<ApiResponse> {
    const session = await this.send('GET', '/dashboard/api/session');
    if (session.status !== 200) throw new Error(`not signed in: ${session.status} ${session.text}`);
    const { csrf_token } = (session.body as { data: { csrf_token: string } }).data;
    return this.send(method, path, body, { 'x-csrf-token': csrf_token });
  }

  /** A fresh `shdt_` bearer token of this session. */
  async token(): Promise<string> {
    const res = await this.act('POST', '/dashboard/api/token');
    if (res.status !== 200) throw new Error(`no dashboard token: ${res.status} ${res.text}`);
    return (res.body as { data: { access_token: string } }).data.access_token;
  }
}

/** Signs a member in and answers a dashboard token of their session. */
export async function dashboardToken(
  base: string,
  credentials: { email: string; password: string },
): Promise<{ session: DashboardSession; token: string }> {
  const session = new DashboardSession(base);
  const signedIn = await session.signIn(credentials);
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${signedIn.text}`);
  return { session, token: await session.token() };
}
