import type { RecurringInterval } from '@shopforge/contracts';

/**
 * Every word of buyer mail in English. Its shape is the type every other language's catalogue
 * must satisfy (`MailWords`), so a phrase added here and missing in one of them fails `tsc`.
 * Phrases with values in them are functions: each language orders the values as its grammar
 * needs, and no mail glues sentence fragments together.
 */
export const en = {
  /** Why a mail about one order reached the buyer. */
  orderFooter: (shop: string, order: string) =>
    `You receive this mail because you placed order ${order} with ${shop}.`,
  payNow: 'Pay now',
  delivered: 'Delivered.',

  receipt: {
    subject: (shop: string) => `Your order from ${shop}`,
    preheader: (order: string, amount: string) => `Order ${order}: ${amount}`,
    heading: 'Thank you for your order',
    paymentReceived: (amount: string) => `Your payment of ${amount} was received.`,
    deliveryFailed: (line: string) =>
      `${line}: delivery did not succeed. The shop has been told and will get back to you.`,
    deliveryPending: (line: string) => `${line}: on its way; you will find it on your order page.`,
    behindAccessLink: 'Delivered: open your purchase below to see it.',
    downloadWithLink: 'Download it from your purchase: Open your purchase, below.',
    licenseKey: (line: string) => `${line}: license key`,
    total: 'Total',
    openPurchase: 'Open your purchase',
    linkWorksUntil: (date: string, orderUrl: string) =>
      `This link works until ${date}. Your order page: ${orderUrl}`,
    footer: (shop: string, order: string) =>
      `You receive this mail because you placed order ${order} with ${shop}. Keep it: it holds what you bought.`,
  },

  subscription: {
    /** How often a subscription charges: `every month`, `every 3 months`. */
    every: (interval: RecurringInterval, count: number) => {
      const unit = interval.toLowerCase();
      return count === 1 ? `every ${unit}` : `every ${count} ${unit}s`;
    },
    keepOrCancel: (shop: string, date: string) =>
      `Nothing to do if you want to keep it. To cancel, contact ${shop} before ${date}.`,
    footer: (shop: string, product: string) =>
      `You receive this mail because you subscribe to ${product} from ${shop}.`,
  },

  renewalUpcoming: {
    subject: (product: string, date: string) => `Your ${product} subscription renews on ${date}`,
    preheader: (amount: string, date: string) => `${amount} on ${date}`,
    heading: 'Your subscription renews soon',
    body: (facts: { product: string; date: string; amount: string; every: string }) =>
      `Your subscription to ${facts.product} renews on ${facts.date} for ${facts.amount}, ${facts.every}.`,
  },

  trialEnding: {
    subject: (product: string, date: string) => `Your ${product} trial ends on ${date}`,
    preheader: (amount: string, every: string) => `Then ${amount} ${every}`,
    heading: 'Your trial ends soon',
    body: (facts: { product: string; date: string; amount: string; every: string }) =>
      `Your trial of ${facts.product} ends on ${facts.date}. Then it costs ${facts.amount}, ${facts.every}.`,
  },

  renewalInvoice: {
    /** Stands for the product when the renewal names none. */
    yourSubscription: 'your subscription',
    subject: (product: string, amount: string) => `Renew ${product}: ${amount}`,
    /** `payBy` null: the renewal can be paid at any time. */
    preheader: (facts: { product: string; amount: string; payBy: string | null }) =>
      `Pay ${facts.amount}${facts.payBy ? ` by ${facts.payBy}` : ''} to keep ${facts.product}`,
    heading: 'Your renewal is ready',
    body: (facts: { product: string; amount: string; payBy: string | null }) =>
      `The next period of ${facts.product} costs ${facts.amount}. Pay it${facts.payBy ? ` by ${facts.payBy}` : ''} to keep your subscription.`,
  },

  refund: {
    subject: (shop: string, amount: string) => `Refund of ${amount} from ${shop}`,
    preheader: (order: string, amount: string) => `Order ${order}: ${amount} refunded`,
    headingWhole: 'Your order was refunded',
    headingPart: 'Part of your order was refunded',
    body: (shop: string, amount: string) =>
      `${shop} refunded ${amount} to the way you paid. It can take a few days to show there.`,
    reason: 'Reason',
    viewOrder: 'View your order',
  },

  disputeClosed: {
    subject: (order: string) => `Your dispute about order ${order} is closed`,
    preheaderReturned: (amount: string) => `${amount} goes back to you`,
    preheaderKept: 'The payment stands',
    heading: 'Your dispute is closed',
    bodyReturned: (shop: string, amount: string) =>
      `The dispute you opened about your payment of ${amount} to ${shop} was decided in your favour: the payment goes back to you.`,
    bodyKept: (shop: string, amount: string) =>
      `The dispute you opened about your payment of ${amount} to ${shop} was decided for the shop: the payment stands.`,
    questions: (shop: string) => `Questions about the order? Contact ${shop}.`,
  },

  paymentRequest: {
    /** Stands for what is paid for when the payment has no title. */
    yourOrder: 'your order',
    subject: (shop: string, amount: string) => `${shop} asks you to pay ${amount}`,
    /** `payBy` null: the payment does not expire. */
    preheader: (facts: { title: string; amount: string; payBy: string | null }) =>
      `${facts.title}: ${facts.amount}${facts.payBy ? ` by ${facts.payBy}` : ''}`,
    heading: 'A payment request',
    body: (facts: { shop: string; amount: string; title: string }) =>
      `${facts.shop} asks you to pay ${facts.amount} for ${facts.title}.`,
    amount: 'Amount',
    payBy: 'Pay by',
    unexpected: 'If you did not expect this request, ignore this mail: nothing is charged until you pay.',
    footer: (shop: string, payment: string) =>
      `You receive this mail because ${shop} requested payment ${payment} from this address.`,
  },

  resellerDelivery: {
    /** What the subject names when a delivery holds several products. */
    products: (count: number) => `${count} products`,
    subject: (shop: string, what: string) => `Your ${what} from ${shop}`,
    preheader: (reseller: string) => `Delivered for ${reseller}`,
    heading: 'Your delivery',
    body: (shop: string, reseller: string) =>
      `${reseller} sold you the following, delivered by ${shop}. Keep this mail: it holds what you bought.`,
    questions: (reseller: string) => `Questions? Reply to this mail to reach ${reseller}.`,
    footer: (shop: string, reseller: string) =>
      `You receive this mail because ${reseller} delivered a purchase from ${shop} to this address.`,
  },

  /**
   * A notice to the shop's owners and admins that where its money or license keys go changed
   * (docs/email.md "Notices to the shop's owners"). Actors are named without an article: they
   * follow "by" in a subject and stand alone in the facts.
   */
  securityNotice: {
    actor: {
      apiKey: (key: string) => `API key ${key}`,
      app: (name: string) => `app ${name}`,
      operator: 'the platform operator',
      system: 'the platform',
      unknown: 'someone no longer on the shop',
    },
    subject: {
      providerConnected: (provider: string, who: string) =>
        `${provider} was connected to your shop by ${who}`,
      providerReplaced: (provider: string, who: string) => `Your ${provider} account was changed by ${who}`,
      providerDisconnected: (provider: string, who: string) =>
        `Your ${provider} account was disconnected by ${who}`,
      walletRegistered: (coin: string, who: string) => `A wallet for ${coin} was registered by ${who}`,
      walletReplaced: (coin: string, who: string) => `Your wallet for ${coin} was changed by ${who}`,
      walletRemoved: (coin: string, who: string) => `Your wallet for ${coin} was removed by ${who}`,
      keysSubscribed: (who: string) => `Your license keys now go to a webhook added by ${who}`,
      keysMoved: (who: string) => `Your license keys now go to a URL set by ${who}`,
    },
    preheader: (shop: string, when: string) => `${shop}, ${when}`,
    headingMoney: 'Where your money goes has changed',
    headingKeys: 'Where your license keys go has changed',
    body: {
      providerConnected: (shop: string, provider: string, when: string) =>
        `A ${provider} account was connected to ${shop} on ${when}. Payments through ${provider} now go to that account.`,
      providerReplaced: (shop: string, provider: string, when: string) =>
        `The ${provider} account of ${shop} was replaced on ${when}. Payments through ${provider} now go to the account the new credentials open.`,
      providerDisconnected: (shop: string, provider: string, when: string) =>
        `The ${provider} account of ${shop} was disconnected on ${when}. Buyers can no longer pay with ${provider}.`,
      walletRegistered: (shop: string, coin: string, when: string) =>
        `A wallet for ${coin} was registered for ${shop} on ${when}. Buyers paying in ${coin} now pay into it: check that its first address is one your own wallet shows.`,
      walletReplaced: (shop: string, coin: string, when: string) =>
        `The wallet for ${coin} of ${shop} was replaced on ${when}. Buyers paying in ${coin} now pay into the new one: check that its first address is one your own wallet shows.`,
      walletRemoved: (shop: string, coin: string, when: string) =>
        `The wallet for ${coin} of ${shop} was removed on ${when}. Buyers can no longer pay in ${coin}.`,
      keysSubscribed: (shop: string, when: string) =>
        `A webhook of ${shop} was set on ${when} to receive paid orders with their license keys.`,
      keysMoved: (shop: string, when: string) =>
        `A webhook of ${shop} that receives paid orders with their license keys was pointed at another URL on ${when}.`,
    },
    label: {
      by: 'By',
      when: 'When',
      account: 'Account',
      mode: 'Mode',
      live: 'live',
      test: 'test',
      secretKey: 'Secret key',
      signingSecret: 'Signing secret',
      appSecret: 'App secret',
      webhookId: 'Webhook ID',
      coin: 'Coin',
      firstAddress: 'First address',
      fingerprint: 'Key fingerprint',
      confirmations: 'Confirmations needed',
      url: 'URL',
      previousUrl: 'Previous URL',
      events: 'Events',
    },
    ifYou: 'If this was you or someone you work with, there is nothing to do.',
    ifNotMoney:
      'If it was not: sign in to the dashboard at once, change your password, remove the member or revoke the API key that made this change, and check the connected payment providers and crypto wallets before more orders are paid.',
    ifNotKeys:
      'If it was not: sign in to the dashboard at once, change your password, remove the member or revoke the API key that made this change, and delete the webhook.',
    footer: (shop: string) =>
      `You receive this mail because you are an owner or admin of ${shop}. It cannot be turned off: it tells you when where the shop's money or license keys go changes.`,
  },

  /** A test send (`POST /dev/v1/emails/test`): its marks and its sample data. */
  sample: {
    subject: (subject: string) => `[Test] ${subject}`,
    footer: (shop: string, template: string) =>
      `This is a test of the ${template} mail ${shop} sends its buyers; its order, codes and links are samples.`,
    gameKey: 'Sample game key',
    setupService: 'Sample setup service',
    serviceText: 'This is where the text the shop delivers with a service appears.',
    membership: 'Sample membership',
    refundReason: 'A sample reason',
    consultation: 'Sample consultation',
  },
};

/** The words of buyer mail in one language. */
export type MailWords = typeof en;
