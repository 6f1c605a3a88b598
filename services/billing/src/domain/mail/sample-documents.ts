import type { BuyerEmailTemplate } from '@shopforge/contracts';
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

/** Where sample links point: the platform's own pages, under an order no one can open. */
export interface SampleContext {
  shopName: string;
  publicBaseUrl: string;
  now: Date;
}

const SAMPLE_ORDER = 'sample-order';
const DAY_MS = 86_400_000;

const sampleInvoice: ReceiptInvoice = {
  uniqid: SAMPLE_ORDER,
  currency: 'USD',
  total: '29.98',
  lines: [
    {
      id: 'sample-line-1',
      productTitle: 'Sample game key',
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
      productTitle: 'Sample setup service',
      variantTitle: null,
      productType: 'SERVICE',
      quantity: 1,
      total: '9.99',
      deliveryStatus: 'DELIVERED',
      licenseKeys: [],
      deliveredText: 'This is where the text the shop delivers with a service appears.',
    },
  ],
};

function sampleSubscription(now: Date): SubscriptionFacts {
  return {
    productTitle: 'Sample membership',
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
  const { shopName, now } = context;
  const orderUrl = `${context.publicBaseUrl}/checkout/${SAMPLE_ORDER}`;
  const document = ((): MailDocument => {
    switch (template) {
      case 'receipt':
        return receiptDocument(sampleInvoice, {
          shopName,
          orderUrl,
          licenseKeys: new Map(),
          accessUrl: `${context.publicBaseUrl}/access/sample`,
          accessExpiresAt: new Date(now.getTime() + ACCESS_LINK_TTL_MS),
          goodsInMail: true,
        });
      case 'renewal_invoice':
        return renewalInvoiceDocument(
          {
            total: '9.99',
            currency: 'USD',
            expiresAt: new Date(now.getTime() + DAY_MS),
            lines: [{ productTitle: 'Sample membership' }],
          },
          { shopName, payUrl: orderUrl },
        );
      case 'renewal_upcoming':
        return renewalUpcomingDocument(sampleSubscription(now), shopName);
      case 'trial_ending':
        return trialEndingDocument(sampleSubscription(now), shopName);
      case 'refund':
        return refundDocument(
          {
            amount: '9.99',
            currency: 'USD',
            reason: 'A sample reason',
            invoiceUniqid: SAMPLE_ORDER,
            whole: false,
          },
          { shopName, orderUrl },
        );
      case 'dispute_closed':
        return disputeClosedDocument(
          { status: 'WON', amount: '29.98', currency: 'USD', invoiceUniqid: SAMPLE_ORDER },
          { shopName },
        );
      case 'payment_request':
        return paymentRequestDocument(
          {
            title: 'Sample consultation',
            total: '49.00',
            currency: 'USD',
            invoiceUniqid: SAMPLE_ORDER,
            expiresAt: new Date(now.getTime() + DAY_MS),
          },
          { shopName, payUrl: orderUrl },
        );
      case 'reseller_delivery':
        return resellerDeliveryDocument(
          {
            reseller_email: 'reseller@example.com',
            lines: [{ title: 'Sample game key', codes: ['SAMPLE-KEY-0000-0000'] }],
          },
          { shopName },
        );
    }
  })();
  return {
    ...document,
    subject: `[Test] ${document.subject}`,
    footer: `This is a test of the ${template} mail ${shopName} sends its buyers; its order, codes and links are samples.`,
  };
}
