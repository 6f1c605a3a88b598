import type { MailLocale, RecurringInterval } from '@shopforge/contracts';
import type { MailDocument } from '@shopforge/mail';
import type { StoredInvoice, StoredLine } from '../rows';
import { mailDate } from './mail-date';
import { wordsFor } from './words';

/** What the subscription mails say about one subscription. */
export interface SubscriptionFacts {
  productTitle: string;
  /** Each period's charge, decimal text. */
  price: string;
  currency: string;
  interval: RecurringInterval;
  intervalCount: number;
  /** When the current period (or the trial) ends. */
  endsAt: Date;
}

/** Who a subscription mail comes from, and in which language. */
export interface SubscriptionMailContext {
  shopName: string;
  locale: MailLocale;
}

/** What both subscription mails say, in the shop's language. */
function phrasesOf(facts: SubscriptionFacts, context: SubscriptionMailContext) {
  const words = wordsFor(context.locale);
  return {
    words,
    date: mailDate(facts.endsAt, context.locale),
    amount: `${facts.price} ${facts.currency}`,
    every: words.subscription.every(facts.interval, facts.intervalCount),
  };
}

/** A week before a renewal: what will be charged, and when. */
export function renewalUpcomingDocument(
  facts: SubscriptionFacts,
  context: SubscriptionMailContext,
): MailDocument {
  const { words, date, amount, every } = phrasesOf(facts, context);
  return {
    lang: context.locale,
    subject: words.renewalUpcoming.subject(facts.productTitle, date),
    preheader: words.renewalUpcoming.preheader(amount, date),
    heading: words.renewalUpcoming.heading,
    blocks: [
      {
        kind: 'paragraph',
        text: words.renewalUpcoming.body({ product: facts.productTitle, date, amount, every }),
      },
      { kind: 'paragraph', text: words.subscription.keepOrCancel(context.shopName, date) },
    ],
    footer: words.subscription.footer(context.shopName, facts.productTitle),
  };
}

/** Before a trial ends: the first charge to come. */
export function trialEndingDocument(
  facts: SubscriptionFacts,
  context: SubscriptionMailContext,
): MailDocument {
  const { words, date, amount, every } = phrasesOf(facts, context);
  return {
    lang: context.locale,
    subject: words.trialEnding.subject(facts.productTitle, date),
    preheader: words.trialEnding.preheader(amount, every),
    heading: words.trialEnding.heading,
    blocks: [
      {
        kind: 'paragraph',
        text: words.trialEnding.body({ product: facts.productTitle, date, amount, every }),
      },
      { kind: 'paragraph', text: words.subscription.keepOrCancel(context.shopName, date) },
    ],
    footer: words.subscription.footer(context.shopName, facts.productTitle),
  };
}

/** A renewal the buyer pays at the hosted checkout: the invoice and where to pay it. */
export function renewalInvoiceDocument(
  invoice: Pick<StoredInvoice, 'total' | 'currency' | 'expiresAt'> & {
    lines: readonly Pick<StoredLine, 'productTitle'>[];
  },
  context: SubscriptionMailContext & { payUrl: string },
): MailDocument {
  const words = wordsFor(context.locale);
  const amount = `${invoice.total} ${invoice.currency}`;
  const product = invoice.lines[0]?.productTitle ?? words.renewalInvoice.yourSubscription;
  const payBy = invoice.expiresAt ? mailDate(invoice.expiresAt, context.locale) : null;
  return {
    lang: context.locale,
    subject: words.renewalInvoice.subject(product, amount),
    preheader: words.renewalInvoice.preheader({ product, amount, payBy }),
    heading: words.renewalInvoice.heading,
    blocks: [
      { kind: 'paragraph', text: words.renewalInvoice.body({ product, amount, payBy }) },
      { kind: 'button', label: words.payNow, url: context.payUrl },
    ],
    footer: words.subscription.footer(context.shopName, product),
  };
}
