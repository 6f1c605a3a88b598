import { call } from '../http';
import type { FuzzRequest } from './generate';

/**
 * The dashboard's session API (`/dashboard/api/*`, docs/oauth.md "Dashboard sign-in") is mounted
 * beside the route table, so the OpenAPI documents do not list it: its bad requests are written
 * here. Every one must be refused before anything is stored — no session, no throttle count, no
 * trail entry — in the error envelope.
 */

/** A member signed in to the dashboard: the cookies a browser holds and the session's CSRF token. */
export interface SignedInMember {
  cookie: string;
  csrf: string;
  /** The login double-submit cookie and its token, as the sign-in page holds them. */
  loginCookie: string;
  loginCsrf: string;
}

const cookiesOf = (header: string | string[] | undefined): string[] =>
  (header === undefined ? [] : Array.isArray(header) ? header : [header])
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair !== '' && !pair.endsWith('='));

/** Signs `member` in as the dashboard's page does (before the fuzz's snapshot is taken). */
export async function signInMember(
  base: string,
  member: { email: string; password: string },
): Promise<SignedInMember> {
  const login = await call(base, 'GET', '/dashboard/api/login');
  const loginCookie = cookiesOf(login.headers['set-cookie']).join('; ');
  const loginCsrf = (login.body as { data: { csrf_token: string } }).data.csrf_token;
  const signedIn = await call(base, 'POST', '/dashboard/api/session', {
    headers: { cookie: loginCookie },
    body: { ...member, csrf_token: loginCsrf },
  });
  if (signedIn.status !== 200) throw new Error(`fuzz sign-in: ${signedIn.status} ${signedIn.text}`);
  const cookie = [loginCookie, ...cookiesOf(signedIn.headers['set-cookie'])].join('; ');
  const session = await call(base, 'GET', '/dashboard/api/session', { headers: { cookie } });
  const csrf = (session.body as { data: { csrf_token: string } }).data.csrf_token;
  return { cookie, csrf, loginCookie, loginCsrf };
}

const JSON_TYPE = { 'content-type': 'application/json' };
const LONG = 'x'.repeat(20_000);
/** Bodies no route of the session API takes, each named for what is wrong with it. */
const BAD_BODIES: [kind: string, body: string][] = [
  ['body-not-json', '{"password": '],
  ['body-array', '[]'],
  ['body-scalar', '"password"'],
  ['body-null', 'null'],
  ['field-type', JSON.stringify({ password: 12345, totp_code: false, code: 7, email: [] })],
  ['field-oversize', JSON.stringify({ password: LONG, code: LONG, email: `${LONG}@x.test` })],
  ['unknown-key', JSON.stringify({ fuzz_unknown: true })],
  ['code-malformed', JSON.stringify({ totp_code: 'abcdef', code: '12', recovery_code: '!!!' })],
];

/**
 * Bad requests for each route of the session API: without the cookie, without or with a wrong
 * CSRF header, and with every bad body above behind a valid cookie and CSRF header. Sign-in gets
 * bad bodies and a missing or wrong login token.
 */
export function sessionApiRequests(member: SignedInMember): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const push = (
    operation: string,
    kind: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ) => out.push({ operation, kind, method, path, headers, ...(body === undefined ? {} : { body }) });
  const withSession = { cookie: member.cookie, 'x-csrf-token': member.csrf };

  for (const [method, path, takesBody] of [
    ['POST', '/dashboard/api/step-up', true],
    ['POST', '/dashboard/api/two-factor/setup', false],
    ['POST', '/dashboard/api/two-factor/enable', true],
    ['POST', '/dashboard/api/two-factor/disable', true],
    ['POST', '/dashboard/api/token', false],
    ['POST', '/dashboard/api/sessions/revoke-all', false],
    ['DELETE', '/dashboard/api/session', false],
  ] as const) {
    const operation = `${method} ${path}`;
    const body = takesBody ? JSON.stringify({ password: 'not the password' }) : undefined;
    push(operation, 'no-cookie', method, path, { ...JSON_TYPE, 'x-csrf-token': member.csrf }, body);
    push(operation, 'no-csrf', method, path, { ...JSON_TYPE, cookie: member.cookie }, body);
    push(
      operation,
      'wrong-csrf',
      method,
      path,
      { ...JSON_TYPE, ...withSession, 'x-csrf-token': 'f'.repeat(43) },
      body,
    );
    push(
      operation,
      'forged-cookie',
      method,
      path,
      { ...JSON_TYPE, ...withSession, cookie: 'shopforge_dashboard_session=forged' },
      body,
    );
    if (!takesBody) continue;
    for (const [kind, bad] of BAD_BODIES)
      push(operation, kind, method, path, { ...JSON_TYPE, ...withSession }, bad);
  }

  const signIn = 'POST /dashboard/api/session';
  const login = { ...JSON_TYPE, cookie: member.loginCookie };
  const credentials = { email: 'fuzz-nobody@fuzz.test', password: 'not the password' };
  push(signIn, 'no-login-token', 'POST', '/dashboard/api/session', login, JSON.stringify(credentials));
  push(
    signIn,
    'wrong-login-token',
    'POST',
    '/dashboard/api/session',
    login,
    JSON.stringify({ ...credentials, csrf_token: 'f'.repeat(43) }),
  );
  push(
    signIn,
    'no-login-cookie',
    'POST',
    '/dashboard/api/session',
    JSON_TYPE,
    JSON.stringify({ ...credentials, csrf_token: member.loginCsrf }),
  );
  for (const [kind, bad] of BAD_BODIES) push(signIn, kind, 'POST', '/dashboard/api/session', login, bad);
  push('GET /dashboard/api/*', 'unknown-path', 'GET', '/dashboard/api/fuzz-unknown', {
    cookie: member.cookie,
  });
  return out;
}

/**
 * Heads too large for the gateway (README "Request limits"): a URL over its own limit is
 * 414 `URI_TOO_LONG`, a head over Node's is 431 `HEADERS_TOO_LARGE`; both in the envelope, on
 * routes of both APIs and the session API.
 */
export function oversizedRequests(paths: readonly string[], devKey: string): FuzzRequest[] {
  return paths.flatMap((path): FuzzRequest[] => [
    {
      operation: `GET ${path}`,
      kind: 'url-too-long',
      method: 'GET',
      path: `${path}?fuzz=${'u'.repeat(10_000)}`,
      headers: { authorization: `Bearer ${devKey}` },
    },
    {
      operation: `GET ${path}`,
      kind: 'headers-too-large',
      method: 'GET',
      path,
      headers: { authorization: `Bearer ${devKey}`, 'x-fuzz-padding': 'h'.repeat(20_000) },
    },
  ]);
}
