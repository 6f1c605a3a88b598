import { affiliateExamples } from './affiliates';
import { apiKeyExamples } from './api-keys';
import { oauthAppExamples } from './oauth-apps';
import { analyticsExamples } from './analytics';
import { blacklistExamples } from './blacklist';
import { categoryExamples } from './categories';
import { couponExamples } from './coupons';
import { customerExamples } from './customers';
import { buyerEmailExamples } from './buyer-emails';
import { disputeExamples } from './disputes';
import { emailMarketingExamples } from './email-marketing';
import { escrowExamples } from './escrow';
import { identityExamples } from './identity';
import { invoiceExamples } from './invoices';
import { licenseExamples } from './licenses';
import { memberExamples } from './members';
import { messagingExamples } from './messaging';
import { orderExamples } from './orders';
import { paymentLinkExamples } from './payment-links';
import { paymentProviderExamples } from './payment-providers';
import { platformEventExamples } from './platform-events';
import { cryptoWalletExamples } from './crypto-wallets';
import { productGroupExamples } from './product-groups';
import { productExamples } from './products';
import { replacementExamples } from './replacements';
import { resellerApiExamples } from './reseller-api';
import { resellerCampaignExamples } from './reseller-campaigns';
import { resellerPayoutExamples } from './reseller-payouts';
import { resellerProgramExamples } from './reseller-program';
import { resellerStockExamples } from './reseller-stock';
import { securityExamples } from './security';
import { storeExamples } from './store';
import { subscriptionExamples } from './subscriptions';
import { supportExamples } from './support';
import type { RouteExamples } from './types';
import { themeExamples } from './themes';
import { variantExamples } from './variants';
import { webhookExamples } from './webhooks';

export type { ExampleContext, ExampleRequest, RouteExample, RouteExamples } from './types';

function merge(groups: readonly RouteExamples[]): RouteExamples {
  const all: Record<string, RouteExamples[string]> = {};
  for (const group of groups) {
    for (const [route, example] of Object.entries(group)) {
      // A second example for a route would silently replace the first.
      if (route in all) throw new Error(`two examples for ${route}`);
      all[route] = example;
    }
  }
  return all;
}

/** A successful request for every route of the gateway's table, keyed `"METHOD /path/{template}"`. */
export const ROUTE_EXAMPLES: RouteExamples = merge([
  identityExamples,
  apiKeyExamples,
  oauthAppExamples,
  memberExamples,
  productExamples,
  variantExamples,
  couponExamples,
  categoryExamples,
  productGroupExamples,
  webhookExamples,
  platformEventExamples,
  orderExamples,
  invoiceExamples,
  customerExamples,
  licenseExamples,
  disputeExamples,
  subscriptionExamples,
  emailMarketingExamples,
  buyerEmailExamples,
  messagingExamples,
  replacementExamples,
  affiliateExamples,
  analyticsExamples,
  supportExamples,
  blacklistExamples,
  escrowExamples,
  paymentLinkExamples,
  paymentProviderExamples,
  cryptoWalletExamples,
  resellerProgramExamples,
  resellerCampaignExamples,
  resellerStockExamples,
  resellerPayoutExamples,
  securityExamples,
  themeExamples,
  storeExamples,
  resellerApiExamples,
]);

/** Routes of the table with no success example yet, each with the reason; the suite checks it is exact. */
export const ROUTES_WITHOUT_EXAMPLE: Readonly<Record<string, string>> = {};
