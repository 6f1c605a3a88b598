import { accessibleGroups, type Capabilities, FULL_ACCESS, type Principal } from '@shopforge/contracts';

export interface ShopFeatures {
  enabledPaymentMethods: string[];
  nativeCryptoGateways: string[];
}

/**
 * What the calling credential may do, derived from its scopes and the shop's settings; for an
 * OAuth token, also the app it was issued to; for a dashboard token, its session, member and when
 * the member last proved who they are.
 */
export function describeCapabilities(
  principal: Principal,
  shop: ShopFeatures,
  oauthClient: { clientId: string; name: string } | null,
): Capabilities {
  const { readable, writable } = accessibleGroups(principal.scopes);
  return {
    scopes: principal.scopes,
    fullAccess: principal.scopes.includes(FULL_ACCESS),
    readable,
    writable,
    credential:
      principal.kind === 'member_session' && principal.member_id
        ? {
            type: principal.kind,
            id: principal.credential_id,
            memberId: principal.member_id,
            ...(typeof principal.authenticated_at === 'number'
              ? { authenticatedAt: principal.authenticated_at }
              : {}),
          }
        : { type: principal.kind, id: principal.credential_id },
    enabledPaymentMethods: shop.enabledPaymentMethods,
    features: {
      nativeCryptoCheckout: {
        enabled: shop.nativeCryptoGateways.length > 0,
        gateways: shop.nativeCryptoGateways,
      },
    },
    oauthClient,
  };
}
