import type { MailLocale, ResellerDeliveryMail } from '@shopforge/contracts';
import type { MailDocument } from '@shopforge/mail';
import { wordsFor } from './words';

/**
 * Stock a reseller delivered to their customer. It comes from the shop (whose goods they are)
 * and names the reseller, to whom replies go (`Reply-To`): the customer bought from them.
 */
export function resellerDeliveryDocument(
  delivery: Pick<ResellerDeliveryMail, 'lines' | 'reseller_email'>,
  context: { shopName: string; locale: MailLocale },
): MailDocument {
  const words = wordsFor(context.locale);
  const [only, ...more] = delivery.lines;
  const what =
    only && more.length === 0 ? only.title : words.resellerDelivery.products(delivery.lines.length);
  const reseller = delivery.reseller_email;
  return {
    lang: context.locale,
    subject: words.resellerDelivery.subject(context.shopName, what),
    preheader: words.resellerDelivery.preheader(reseller),
    heading: words.resellerDelivery.heading,
    blocks: [
      { kind: 'paragraph', text: words.resellerDelivery.body(context.shopName, reseller) },
      ...delivery.lines.map((line) =>
        line.codes.length > 0
          ? { kind: 'goods' as const, title: line.title, items: line.codes }
          : { kind: 'goods' as const, title: line.title, items: [], note: words.delivered },
      ),
      { kind: 'paragraph', text: words.resellerDelivery.questions(reseller) },
    ],
    footer: words.resellerDelivery.footer(context.shopName, reseller),
  };
}
