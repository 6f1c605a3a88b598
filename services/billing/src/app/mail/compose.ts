import {
  DEFAULT_MAIL_LOCALE,
  isBuyerEmailTemplate,
  type RecurringInterval,
  type ResellerDeliveryMail,
  resellerDeliveryMailSchema,
} from '@shopforge/contracts';
import { defuseLinks, type MailDocument, type OutgoingMail, renderDocument } from '@shopforge/mail';
import { loadInvoice } from '../../db/invoices';
import { licenseKeysByLine } from '../../db/licenses';
import type { MailRow } from '../../db/mail-messages';
import { type MailSettingsRow, readMailSettings } from '../../db/mail-settings';
import { readSubscription } from '../../db/subscriptions';
import type { BillingDeps, BuyerMail } from '../../deps';
import { ACCESS_LINK_TTL_MS, signAccessLink } from '../../domain/mail/access-link';
import { disputeClosedDocument, refundDocument } from '../../domain/mail/money-back-mails';
import { paymentRequestDocument } from '../../domain/mail/payment-request';
import { receiptDocument } from '../../domain/mail/receipt';
import { resellerDeliveryDocument } from '../../domain/mail/reseller-delivery';
import { sampleDocument } from '../../domain/mail/sample-documents';
import { securityNoticeDocument, securityNoticeMailSchema } from '../../domain/mail/security-notice';
import {
  renewalInvoiceDocument,
  renewalUpcomingDocument,
  type SubscriptionFacts,
  trialEndingDocument,
} from '../../domain/mail/subscription-mails';
import { checkoutUrl } from '../../domain/records';
import type { StoredInvoice } from '../../domain/rows';

/** `<id@domain of the sender>`: the same for every attempt at one queued mail. */
export function messageIdOf(mailId: string, from: string): string {
  return `<${mailId}@${from.slice(from.lastIndexOf('@') + 1)}>`;
}

function invoiceOf(row: MailRow): { id: string; uniqid: string } {
  if (!row.invoiceId || !row.invoiceUniqid) throw new Error(`a ${row.template} mail names no invoice`);
  return { id: row.invoiceId, uniqid: row.invoiceUniqid };
}

function resellerDeliveryOf(row: MailRow): ResellerDeliveryMail {
  return resellerDeliveryMailSchema.parse(row.payload);
}

function aboutOf(row: MailRow): string {
  if (!row.aboutId) throw new Error(`a ${row.template} mail names no record`);
  return row.aboutId;
}

async function subscriptionFacts(
  deps: BillingDeps,
  row: MailRow,
  trial: boolean,
): Promise<SubscriptionFacts> {
  if (!row.subscriptionId) throw new Error(`a ${row.template} mail names no subscription`);
  const sub = await readSubscription(deps.sql, row.subscriptionId);
  return {
    productTitle: defuseLinks(sub.productTitle),
    price: String(sub.price),
    currency: sub.currency,
    // Written from the product's RECURRING_INTERVALS when the subscription started.
    interval: sub.interval as RecurringInterval,
    intervalCount: sub.intervalCount,
    endsAt: (trial ? sub.trialEndsAt : sub.currentPeriodEnd) ?? deps.clock.now(),
  };
}

/**
 * An invoice whose merchant-written titles carry no link a mail client would make clickable
 * (docs/email.md "Merchant text"). What a line delivered (codes, a service's text) is the
 * purchase itself and stays as delivered.
 */
function defused(invoice: StoredInvoice): StoredInvoice {
  return {
    ...invoice,
    developerTitle: invoice.developerTitle === null ? null : defuseLinks(invoice.developerTitle),
    lines: invoice.lines.map((line) => ({
      ...line,
      productTitle: defuseLinks(line.productTitle),
      variantTitle: line.variantTitle === null ? null : defuseLinks(line.variantTitle),
    })),
  };
}

/** The rows a mail is written from, its merchant text defused. */
const mailInvoice = async (deps: BillingDeps, id: string) => defused(await loadInvoice(deps.sql, id));

/**
 * The document of a queued mail, from the rows it names as they are now, in the shop's mail
 * language as it is now: a locale changed after a mail was queued applies to it. Everything the
 * merchant wrote goes in defused (`defuseLinks`): the shop's name, titles, a refund's reason.
 */
