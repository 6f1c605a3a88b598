import {
  authorizationServerMetadata,
  authorizationServerMetadataSchema,
  introspectAnswerSchema,
  revokeAnswerSchema,
  tokenAnswerSchema,
  tokenEndpointInputSchema,
} from '@shopforge/contracts';
import { internalProcedure, router } from '@shopforge/service-kit';
import { TokenEndpoint } from '../app/token-endpoint';
import type { OauthDeps } from '../deps';

/** `/dev/v1/oauth/token`, `/revoke`, `/introspect` and the RFC 8414 metadata, for the gateway. */
export function oauthTokenRouter(deps: OauthDeps) {
  const endpoint = new TokenEndpoint(deps);
  return router({
    token: internalProcedure
      .input(tokenEndpointInputSchema)
      .output(tokenAnswerSchema)
      .mutation(({ input }) => endpoint.token(input)),
    revoke: internalProcedure
      .input(tokenEndpointInputSchema)
      .output(revokeAnswerSchema)
      .mutation(({ input }) => endpoint.revoke(input)),
    introspect: internalProcedure
      .input(tokenEndpointInputSchema)
      .output(introspectAnswerSchema)
      .mutation(({ input }) => endpoint.introspect(input)),
    metadata: internalProcedure
      .output(authorizationServerMetadataSchema)
      .query(() => authorizationServerMetadata(deps.settings.issuer)),
  });
}
