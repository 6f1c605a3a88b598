/**
 * A zero-width joiner: invisible where it stands, and no character a host name, a scheme or a
 * mail client's link finder accepts there, so `evil‍.‍example` reads the same and is no link.
 */
export const LINK_BREAK = '\u200d';

/** `https://`, `ftp://`, …: a scheme and its slashes. */
const SCHEME = /\b([a-z][a-z0-9+.-]{0,30}):\/\//gi;
/**
 * A host name (two or more labels, the last of letters: `evil.example`, `www.shop.co.uk`) or an
 * IPv4 address, on its own or inside a URL or an address (`me@evil.example`). A price
 * (`9.50`) or a version (`2.1`) has no letters at its end, so it is left alone.
 */
const HOST =
  /(?<![\p{L}\p{N}_-])(?:(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}|\d{1,3}(?:\.\d{1,3}){3})(?![\p{L}\p{N}_-])/gu;

/**
 * Merchant text as mail shows it without a link in it (docs/email.md "Merchant text"): the
 * renderer makes no link of text anyway, but mail clients turn URL-like text into links on their
 * own, so the platform's mail could carry a merchant's "Claim at evil.example/x" as a clickable
 * link from the shop's own sender. A joiner after each scheme's colon and around each dot of a
 * host name stops them; the words read the same.
 */
export function defuseLinks(text: string): string {
  return text
    .replace(SCHEME, `$1:${LINK_BREAK}//`)
    .replace(HOST, (host) => host.replaceAll('.', `${LINK_BREAK}.${LINK_BREAK}`));
}
