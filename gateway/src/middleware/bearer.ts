/** Longest token any credential type issues, with headroom; longer is rejected unseen. */
const MAX_TOKEN_LENGTH = 256;
const TOKEN_SHAPE = /^[A-Za-z0-9_\-.~+/=]+$/;

/** The token of an `Authorization: Bearer <token>` header, or null when the header is unusable. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  const token = match?.[1];
  if (!token || token.length > MAX_TOKEN_LENGTH || !TOKEN_SHAPE.test(token)) return null;
  return token;
}
