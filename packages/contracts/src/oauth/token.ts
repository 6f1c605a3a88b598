import { z } from 'zod';
import { ALL_SCOPES } from '../scopes';

/**
 * A token-endpoint request as the gateway received it: the body's parameters (form or JSON)
 * and the client credentials of an `Authorization: Basic` header, if any. All OAuth decisions,
 * including which client authentication applies, are the oauth service's.
 */
export const tokenEndpointInputSchema = z.object({
  params: z.record(z.string().max(64), z.string().max(4096)),
  basic: z.object({ client_id: z.string().max(256), client_secret: z.string().max(256) }).nullable(),
});
export type TokenEndpointInput = z.infer<typeof tokenEndpointInputSchema>;

/** RFC 6749 §5.1. */
export const oauthTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().nonnegative(),
  refresh_token: z.string(),
  scope: z.string(),
});
export type OauthTokenResponse = z.infer<typeof oauthTokenResponseSchema>;

export const OAUTH_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'unsupported_token_type',
] as const;
export type OauthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

/** RFC 6749 §5.2. */
export const oauthErrorSchema = z.object({
  error: z.enum(OAUTH_ERROR_CODES),
  error_description: z.string(),
});
export type OauthError = z.infer<typeof oauthErrorSchema>;

/**
 * What an OAuth endpoint answers: a status and a plain JSON body (no envelope). `challenge`
 * asks the gateway for `WWW-Authenticate: Basic` (a 401 after Basic authentication failed).
 */
export function oauthAnswerSchema<T extends z.ZodType>(success: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), body: success }),
    z.object({
      ok: z.literal(false),
      status: z.union([z.literal(400), z.literal(401)]),
      body: oauthErrorSchema,
      challenge: z.boolean(),
    }),
  ]);
}

export const tokenAnswerSchema = oauthAnswerSchema(oauthTokenResponseSchema);
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** RFC 7662 §2.2. Inactive tokens say nothing else. */
export const introspectionSchema = z.union([
  z.object({ active: z.literal(false) }),
  z.object({
    active: z.literal(true),
    scope: z.string(),
    client_id: z.string(),
    token_type: z.enum(['Bearer', 'refresh_token']),
    exp: z.number().int(),
    iat: z.number().int(),
    iss: z.string(),
    /** The consenting member. */
    sub: z.string().nullable(),
    shop_id: z.string(),
  }),
]);
export const introspectAnswerSchema = oauthAnswerSchema(introspectionSchema);
export type IntrospectAnswer = z.infer<typeof introspectAnswerSchema>;

/** RFC 7009 §2.2: 200 with an empty body, whether or not the token was known. */
export const revokeAnswerSchema = oauthAnswerSchema(z.object({}));
export type RevokeAnswer = z.infer<typeof revokeAnswerSchema>;

/** RFC 8414 authorization server metadata. */
export const authorizationServerMetadataSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  revocation_endpoint: z.string(),
  introspection_endpoint: z.string(),
  response_types_supported: z.array(z.string()),
  response_modes_supported: z.array(z.string()),
  grant_types_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  revocation_endpoint_auth_methods_supported: z.array(z.string()),
  introspection_endpoint_auth_methods_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()),
  authorization_response_iss_parameter_supported: z.boolean(),
  service_documentation: z.string(),
});
export type AuthorizationServerMetadata = z.infer<typeof authorizationServerMetadataSchema>;

/** The metadata for an issuer (the platform's public base URL, no trailing slash). */
export function authorizationServerMetadata(issuer: string): AuthorizationServerMetadata {
  const clientAuth = ['client_secret_basic', 'client_secret_post'];
  return {
    issuer,
    authorization_endpoint: `${issuer}/dev/v1/oauth/authorize`,
    token_endpoint: `${issuer}/dev/v1/oauth/token`,
    revocation_endpoint: `${issuer}/dev/v1/oauth/revoke`,
    introspection_endpoint: `${issuer}/dev/v1/oauth/introspect`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: [...clientAuth, 'none'],
    revocation_endpoint_auth_methods_supported: [...clientAuth, 'none'],
    introspection_endpoint_auth_methods_supported: clientAuth,
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [...ALL_SCOPES],
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${issuer}/docs`,
  };
}
