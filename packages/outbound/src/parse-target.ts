export type ParsedTarget = { ok: true; url: URL; host: string } | { ok: false; reason: string };

/**
 * The URL rules shared by the check and the request itself, so the two can never disagree.
 * `host` is the hostname without the brackets URL keeps around IPv6 literals; the WHATWG
 * parser has already turned odd IPv4 spellings (`2130706433`, `0x7f.1`) into dotted form.
 */
export function parseTarget(raw: string): ParsedTarget {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'Must be an absolute URL such as https://example.com/webhooks.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'Must use http or https.' };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, reason: 'Must not contain a user name or password.' };
  }
  return { ok: true, url, host: url.hostname.replace(/^\[(.*)\]$/, '$1') };
}
