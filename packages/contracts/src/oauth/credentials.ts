/**
 * The OAuth credential prefixes of the spec ("Credential types") and the length of the random
 * part we mint after each. Every one of them is stored only as a SHA-256 hash except the client
 * id, which is public.
 */
export const OAUTH_CLIENT_ID_PREFIX = 'shoc_';
export const OAUTH_CLIENT_SECRET_PREFIX = 'shcs_';
export const OAUTH_CODE_PREFIX = 'shoa_';
export const OAUTH_ACCESS_TOKEN_PREFIX = 'shpat_';
export const OAUTH_REFRESH_TOKEN_PREFIX = 'shprt_';

export const OAUTH_CLIENT_ID_LENGTH = 32;
/** 48 base62 characters ≈ 285 bits: far beyond guessing, short enough for a header. */
export const OAUTH_SECRET_LENGTH = 48;

const pattern = (prefix: string, length: number) => new RegExp(`^${prefix}[A-Za-z0-9]{${length}}$`);

export const OAUTH_CLIENT_ID_PATTERN = pattern(OAUTH_CLIENT_ID_PREFIX, OAUTH_CLIENT_ID_LENGTH);
export const OAUTH_CLIENT_SECRET_PATTERN = pattern(OAUTH_CLIENT_SECRET_PREFIX, OAUTH_SECRET_LENGTH);
export const OAUTH_CODE_PATTERN = pattern(OAUTH_CODE_PREFIX, OAUTH_SECRET_LENGTH);
export const OAUTH_ACCESS_TOKEN_PATTERN = pattern(OAUTH_ACCESS_TOKEN_PREFIX, OAUTH_SECRET_LENGTH);
export const OAUTH_REFRESH_TOKEN_PATTERN = pattern(OAUTH_REFRESH_TOKEN_PREFIX, OAUTH_SECRET_LENGTH);

/** Lifetimes (docs/oauth.md "Lifetimes"): the spec shows only the access token's 3600 s. */
export const OAUTH_ACCESS_TOKEN_TTL_SECONDS = 3600;
/** RFC 6749 §4.1.2 recommends at most ten minutes; a browser round trip needs seconds. */
export const OAUTH_CODE_TTL_SECONDS = 300;
/** Sliding: every rotation issues a refresh token valid this long from then. */
export const OAUTH_REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/**
 * An app whose two workers refresh at once: the loser, arriving within this window with the
 * just-rotated token, gets the same new pair instead of tripping reuse detection. The oauth
 * service's OAUTH_REFRESH_GRACE_SECONDS setting overrides it.
 */
export const OAUTH_REFRESH_GRACE_SECONDS_DEFAULT = 30;
/** A dashboard sign-in lasts a working day. */
export const DASHBOARD_SESSION_TTL_SECONDS = 12 * 3600;
export const DASHBOARD_SESSION_COOKIE = 'shopforge_dashboard_session';
