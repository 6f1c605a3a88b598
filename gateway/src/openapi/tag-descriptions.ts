/**
 * One line per resource group (the OpenAPI tag each route gets from its first path segment,
 * `tagFor`), for both APIs. A new group needs its line here: the document test refuses a tag
 * without one, and so does the OpenAPI lint in `pnpm lint`.
 */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  // Developer API
  me: 'The credential and shop behind the request: who is calling, with which scopes.',
  products: 'The catalog: products, their variants, serial stock and delivery settings.',
  coupons: 'Discount codes buyers enter at checkout, with their limits and validity.',
  categories: 'Categories that order products on the storefront.',
  groups: 'Product groups: several products shown and sold as one choice.',
  webhooks:
    'Webhook endpoints, their secrets, test events, replays, and the delivery logs with every attempt.',
  events: 'Every event of the shop as its webhooks carry it, kept 30 days: list, filter and read them.',
  orders: 'Orders: create, read, update, fulfil and refund, with line items and delivered goods.',
  invoices: 'Invoices and their timelines: everything that happened to a payment, oldest first.',
  payments: 'Developer payments: a payable invoice and hosted checkout address without fulfilment.',
  customers: 'Customers, their profiles and wallet (balance) entries.',
  licenses: 'License keys issued for products, and their checks, activations and states.',
  disputes: 'Disputes buyers opened with their bank or provider, and their outcomes.',
  'payment-providers': 'The shop’s own payment provider accounts (Stripe, PayPal): connect and disconnect.',
  'crypto-wallets': 'The shop’s own crypto wallets that native crypto payments are paid to.',
  subscriptions: 'Subscriptions: their periods, renewals, trials and cancellation.',
  'email-marketing': 'Email-marketing contacts, consent and suppression, and segments.',
  emails: 'Buyer mail: which mails the shop sends, its mail log, and test sends.',
  telegram: 'Messaging-bot journeys and their runs.',
  'replacement-events': 'Replacements of delivered goods, as an audit trail.',
  affiliates: 'Affiliates who refer buyers, their commissions and payouts.',
  analytics: 'Sales and revenue reports, generated as queued jobs.',
  tickets: 'Support tickets from buyers, with replies.',
  reviews: 'Buyer reviews of completed orders, and the shop’s replies.',
  blacklist: 'Buyers the shop refuses: by email, IP address, country or payment fingerprint.',
  escrow: 'Escrow holds: payments kept until released or refunded.',
  'payment-links': 'Reusable links to pay for a product or an amount.',
  'reseller-program': 'The shop’s reseller program: its terms, tiers and campaigns.',
  resellers: 'Resellers of the shop: invitations, access, stock, sales and payouts.',
  security: 'Security trails: sign-ins, sessions and changes to credentials.',
  'api-keys': 'The shop’s API keys: create with scopes (shown once), change scopes, revoke.',
  'oauth-apps': 'OAuth apps the shop registered: redirect URIs, scopes, client secrets.',
  'oauth-installations': 'Apps installed on the shop, who approved them, and uninstalling them.',
  members: 'The people who sign in to the shop’s dashboard: add them, change their roles, remove them.',
  themes: 'Storefront themes: install, edit, preview and publish.',
  store: 'Store branding, domains and layout.',
  // Reseller API
  balance: 'The reseller’s prepaid balance and its ledger.',
  fulfillments: 'Deliveries to a reseller’s own customer, idempotent by external order id.',
};
