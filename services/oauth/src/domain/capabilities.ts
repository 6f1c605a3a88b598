import { accessibleGroups, type Capabilities, FULL_ACCESS, type Principal } from '@shopforge/contracts';

export interface ShopFeatures {
  enabledPaymentMethods: string[];
  nativeCryptoGateways: string[];
}

/**
 * What the calling credential may do, derived from its scopes and the shop's settings; for an
 * OAuth token, also the app it was issued to.
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
    credential: { type: principal.kind, id: principal.credential_id },
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
