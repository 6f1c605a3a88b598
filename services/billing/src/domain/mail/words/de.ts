import type { RecurringInterval } from '@shopforge/contracts';
import type { MailWords } from './en';

const PER: Record<RecurringInterval, string> = {
  DAY: 'pro Tag',
  WEEK: 'pro Woche',
  MONTH: 'pro Monat',
  YEAR: 'pro Jahr',
};
const UNITS: Record<RecurringInterval, string> = {
  DAY: 'Tage',
  WEEK: 'Wochen',
  MONTH: 'Monate',
  YEAR: 'Jahre',
};

/** Buyer mail in German, addressing the buyer formally (Sie). */
export const de: MailWords = {
  orderFooter: (shop, order) =>
    `Sie erhalten diese E-Mail, weil Sie bei ${shop} die Bestellung ${order} aufgegeben haben.`,
  payNow: 'Jetzt bezahlen',
  delivered: 'Geliefert.',

  receipt: {
    subject: (shop) => `Ihre Bestellung bei ${shop}`,
    preheader: (order, amount) => `Bestellung ${order}: ${amount}`,
    heading: 'Vielen Dank für Ihre Bestellung',
    paymentReceived: (amount) => `Ihre Zahlung über ${amount} ist eingegangen.`,
    deliveryFailed: (line) =>
      `${line}: Die Lieferung ist fehlgeschlagen. Der Shop wurde informiert und meldet sich bei Ihnen.`,
    deliveryPending: (line) => `${line}: Die Lieferung folgt; Sie finden sie auf Ihrer Bestellseite.`,
    behindAccessLink: 'Geliefert: Öffnen Sie unten Ihren Kauf, um ihn anzusehen.',
    downloadWithLink: 'Den Download finden Sie unter „Ihren Kauf öffnen“ weiter unten.',
    licenseKey: (line) => `${line}: Lizenzschlüssel`,
    total: 'Gesamt',
    openPurchase: 'Ihren Kauf öffnen',
    linkWorksUntil: (date, orderUrl) =>
      `Dieser Link ist bis zum ${date} gültig. Ihre Bestellseite: ${orderUrl}`,
    footer: (shop, order) =>
      `Sie erhalten diese E-Mail, weil Sie bei ${shop} die Bestellung ${order} aufgegeben haben. Bewahren Sie sie auf: Sie enthält, was Sie gekauft haben.`,
  },

  subscription: {
    every: (interval, count) => (count === 1 ? PER[interval] : `alle ${count} ${UNITS[interval]}`),
    keepOrCancel: (shop, date) =>
      `Wenn Sie das Abonnement behalten möchten, müssen Sie nichts tun. Um zu kündigen, wenden Sie sich vor dem ${date} an ${shop}.`,
    footer: (shop, product) => `Sie erhalten diese E-Mail, weil Sie ${product} bei ${shop} abonniert haben.`,
  },

  renewalUpcoming: {
    subject: (product, date) => `Ihr Abonnement für ${product} verlängert sich am ${date}`,
    preheader: (amount, date) => `${amount} am ${date}`,
    heading: 'Ihr Abonnement verlängert sich bald',
    body: ({ product, date, amount, every }) =>
      `Ihr Abonnement für ${product} verlängert sich am ${date} für ${amount} ${every}.`,
  },

  trialEnding: {
    subject: (product, date) => `Ihr Testzeitraum für ${product} endet am ${date}`,
    preheader: (amount, every) => `Danach ${amount} ${every}`,
    heading: 'Ihr Testzeitraum endet bald',
    body: ({ product, date, amount, every }) =>
      `Ihr Testzeitraum für ${product} endet am ${date}. Danach kostet das Abonnement ${amount} ${every}.`,
  },

  renewalInvoice: {
    yourSubscription: 'Ihr Abonnement',
    subject: (product, amount) => `${product} verlängern: ${amount}`,
    preheader: ({ product, amount, payBy }) =>
      `Zahlen Sie ${amount}${payBy ? ` bis zum ${payBy}` : ''}, um ${product} zu behalten`,
    heading: 'Ihre Verlängerung ist bereit',
    body: ({ product, amount, payBy }) =>
      `Für ${product} ist der nächste Zeitraum fällig: ${amount}. Bitte zahlen Sie${payBy ? ` bis zum ${payBy}` : ''}, um Ihr Abonnement zu behalten.`,
  },

  refund: {
    subject: (shop, amount) => `Erstattung von ${amount} durch ${shop}`,
    preheader: (order, amount) => `Bestellung ${order}: ${amount} erstattet`,
    headingWhole: 'Ihre Bestellung wurde erstattet',
    headingPart: 'Ein Teil Ihrer Bestellung wurde erstattet',
    body: (shop, amount) =>
      `${shop} hat ${amount} auf Ihre Zahlungsmethode erstattet. Es kann einige Tage dauern, bis der Betrag dort erscheint.`,
    reason: 'Grund',
    viewOrder: 'Bestellung ansehen',
  },

  disputeClosed: {
    subject: (order) => `Ihre Anfechtung zur Bestellung ${order} ist abgeschlossen`,
    preheaderReturned: (amount) => `${amount} geht an Sie zurück`,
    preheaderKept: 'Die Zahlung bleibt bestehen',
    heading: 'Ihre Anfechtung ist abgeschlossen',
    bodyReturned: (shop, amount) =>
      `Ihre Anfechtung der Zahlung von ${amount} an ${shop} wurde zu Ihren Gunsten entschieden: Die Zahlung geht an Sie zurück.`,
    bodyKept: (shop, amount) =>
      `Ihre Anfechtung der Zahlung von ${amount} an ${shop} wurde zugunsten des Shops entschieden: Die Zahlung bleibt bestehen.`,
    questions: (shop) => `Fragen zur Bestellung? Wenden Sie sich an ${shop}.`,
  },

  paymentRequest: {
    yourOrder: 'Ihre Bestellung',
    subject: (shop, amount) => `${shop} bittet Sie um eine Zahlung von ${amount}`,
    preheader: ({ title, amount, payBy }) => `${title}: ${amount}${payBy ? ` bis zum ${payBy}` : ''}`,
    heading: 'Eine Zahlungsaufforderung',
    body: ({ shop, amount, title }) => `${shop} bittet Sie, ${amount} für ${title} zu zahlen.`,
    amount: 'Betrag',
    payBy: 'Zahlbar bis',
    unexpected:
      'Falls Sie diese Aufforderung nicht erwartet haben, ignorieren Sie diese E-Mail: Es wird nichts berechnet, solange Sie nicht zahlen.',
    footer: (shop, payment) =>
      `Sie erhalten diese E-Mail, weil ${shop} die Zahlung ${payment} von dieser Adresse angefordert hat.`,
  },

  resellerDelivery: {
    products: (count) => `${count} Produkte`,
    subject: (shop, what) => `Ihre Lieferung von ${shop}: ${what}`,
    preheader: (reseller) => `Geliefert im Auftrag von ${reseller}`,
    heading: 'Ihre Lieferung',
    body: (shop, reseller) =>
      `${reseller} hat Ihnen Folgendes verkauft, geliefert von ${shop}. Bewahren Sie diese E-Mail auf: Sie enthält, was Sie gekauft haben.`,
    questions: (reseller) => `Fragen? Antworten Sie auf diese E-Mail, um ${reseller} zu erreichen.`,
    footer: (shop, reseller) =>
      `Sie erhalten diese E-Mail, weil ${reseller} einen Kauf bei ${shop} an diese Adresse geliefert hat.`,
  },

  sample: {
    subject: (subject) => `[Test] ${subject}`,
    footer: (shop, template) =>
      `Dies ist ein Test der E-Mail ${template}, die ${shop} an seine Käufer sendet; Bestellung, Codes und Links sind Beispiele.`,
    gameKey: 'Beispiel-Spielschlüssel',
    setupService: 'Beispiel-Einrichtungsservice',
    serviceText: 'Hier erscheint der Text, den der Shop mit einer Dienstleistung liefert.',
    membership: 'Beispiel-Mitgliedschaft',
    refundReason: 'Ein Beispielgrund',
    consultation: 'Beispiel-Beratung',
  },
};
