import { createServiceClient } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import type { Connection } from './connection';

export function oauthOperatorClient(connection: Connection) {
  return createServiceClient<OauthRouter>({
    url: connection.oauthUrl,
    credential: { operatorToken: connection.operatorToken },
  });
}
export type OauthOperatorClient = ReturnType<typeof oauthOperatorClient>;
