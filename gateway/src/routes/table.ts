import { apiKeyRoutes } from './api-keys';
import { categoryRoutes } from './categories';
import { couponRoutes } from './coupons';
import { customerRoutes } from './customers';
import { buyerEmailRoutes } from './buyer-emails';
import { disputeRoutes } from './disputes';
import { paymentProviderRoutes } from './payment-providers';
import { cryptoWalletRoutes } from './crypto-wallets';
import { emailMarketingRoutes } from './email-marketing';
import { messagingRoutes } from './messaging';
import { replacementRoutes } from './replacements';
import { affiliateRoutes } from './affiliates';
import { analyticsRoutes } from './analytics';
import { blacklistRoutes } from './blacklist';
import { escrowRoutes } from './escrow';
import { supportRoutes } from './support';
import { paymentLinkRoutes } from './payment-links';
import { identityRoutes } from './identity';
import { licenseRoutes } from './licenses';
import { memberRoutes } from './members';
import { invoiceRoutes, paymentRoutes } from './invoices';
import { oauthAppRoutes } from './oauth-apps';
import { orderRoutes } from './orders';
import { productGroupRoutes } from './product-groups';
import { productRoutes, variantRoutes } from './products';
import { resellerAdminRoutes } from './resellers';
import { resellerApiRoutes } from './reseller-api';
import { type ResolvedRoute, resolveRoute } from './route';
import { securityRoutes } from './security';
import { storeRoutes } from './store';
import { subscriptionRoutes } from './subscriptions';
import { themeRoutes } from './themes';
import { platformEventRoutes } from './platform-events';
import { webhookRoutes } from './webhooks';

/** Every public REST operation the gateway serves. */
export const ROUTE_TABLE: readonly ResolvedRoute[] = [
  ...identityRoutes,
  ...productRoutes,
  ...variantRoutes,
  ...couponRoutes,
  ...categoryRoutes,
  ...productGroupRoutes,
  ...webhookRoutes,
  ...platformEventRoutes,
  ...orderRoutes,
  ...invoiceRoutes,
  ...paymentRoutes,
  ...customerRoutes,
  ...licenseRoutes,
  ...disputeRoutes,
  ...paymentProviderRoutes,
  ...cryptoWalletRoutes,
  ...subscriptionRoutes,
  ...emailMarketingRoutes,
  ...buyerEmailRoutes,
  ...messagingRoutes,
  ...replacementRoutes,
  ...affiliateRoutes,
  ...analyticsRoutes,
  ...supportRoutes,
  ...blacklistRoutes,
  ...escrowRoutes,
  ...paymentLinkRoutes,
  ...resellerAdminRoutes,
  ...securityRoutes,
  ...apiKeyRoutes,
  ...oauthAppRoutes,
  ...memberRoutes,
  ...themeRoutes,
  ...storeRoutes,
]
  .map(resolveRoute)
  // The Reseller API: scope-less, mounted by its own router (gateway/src/reseller).
  .concat(resellerApiRoutes);