async function documentOf(
  deps: BillingDeps,
  row: MailRow,
  writtenShopName: string,
  settings: MailSettingsRow | null,
): Promise<MailDocument> {
  const shopName = defuseLinks(writtenShopName);
  const locale = settings?.locale ?? DEFAULT_MAIL_LOCALE;
  // Test sends are of buyer templates only (sendTestEmailInputSchema).
  if (row.test && isBuyerEmailTemplate(row.template))
    return sampleDocument(row.template, {
      shopName,
      publicBaseUrl: deps.settings.publicBaseUrl,
      now: deps.clock.now(),
      locale,
    });
  switch (row.template) {
    case 'receipt': {
      const { id, uniqid } = invoiceOf(row);
      const invoice = await mailInvoice(deps, id);
      const accessExpiresAt = new Date(deps.clock.now().getTime() + ACCESS_LINK_TTL_MS);
      const token = signAccessLink(deps.settings.accessLinkKey, id, accessExpiresAt);
      return receiptDocument(invoice, {
        shopName,
        orderUrl: checkoutUrl(deps.settings.publicBaseUrl, uniqid),
        licenseKeys: await licenseKeysByLine(deps.sql, row.shopId, uniqid),
        accessUrl: `${deps.settings.publicBaseUrl}/access/${token}`,
        accessExpiresAt,
        goodsInMail: settings?.goodsInMail ?? true,
        locale,
      });
    }
    case 'renewal_invoice': {
      const { id, uniqid } = invoiceOf(row);
      return renewalInvoiceDocument(await mailInvoice(deps, id), {
        shopName,
        payUrl: checkoutUrl(deps.settings.publicBaseUrl, uniqid),
        locale,
      });
    }
    case 'renewal_upcoming':
      return renewalUpcomingDocument(await subscriptionFacts(deps, row, false), { shopName, locale });
    case 'trial_ending':
      return trialEndingDocument(await subscriptionFacts(deps, row, true), { shopName, locale });
    case 'refund': {
      const { id, uniqid } = invoiceOf(row);
      const [invoice, refund] = await Promise.all([
        mailInvoice(deps, id),
        deps.prisma.refund.findUnique({ where: { id: aboutOf(row) } }),
      ]);
      if (!refund) throw new Error('the refund of a refund mail is gone');
      return refundDocument(
        {
          amount: refund.amount.toFixed(2),
          currency: invoice.currency,
          reason: refund.reason === null ? null : defuseLinks(refund.reason),
          invoiceUniqid: uniqid,
          whole: invoice.status === 'REFUNDED',
        },
        { shopName, orderUrl: checkoutUrl(deps.settings.publicBaseUrl, uniqid), locale },
      );
    }
    case 'dispute_closed': {
      const dispute = await deps.prisma.dispute.findUnique({ where: { id: aboutOf(row) } });
      if (!dispute || (dispute.status !== 'WON' && dispute.status !== 'LOST'))
        throw new Error('the dispute of a dispute mail is gone or open');
      return disputeClosedDocument(
        {
          status: dispute.status,
          amount: dispute.amount.toFixed(2),
          currency: dispute.currency,
          invoiceUniqid: dispute.invoiceUniqid,
        },
        { shopName, locale },
      );
    }
    case 'payment_request': {
      const { id, uniqid } = invoiceOf(row);
      const invoice = await mailInvoice(deps, id);
      return paymentRequestDocument(
        {
          title: invoice.developerTitle,
          total: invoice.total,
          currency: invoice.currency,
          invoiceUniqid: uniqid,
          expiresAt: invoice.expiresAt,
        },
        { shopName, payUrl: checkoutUrl(deps.settings.publicBaseUrl, uniqid), locale },
      );
    }
    case 'reseller_delivery': {
      const delivery = resellerDeliveryOf(row);
      const lines = delivery.lines.map((line) => ({ ...line, title: defuseLinks(line.title) }));
      return resellerDeliveryDocument({ ...delivery, lines }, { shopName, locale });
    }
    case 'security_notice':
      return securityNoticeDocument(securityNoticeMailSchema.parse(row.payload), { shopName, locale });
  }
}

/**
 * A reseller's customer answers the reseller they bought from, not the shop; a notice goes to the
 * shop's own people, for whom the shop's reply address (its buyers' way to it) means nothing.
 */
function replyToOf(row: MailRow, settings: MailSettingsRow | null): string | null {
  if (row.template === 'security_notice') return null;
  if (row.template === 'reseller_delivery' && !row.test) return resellerDeliveryOf(row).reseller_email;
  return settings?.replyTo ?? null;
}

/** Renders a queued mail, addressed, with its stable Message-ID. */
export async function composeMail(deps: BillingDeps, mail: BuyerMail, row: MailRow): Promise<OutgoingMail> {
  const [shopName, settings, branding] = await Promise.all([
    deps.shops.shopName(row.shopId),
    readMailSettings(deps.sql, row.shopId),
    // The look is decoration: the themes service being down does not hold a receipt back.
    deps.themes.mailBranding(row.shopId).catch((error: unknown) => {
      deps.log.warn({ err: error, shop: row.shopId }, 'mail sent without the shop branding');
      return null;
    }),
  ]);
  const rendered = renderDocument(await documentOf(deps, row, shopName, settings), {
    // Defused in the body like the rest of the merchant's text; the sender's display name keeps
    // the name as written (clients show it, they do not make links of it).
    shopName: defuseLinks(shopName),
    accentColor: branding?.primary_color ?? null,
  });
  return {
    messageId: messageIdOf(row.id, mail.from),
    from: { name: shopName, address: mail.from },
    replyTo: replyToOf(row, settings),
    to: row.recipient,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
  };
}
