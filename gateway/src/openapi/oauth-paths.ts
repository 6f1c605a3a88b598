import {
  authorizeParamsSchema,
  introspectionSchema,
  oauthErrorSchema,
  oauthTokenResponseSchema,
} from '@shopforge/contracts';
import { z } from 'zod';
import type { SchemaRegistry } from './schemas';
import type {
  OperationObject,
  PathItemObject,
  ResponseObject,
  SchemaObject,
  SecurityRequirement,
  SecuritySchemeObject,
} from './types';

/**
 * The OAuth 2.0 endpoints apps call (docs/oauth.md). They answer RFC 6749 JSON, not the API's
 * error envelope, and the authorize endpoint answers pages and redirects, so they are written
 * here rather than generated from the route table; `x-error-format: oauth2` tells tools (and the
 * fuzz suite) that their errors are RFC 6749's. RFC 8414 metadata lists them too.
 */
export const OAUTH_CLIENT_SCHEME = 'oauthClientBasic';
export const OAUTH_CLIENT_SECURITY_SCHEME: SecuritySchemeObject = {
  type: 'http',
  scheme: 'basic',
  description:
    'A confidential OAuth app authenticates at the token, revocation and introspection endpoints with `Authorization: Basic base64(client_id:client_secret)` (RFC 6749 §2.3.1; `client_id`/`client_secret` in the body also work). Public apps send only `client_id`, with PKCE.',
};

const OAUTH_TAG = 'oauth';
export const OAUTH_TAG_DESCRIPTION =
  'OAuth 2.0 for installable apps: the authorization-code flow with PKCE, rotating refresh tokens, revocation and introspection (RFC 6749, 7636, 7009, 7662; metadata at /.well-known/oauth-authorization-server).';

const tokenRequestSchema = z.union([
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string(),
    redirect_uri: z.string(),
    code_verifier: z.string().optional().describe('PKCE (RFC 7636): required for public apps.'),
    client_id: z.string().optional(),
    client_secret: z.string().optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string(),
    client_id: z.string().optional(),
    client_secret: z.string().optional(),
  }),
]);
const tokenParamSchema = z.object({
  token: z.string(),
  token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

export function buildOauthPaths(registry: SchemaRegistry): Record<string, PathItemObject> {
  const json = (schema: z.ZodType, name: string) => registry.convert(schema, 'output', name);
  const errorSchema = json(oauthErrorSchema, 'OauthError');
  const errors: Record<string, ResponseObject> = {
    '400': {
      description: 'RFC 6749 §5.2 error (`invalid_request`, `invalid_grant`, `unsupported_grant_type`, …).',
      content: { [JSON_TYPE]: { schema: errorSchema } },
    },
    '401': {
      description:
        '`invalid_client`: the client could not be authenticated (with `WWW-Authenticate: Basic`).',
      content: { [JSON_TYPE]: { schema: errorSchema } },
    },
  };
  // Basic client authentication, or none (a public app, or credentials in the body).
  const clientSecurity: SecurityRequirement[] = [{ [OAUTH_CLIENT_SCHEME]: [] }, {}];
  const bodyOf = (schema: z.ZodType, name: string) => {
    const converted = registry.convert(schema, 'input', name);
    return { required: true, content: { [FORM]: { schema: converted }, [JSON_TYPE]: { schema: converted } } };
  };
  const endpoint = (operation: Omit<OperationObject, 'tags'>): OperationObject => ({
    ...operation,
    tags: [OAUTH_TAG],
    'x-error-format': 'oauth2',
  });

  const authorizeParameters = Object.entries(
    registry.convert(authorizeParamsSchema, 'input', 'OauthAuthorizeParams').properties as Record<
      string,
      SchemaObject
    >,
  ).map(([name, schema]) => ({
    name,
    in: 'query' as const,
    required: ['response_type', 'client_id', 'redirect_uri'].includes(name),
    schema,
  }));

  return {
    '/dev/v1/oauth/authorize': {
      get: endpoint({
        operationId: 'oauthAuthorize',
        summary:
          'The authorization endpoint a merchant’s browser is sent to (`response_type=code`, PKCE S256): sign-in, then the consent page; approving redirects to `redirect_uri` with `code` and `state`, denying with `error=access_denied`.',
        parameters: authorizeParameters,
        responses: {
          '200': {
            description: 'The sign-in or consent page.',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
          '303': {
            description: 'Back to `redirect_uri` with `code` and `state`, or an RFC 6749 §4.1.2.1 `error`.',
          },
          '400': {
            description:
              'An unknown client or an unregistered `redirect_uri`: an error page, nothing is redirected.',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
        },
        security: [],
      }),
    },
    '/dev/v1/oauth/token': {
      post: endpoint({
        operationId: 'oauthToken',
        summary:
          'Exchanges an authorization code (with the PKCE verifier) or a refresh token for an access token (`shpat_…`, 1 hour) and a new refresh token; each refresh token works once.',
        requestBody: bodyOf(tokenRequestSchema, 'OauthTokenRequest'),
        responses: {
          '200': {
            description: 'RFC 6749 §5.1 token response.',
            content: { [JSON_TYPE]: { schema: json(oauthTokenResponseSchema, 'OauthTokenResponse') } },
          },
          ...errors,
        },
        security: clientSecurity,
      }),
    },
    '/dev/v1/oauth/revoke': {
      post: endpoint({
        operationId: 'oauthRevoke',
        summary: 'Revokes an access or refresh token (RFC 7009): 200 whether or not it was known.',
        requestBody: bodyOf(tokenParamSchema, 'OauthTokenParam'),
        responses: {
          '200': {
            description: 'Revoked (or unknown).',
            content: { [JSON_TYPE]: { schema: { type: 'object' } } },
          },
          ...errors,
        },
        security: clientSecurity,
      }),
    },
    '/dev/v1/oauth/introspect': {
      post: endpoint({
        operationId: 'oauthIntrospect',
        summary:
          'Tells an app whether one of its tokens is active, and for which shop and scopes (RFC 7662).',
        requestBody: bodyOf(tokenParamSchema, 'OauthIntrospectParam'),
        responses: {
          '200': {
            description: 'RFC 7662 §2.2 answer.',
            content: { [JSON_TYPE]: { schema: json(introspectionSchema, 'OauthIntrospection') } },
          },
          ...errors,
        },
        security: clientSecurity,
      }),
    },
  };
}
