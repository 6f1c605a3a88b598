import { healthProcedure, router } from '@shopforge/service-kit';
import { customersRouter } from './routers/customers';
import { buyerAccessRouter } from './routers/buyer-access';
import { buyerEmailsRouter, mailNotificationsRouter } from './routers/buyer-emails';
import { disputesRouter } from './routers/disputes';
import { paymentLinksRouter } from './routers/payment-links';
import { licensesRouter } from './routers/licenses';
import { subscriptionsRouter } from './routers/subscriptions';
import { emailMarketingRouter } from './routers/email-marketing';
import { messagingRouter } from './routers/messaging';
import { replacementsRouter } from './routers/replacements';
import { affiliatesRouter } from './routers/affiliates';
import { analyticsRouter } from './routers/analytics';
import { blacklistRouter } from './routers/blacklist';
import { buyerSupportRouter } from './routers/buyer-support';
import { escrowRouter } from './routers/escrow';
import { reviewsRouter } from './routers/reviews';
import { ticketsRouter } from './routers/tickets';
import type { BillingDeps } from './deps';
import { checkoutRouter, providerWebhooksRouter, testProviderRouter } from './routers/checkout';
import { invoicesRouter } from './routers/invoices';
import { operatorRouter } from './routers/operator';
import { ordersRouter } from './routers/orders';
import { paymentProvidersRouter } from './routers/payment-providers';
import { cryptoWalletsRouter } from './routers/crypto-wallets';
import { paymentsRouter } from './routers/payments';

export function createBillingRouter(deps: BillingDeps) {
  return router({
    health: healthProcedure('billing', () => deps.prisma.$queryRaw`SELECT 1`),
    orders: ordersRouter(deps),
    invoices: invoicesRouter(deps),
    payments: paymentsRouter(deps),
    paymentProviders: paymentProvidersRouter(deps),
    cryptoWallets: cryptoWalletsRouter(deps),
    checkout: checkoutRouter(deps),
    testProvider: testProviderRouter(deps),
    providerWebhooks: providerWebhooksRouter(deps),
    operator: operatorRouter(deps),
    customers: customersRouter(deps),
    licenses: licensesRouter(deps),
    disputes: disputesRouter(deps),
    paymentLinks: paymentLinksRouter(deps),
    subscriptions: subscriptionsRouter(deps),
    emailMarketing: emailMarketingRouter(deps),
    buyerEmails: buyerEmailsRouter(deps),
    mailNotifications: mailNotificationsRouter(deps),
    buyerAccess: buyerAccessRouter(deps),
    messaging: messagingRouter(deps),
    replacements: replacementsRouter(deps),
    affiliates: affiliatesRouter(deps),
    analytics: analyticsRouter(deps),
    tickets: ticketsRouter(deps),
    reviews: reviewsRouter(deps),
    blacklist: blacklistRouter(deps),
    escrow: escrowRouter(deps),
    buyerSupport: buyerSupportRouter(deps),
  });
}

export type BillingRouter = ReturnType<typeof createBillingRouter>;
