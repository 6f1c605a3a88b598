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

  securityNotice: {
    actor: {
      apiKey: (key) => `API-Schlüssel ${key}`,
      app: (name) => `App ${name}`,
      operator: 'Plattformbetreiber',
      system: 'Plattform',
      unknown: 'jemand, der nicht mehr zum Shop gehört',
    },
    subject: {
      providerConnected: (provider, who) => `${provider} wurde mit Ihrem Shop verbunden, von ${who}`,
      providerReplaced: (provider, who) => `Ihr ${provider}-Konto wurde geändert, von ${who}`,
      providerDisconnected: (provider, who) => `Ihr ${provider}-Konto wurde getrennt, von ${who}`,
      walletRegistered: (coin, who) => `Eine Wallet für ${coin} wurde hinterlegt, von ${who}`,
      walletReplaced: (coin, who) => `Ihre Wallet für ${coin} wurde geändert, von ${who}`,
      walletRemoved: (coin, who) => `Ihre Wallet für ${coin} wurde entfernt, von ${who}`,
      keysSubscribed: (who) => `Ihre Lizenzschlüssel gehen jetzt an einen Webhook, angelegt von ${who}`,
      keysMoved: (who) => `Ihre Lizenzschlüssel gehen jetzt an eine andere URL, festgelegt von ${who}`,
    },
    preheader: (shop, when) => `${shop}, ${when}`,
    headingMoney: 'Wohin Ihr Geld geht, hat sich geändert',
    headingKeys: 'Wohin Ihre Lizenzschlüssel gehen, hat sich geändert',
    body: {
      providerConnected: (shop, provider, when) =>
        `Am ${when} wurde ein ${provider}-Konto mit ${shop} verbunden. Zahlungen über ${provider} gehen jetzt auf dieses Konto.`,
      providerReplaced: (shop, provider, when) =>
        `Am ${when} wurde das ${provider}-Konto von ${shop} ersetzt. Zahlungen über ${provider} gehen jetzt auf das Konto, das die neuen Zugangsdaten öffnen.`,
      providerDisconnected: (shop, provider, when) =>
        `Am ${when} wurde das ${provider}-Konto von ${shop} getrennt. Käufer können nicht mehr mit ${provider} bezahlen.`,
      walletRegistered: (shop, coin, when) =>
        `Am ${when} wurde für ${shop} eine Wallet für ${coin} hinterlegt. Käufer, die in ${coin} zahlen, zahlen jetzt dorthin: Prüfen Sie, dass ihre erste Adresse eine ist, die Ihre eigene Wallet anzeigt.`,
      walletReplaced: (shop, coin, when) =>
        `Am ${when} wurde die Wallet für ${coin} von ${shop} ersetzt. Käufer, die in ${coin} zahlen, zahlen jetzt in die neue: Prüfen Sie, dass ihre erste Adresse eine ist, die Ihre eigene Wallet anzeigt.`,
      walletRemoved: (shop, coin, when) =>
        `Am ${when} wurde die Wallet für ${coin} von ${shop} entfernt. Käufer können nicht mehr in ${coin} zahlen.`,
      keysSubscribed: (shop, when) =>
        `Am ${when} wurde ein Webhook von ${shop} so eingerichtet, dass er bezahlte Bestellungen mit ihren Lizenzschlüsseln erhält.`,
      keysMoved: (shop, when) =>
        `Am ${when} wurde ein Webhook von ${shop}, der bezahlte Bestellungen mit ihren Lizenzschlüsseln erhält, auf eine andere URL gerichtet.`,
    },
    label: {
      by: 'Von',
      when: 'Wann',
      account: 'Konto',
      mode: 'Modus',
      live: 'live',
      test: 'Test',
      secretKey: 'Geheimer Schlüssel',
      signingSecret: 'Signaturgeheimnis',
      appSecret: 'App-Geheimnis',
      webhookId: 'Webhook-ID',
      coin: 'Währung',
      firstAddress: 'Erste Adresse',
      fingerprint: 'Fingerabdruck des Schlüssels',
      confirmations: 'Nötige Bestätigungen',
      url: 'URL',
      previousUrl: 'Bisherige URL',
      events: 'Ereignisse',
    },
    ifYou: 'Wenn Sie das waren oder jemand, mit dem Sie zusammenarbeiten, ist nichts zu tun.',
    ifNotMoney:
      'Wenn nicht: Melden Sie sich sofort im Dashboard an, ändern Sie Ihr Passwort, entfernen Sie das Mitglied oder widerrufen Sie den API-Schlüssel, das bzw. der diese Änderung vorgenommen hat, und prüfen Sie die verbundenen Zahlungsanbieter und Krypto-Wallets, bevor weitere Bestellungen bezahlt werden.',
    ifNotKeys:
      'Wenn nicht: Melden Sie sich sofort im Dashboard an, ändern Sie Ihr Passwort, entfernen Sie das Mitglied oder widerrufen Sie den API-Schlüssel, das bzw. der diese Änderung vorgenommen hat, und löschen Sie den Webhook.',
    footer: (shop) =>
      `Sie erhalten diese E-Mail, weil Sie Inhaber oder Administrator von ${shop} sind. Sie lässt sich nicht abschalten: Sie sagt Ihnen, wenn sich ändert, wohin das Geld oder die Lizenzschlüssel des Shops gehen.`,
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
