/**
 * A node's RPC address as operators write it, `http://user:pass@host:port`, split into the
 * address to call and a basic Authorization header: Node's fetch refuses URLs with credentials.
 */
export function rpcEndpoint(rpcUrl: string): { url: string; authorization: string | null } {
  const url = new URL(rpcUrl);
  const authorization =
    url.username || url.password
      ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
      : null;
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return { url: url.toString().replace(/\/+$/, ''), authorization };
}
