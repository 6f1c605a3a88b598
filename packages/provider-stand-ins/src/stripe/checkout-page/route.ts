const PAGE = /^\/c\/pay\/([^/]+)$/;

/** The session id when the request is for the Checkout page, undefined for the API. */
export function checkoutPageSessionId(requestUrl: string | undefined): string | undefined {
  const raw = PAGE.exec(new URL(requestUrl ?? '/', 'http://stand-in').pathname)?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape names no session: the page's 404 answers it.
    return raw;
  }
}
