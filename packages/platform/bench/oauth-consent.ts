/**
 * The browser's part of an OAuth grant, as a merchant does it on the hosted pages: sign in once,
 * then approve once per grant. Shared by `bench:oauth` and `bench:costs`.
 */
export interface Owner {
  email: string;
  password: string;
}

/**
 * Signs the owner in for the authorize request `query`, as the sign-in page's form does (its
 * login-CSRF token and cookie included); returns the session cookie.
 */
export async function signIn(base: string, query: string, owner: Owner): Promise<string> {
  const login = await fetch(`${base}/dev/v1/oauth/authorize?${query}`);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await login.text())?.[1] ?? '';
  const csrfCookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const form = new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), ...owner, csrf });
  const res = await fetch(`${base}/dev/v1/oauth/login`, {
    method: 'POST',
    headers: { cookie: csrfCookie },
    body: form,
    redirect: 'manual',
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

/** Approves the authorize request `query` in the signed-in session; returns the code. */
export async function approve(base: string, query: string, cookie: string): Promise<string> {
  const page = await (await fetch(`${base}/dev/v1/oauth/authorize?${query}`, { headers: { cookie } })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const form = new URLSearchParams({
    ...Object.fromEntries(new URLSearchParams(query)),
    csrf,
    decision: 'approve',
  });
  const res = await fetch(`${base}/dev/v1/oauth/authorize`, {
    method: 'POST',
    headers: { cookie },
    body: form,
    redirect: 'manual',
  });
  return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
}
