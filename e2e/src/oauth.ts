import { request } from 'undici';
import { operatorCli } from './cli';
import type { TestPlatform } from './platform';

let counter = 0;

/** A shop with an owner who can sign in to approve apps. */
export async function shopWithOwner(p: TestPlatform) {
  const owner = { email: `owner${++counter}-${Date.now()}@oauth.test`, password: 'owner password 123' };
  const created = await p.operator.operator.createShop.mutate({ name: `OAuth Shop ${counter}`, owner });
  return { shop: created.shop, fullKey: created.api_key, owner };
}

/**
 * A shop with an owner and a confidential app registered through the operator CLI; returns the
 * owner and the authorize URL a merchant would open for `scope`.
 */
export async function appAwaitingConsent(
  p: TestPlatform,
  options: { name: string; redirectUri: string; scope: string; state: string },
) {
  const { shop, owner } = await shopWithOwner(p);
  const created = await operatorCli(p)(
    'oauth-app',
    'create',
    '--shop',
    shop.id,
    '--name',
    options.name,
    '--redirect-uri',
    options.redirectUri,
    '--scopes',
    options.scope,
    '--json',
  );
  if (created.code !== 0) throw new Error(`oauth-app create failed: ${created.stderr}`);
  const { client_id: clientId } = JSON.parse(created.stdout) as { client_id: string };
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: options.redirectUri,
    scope: options.scope,
    state: options.state,
  });
  return { owner, authorizeUrl: `${p.gatewayUrl}/dev/v1/oauth/authorize?${query}` };
}

export interface PageResponse {
  status: number;
  location: string | null;
  body: string;
  setCookie: string | null;
}

/**
 * What a browser without script does with the hosted pages: GET and form POSTs, one cookie
 * jar, redirects inside the platform followed, the first redirect leaving it returned.
 */
export class FormBrowser {
  private cookie: string | null = null;

  constructor(private readonly base: string) {}

  async open(url: string, form?: Record<string, string>): Promise<PageResponse> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await request(url.startsWith('http') ? url : `${this.base}${url}`, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const body = await res.body.text();
    const rawCookie = res.headers['set-cookie'];
    const setCookie = typeof rawCookie === 'string' ? rawCookie : (rawCookie?.[0] ?? null);
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    const location = typeof res.headers.location === 'string' ? res.headers.location : null;
    return { status: res.statusCode, location, body, setCookie };
  }

  /** Follows redirects while they stay on the platform; stops at the first one leaving it. */
  async follow(url: string, form?: Record<string, string>): Promise<PageResponse> {
    let response = await this.open(url, form);
    while (
      response.location &&
      (response.location.startsWith('/') || response.location.startsWith(this.base))
    ) {
      response = await this.open(response.location);
    }
    return response;
  }
}

/** The hidden and named fields of the page's first form whose action is `action`. */
export function formFields(htmlText: string, action: string): Record<string, string> {
  const start = htmlText.indexOf(`action="${action}"`);
  if (start < 0) throw new Error(`no form posting to ${action}:\n${htmlText}`);
  const end = htmlText.indexOf('</form>', start);
  const fields: Record<string, string> = {};
  const decodeEntities = (value: string) =>
    value
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  for (const match of htmlText
    .slice(start, end)
    .matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1] ?? ''] = decodeEntities(match[2] ?? '');
  }
  return fields;
}

/** Authorize → sign in → approve (or deny), as a merchant would; returns where the browser was sent. */
export async function authorizeAsMerchant(
  base: string,
  authorizeUrl: string,
  credentials: { email: string; password: string },
  decision: 'approve' | 'deny' = 'approve',
): Promise<URL> {
  const browser = new FormBrowser(base);
  const login = await browser.follow(authorizeUrl);
  if (login.status !== 200) throw new Error(`authorize page answered ${login.status}: ${login.body}`);
  const consent = await browser.follow('/dev/v1/oauth/login', {
    ...formFields(login.body, '/dev/v1/oauth/login'),
    ...credentials,
  });
  if (consent.status !== 200) throw new Error(`sign-in answered ${consent.status}: ${consent.body}`);
  const decided = await browser.open('/dev/v1/oauth/authorize', {
    ...formFields(consent.body, '/dev/v1/oauth/authorize'),
    decision,
  });
  if (decided.status !== 303 || !decided.location)
    throw new Error(`decision answered ${decided.status}: ${decided.body}`);
  return new URL(decided.location);
}

/** The app's access token for an approved code, exchanged with Basic client authentication. */
export async function exchangeCode(
  base: string,
  app: { client_id: string; client_secret: string },
  code: string,
  redirectUri: string,
): Promise<string> {
  const answer = await request(`${base}/dev/v1/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${app.client_id}:${app.client_secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    }).toString(),
  });
  const text = await answer.body.text();
  if (answer.statusCode !== 200) throw new Error(`token endpoint answered ${answer.statusCode}: ${text}`);
  return (JSON.parse(text) as { access_token: string }).access_token;
}
