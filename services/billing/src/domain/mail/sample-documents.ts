import type { BuyerEmailTemplate, MailLocale } from '@shopforge/contracts';
import type { MailDocument } from '@shopforge/mail';
import { ACCESS_LINK_TTL_MS } from './access-link';
import { disputeClosedDocument, refundDocument } from './money-back-mails';
import { paymentRequestDocument } from './payment-request';
import { type ReceiptInvoice, receiptDocument } from './receipt';
import { resellerDeliveryDocument } from './reseller-delivery';
import {
  renewalInvoiceDocument,
  renewalUpcomingDocument,
  type SubscriptionFacts,
  trialEndingDocument,
} from './subscription-mails';
import { type MailWords, wordsFor } from './words';

/** Where sample links point: the platform's own pages, under an order no one can open. */
export interface SampleContext {
  shopName: string;
  publicBaseUrl: string;
  now: Date;
  /** The shop's mail language: a test shows the merchant what their buyers will read. */
  locale: MailLocale;
}

const SAMPLE_ORDER = 'sample-order';
const DAY_MS = 86_400_000;

const sampleInvoice = (words: MailWords): ReceiptInvoice => ({
  uniqid: SAMPLE_ORDER,
  currency: 'USD',
  total: '29.98',
  lines: [
    {
      id: 'sample-line-1',
      productTitle: words.sample.gameKey,
      variantTitle: null,
      productType: 'SERIALS',
      quantity: 1,
      total: '19.99',
      deliveryStatus: 'DELIVERED',
      licenseKeys: ['SAMPLE-KEY-0000-0000'],
      deliveredText: null,
    },
    {
      id: 'sample-line-2',
      productTitle: words.sample.setupService,
      variantTitle: null,
      productType: 'SERVICE',
      quantity: 1,
      total: '9.99',
      deliveryStatus: 'DELIVERED',
      licenseKeys: [],
      deliveredText: words.sample.serviceText,
    },
  ],
});

function sampleSubscription(now: Date, words: MailWords): SubscriptionFacts {
  return {
    productTitle: words.sample.membership,
    price: '9.99',
    currency: 'USD',
    interval: 'MONTH',
    intervalCount: 1,
    endsAt: new Date(now.getTime() + 7 * DAY_MS),
  };
}

/**
 * A template filled with sample data, marked as a test in its subject, so a merchant sees what
 * their buyers get without a real order.
 */
export function sampleDocument(template: BuyerEmailTemplate, context: SampleContext): MailDocument {
  const { shopName, now, locale } = context;
  const words = wordsFor(locale);
  const orderUrl = `${context.publicBaseUrl}/checkout/${SAMPLE_ORDER}`;
  const document = ((): MailDocument => {
    switch (template) {
      case 'receipt':
        return receiptDocument(sampleInvoice(words), {
          shopName,
          orderUrl,
          licenseKeys: new Map(),
          accessUrl: `${context.publicBaseUrl}/access/sample`,
          accessExpiresAt: new Date(now.getTime() + ACCESS_LINK_TTL_MS),
          goodsInMail: true,
          locale,
        });
      case 'renewal_invoice':
        return renewalInvoiceDocument(
          {
            total: '9.99',
            currency: 'USD',
            expiresAt: new Date(now.getTime() + DAY_MS),
            lines: [{ productTitle: words.sample.membership }],
          },
          { shopName, payUrl: orderUrl, locale },
        );
      case 'renewal_upcoming':
        return renewalUpcomingDocument(sampleSubscription(now, words), { shopName, locale });
      case 'trial_ending':
        return trialEndingDocument(sampleSubscription(now, words), { shopName, locale });
      case 'refund':
        return refundDocument(
          {
            amount: '9.99',
            currency: 'USD',
            reason: words.sample.refundReason,
            invoiceUniqid: SAMPLE_ORDER,
            whole: false,
          },
          { shopName, orderUrl, locale },
        );
      case 'dispute_closed':
        return disputeClosedDocument(
          { status: 'WON', amount: '29.98', currency: 'USD', invoiceUniqid: SAMPLE_ORDER },
          { shopName, locale },
        );
      case 'payment_request':
        return paymentRequestDocument(
          {
            title: words.sample.consultation,
            total: '49.00',
            currency: 'USD',
            invoiceUniqid: SAMPLE_ORDER,
            expiresAt: new Date(now.getTime() + DAY_MS),
          },
          { shopName, payUrl: orderUrl, locale },
        );
      case 'reseller_delivery':
        return resellerDeliveryDocument(
          {
            reseller_email: 'reseller@example.com',
            lines: [{ title: words.sample.gameKey, codes: ['SAMPLE-KEY-0000-0000'] }],
          },
          { shopName, locale },
        );
    }
  })();
  return {
    ...document,
    subject: words.sample.subject(document.subject),
    footer: words.sample.footer(shopName, template),
  };
}
