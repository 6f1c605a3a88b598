import { Agent } from 'undici';
import { type ApiResponse, call } from './http';

/** What `GET /dashboard/api/session` answers inside `data`. */
export interface SessionView {
  member: { id: string; email: string; role: string };
  shop: { id: string; name: string };
  csrf_token: string;
  two_factor: { enabled: boolean };
  expires_at: number;
  authenticated_at: number;
}

/**
 * A connection pool whose sockets leave from `address` (any of 127.0.0.0/8 on Linux), so a test
 * can be many clients at once, as an attacker with many addresses is.
 */
export function fromAddress(address: string): Agent {
  return new Agent({ localAddress: address });
}

/**
 * What a browser page of the dashboard does (docs/oauth.md "Dashboard sign-in"): one cookie jar
 * (the cookies of Path=/ only, as the dashboard's paths receive), JSON in and out, and, when
 * given, one source address.
 */
export class DashboardBrowser {
  private cookies = new Map<string, string>();
  lastSetCookie: string[] = [];

  constructor(
    private readonly base: string,
    private readonly dispatcher?: Agent,
  ) {}

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await call(this.base, method, path, {
      body,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      ...(this.dispatcher ? { dispatcher: this.dispatcher } : {}),
    });
    const raw = response.headers['set-cookie'];
    this.lastSetCookie = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    for (const line of this.lastSetCookie) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      // Only cookies the dashboard's paths receive: `/` (the old consent-page path is cleared).
      if (!attributes.includes('Path=/')) continue;
      if (value === '' || attributes.includes('Max-Age=0')) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Puts a cookie in the jar as another browser holds it (a copied or stolen one). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  forget(name: string): void {
    this.cookies.delete(name);
  }

  async loginToken(): Promise<string> {
    const res = await this.send('GET', '/dashboard/api/login');
    if (res.status !== 200) throw new Error(`GET /dashboard/api/login: ${res.status} ${res.text}`);
    return (res.body as { data: { csrf_token: string } }).data.csrf_token;
  }

  async signIn(credentials: Record<string, string>): Promise<ApiResponse> {
    return this.send('POST', '/dashboard/api/session', {
      ...credentials,
      csrf_token: await this.loginToken(),
    });
  }

  async session(): Promise<SessionView> {
    const res = await this.send('GET', '/dashboard/api/session');
    if (res.status !== 200) throw new Error(`GET /dashboard/api/session: ${res.status} ${res.text}`);
    return (res.body as { data: SessionView }).data;
  }

  /** A state-changing call with the cookie and the session's CSRF header. */
  async act(method: string, path: string, body?: unknown): Promise<ApiResponse> {
    const { csrf_token } = await this.session();
    return this.send(method, path, body, { 'x-csrf-token': csrf_token });
  }

  async token(): Promise<string> {
    const res = await this.act('POST', '/dashboard/api/token');
    if (res.status !== 200) throw new Error(`POST /dashboard/api/token: ${res.status} ${res.text}`);
    return (res.body as { data: { access_token: string } }).data.access_token;
  }
}

/** Signs a member in as the dashboard does; answers the browser and a dashboard token of its session. */
export async function dashboardToken(
  base: string,
  credentials: { email: string; password: string },
): Promise<{ session: DashboardBrowser; token: string }> {
  const session = new DashboardBrowser(base);
  const signedIn = await session.signIn({ email: credentials.email, password: credentials.password });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${signedIn.text}`);
  return { session, token: await session.token() };
}
