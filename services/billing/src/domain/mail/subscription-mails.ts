import type { MailDocument } from '@shopforge/mail';
import type { StoredInvoice, StoredLine } from '../rows';
import { mailDate } from './mail-date';

/** What the subscription mails say about one subscription. */
export interface SubscriptionFacts {
  productTitle: string;
  /** Each period's charge, decimal text. */
  price: string;
  currency: string;
  interval: string;
  intervalCount: number;
  /** When the current period (or the trial) ends. */
  endsAt: Date;
}

function every(facts: SubscriptionFacts): string {
  const unit = facts.interval.toLowerCase();
  return facts.intervalCount === 1 ? `every ${unit}` : `every ${facts.intervalCount} ${unit}s`;
}

const footer = (shopName: string, productTitle: string) =>
  `You receive this mail because you subscribe to ${productTitle} from ${shopName}.`;

/** A week before a renewal: what will be charged, and when. */
export function renewalUpcomingDocument(facts: SubscriptionFacts, shopName: string): MailDocument {
  const when = mailDate(facts.endsAt);
  return {
    subject: `Your ${facts.productTitle} subscription renews on ${when}`,
    preheader: `${facts.price} ${facts.currency} on ${when}`,
    heading: 'Your subscription renews soon',
    blocks: [
      {
        kind: 'paragraph',
        text: `Your subscription to ${facts.productTitle} renews on ${when} for ${facts.price} ${facts.currency}, ${every(facts)}.`,
      },
      {
        kind: 'paragraph',
        text: `Nothing to do if you want to keep it. To cancel, contact ${shopName} before ${when}.`,
      },
    ],
    footer: footer(shopName, facts.productTitle),
  };
}

/** Before a trial ends: the first charge to come. */
export function trialEndingDocument(facts: SubscriptionFacts, shopName: string): MailDocument {
  const when = mailDate(facts.endsAt);
  return {
    subject: `Your ${facts.productTitle} trial ends on ${when}`,
    preheader: `Then ${facts.price} ${facts.currency} ${every(facts)}`,
    heading: 'Your trial ends soon',
    blocks: [
      {
        kind: 'paragraph',
        text: `Your trial of ${facts.productTitle} ends on ${when}. Then it costs ${facts.price} ${facts.currency}, ${every(facts)}.`,
      },
      {
        kind: 'paragraph',
        text: `Nothing to do if you want to keep it. To cancel, contact ${shopName} before ${when}.`,
      },
    ],
    footer: footer(shopName, facts.productTitle),
  };
}

/** A renewal the buyer pays at the hosted checkout: the invoice and where to pay it. */
export function renewalInvoiceDocument(
  invoice: Pick<StoredInvoice, 'total' | 'currency' | 'expiresAt'> & {
    lines: readonly Pick<StoredLine, 'productTitle'>[];
  },
  context: { shopName: string; payUrl: string },
): MailDocument {
  const amount = `${invoice.total} ${invoice.currency}`;
  const title = invoice.lines[0]?.productTitle ?? 'your subscription';
  const due = invoice.expiresAt ? ` by ${mailDate(invoice.expiresAt)}` : '';
  return {
    subject: `Renew ${title}: ${amount}`,
    preheader: `Pay ${amount}${due} to keep ${title}`,
    heading: 'Your renewal is ready',
    blocks: [
      {
        kind: 'paragraph',
        text: `The next period of ${title} costs ${amount}. Pay it${due} to keep your subscription.`,
      },
      { kind: 'button', label: 'Pay now', url: context.payUrl },
    ],
    footer: footer(context.shopName, title),
  };
}
