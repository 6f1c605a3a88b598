import type { RecurringInterval } from '@shopforge/contracts';
import type { MailWords } from './en';

const PER: Record<RecurringInterval, string> = {
  DAY: 'par jour',
  WEEK: 'par semaine',
  MONTH: 'par mois',
  YEAR: 'par an',
};
/** `semaine` is feminine, hence `toutes les`. */
const EVERY: Record<RecurringInterval, (count: number) => string> = {
  DAY: (count) => `tous les ${count} jours`,
  WEEK: (count) => `toutes les ${count} semaines`,
  MONTH: (count) => `tous les ${count} mois`,
  YEAR: (count) => `tous les ${count} ans`,
};

/** Buyer mail in French, addressing the buyer formally (vous). */
export const fr: MailWords = {
  orderFooter: (shop, order) =>
    `Vous recevez ce message car vous avez passé la commande ${order} chez ${shop}.`,
  payNow: 'Payer maintenant',
  delivered: 'Livré.',

  receipt: {
    subject: (shop) => `Votre commande chez ${shop}`,
    preheader: (order, amount) => `Commande ${order} : ${amount}`,
    heading: 'Merci pour votre commande',
    paymentReceived: (amount) => `Votre paiement de ${amount} a bien été reçu.`,
    deliveryFailed: (line) =>
      `${line} : la livraison a échoué. La boutique a été prévenue et reviendra vers vous.`,
    deliveryPending: (line) =>
      `${line} : livraison en cours ; elle apparaîtra sur la page de votre commande.`,
    behindAccessLink: 'Livré : ouvrez votre achat ci-dessous pour le voir.',
    downloadWithLink: 'À télécharger depuis votre achat : « Ouvrir votre achat », ci-dessous.',
    licenseKey: (line) => `${line} : clé de licence`,
    total: 'Total',
    openPurchase: 'Ouvrir votre achat',
    linkWorksUntil: (date, orderUrl) =>
      `Ce lien est valable jusqu’au ${date}. Page de votre commande : ${orderUrl}`,
    footer: (shop, order) =>
      `Vous recevez ce message car vous avez passé la commande ${order} chez ${shop}. Conservez-le : il contient ce que vous avez acheté.`,
  },

  subscription: {
    every: (interval, count) => (count === 1 ? PER[interval] : EVERY[interval](count)),
    keepOrCancel: (shop, date) =>
      `Vous n’avez rien à faire pour conserver votre abonnement. Pour le résilier, contactez ${shop} avant le ${date}.`,
    footer: (shop, product) =>
      `Vous recevez ce message car vous avez un abonnement à ${product} chez ${shop}.`,
  },

  renewalUpcoming: {
    subject: (product, date) => `Votre abonnement à ${product} sera renouvelé le ${date}`,
    preheader: (amount, date) => `${amount} le ${date}`,
    heading: 'Votre abonnement sera bientôt renouvelé',
    body: ({ product, date, amount, every }) =>
      `Votre abonnement à ${product} sera renouvelé le ${date} pour ${amount} ${every}.`,
  },

  trialEnding: {
    subject: (product, date) => `Votre essai de ${product} se termine le ${date}`,
    preheader: (amount, every) => `Ensuite ${amount} ${every}`,
    heading: 'Votre essai se termine bientôt',
    body: ({ product, date, amount, every }) =>
      `Votre essai de ${product} se termine le ${date}. Ensuite, l’abonnement coûte ${amount} ${every}.`,
  },

  renewalInvoice: {
    yourSubscription: 'votre abonnement',
    subject: (product, amount) => `Renouveler ${product} : ${amount}`,
    preheader: ({ product, amount, payBy }) =>
      `Payez ${amount}${payBy ? ` avant le ${payBy}` : ''} pour conserver ${product}`,
    heading: 'Votre renouvellement est prêt',
    body: ({ product, amount, payBy }) =>
      `La prochaine période de ${product} coûte ${amount}. Réglez-la${payBy ? ` avant le ${payBy}` : ''} pour conserver votre abonnement.`,
  },

  refund: {
    subject: (shop, amount) => `Remboursement de ${amount} par ${shop}`,
    preheader: (order, amount) => `Commande ${order} : ${amount} remboursés`,
    headingWhole: 'Votre commande a été remboursée',
    headingPart: 'Une partie de votre commande a été remboursée',
    body: (shop, amount) =>
      `${shop} a remboursé ${amount} sur votre moyen de paiement. Le remboursement peut mettre quelques jours à y apparaître.`,
    reason: 'Motif',
    viewOrder: 'Voir votre commande',
  },

  disputeClosed: {
    subject: (order) => `Votre litige concernant la commande ${order} est clos`,
    preheaderReturned: (amount) => `${amount} vous sont restitués`,
    preheaderKept: 'Le paiement est maintenu',
    heading: 'Votre litige est clos',
    bodyReturned: (shop, amount) =>
      `Le litige que vous avez ouvert concernant votre paiement de ${amount} à ${shop} a été tranché en votre faveur : le paiement vous est restitué.`,
    bodyKept: (shop, amount) =>
      `Le litige que vous avez ouvert concernant votre paiement de ${amount} à ${shop} a été tranché en faveur de la boutique : le paiement est maintenu.`,
    questions: (shop) => `Des questions sur la commande ? Contactez ${shop}.`,
  },

  paymentRequest: {
    yourOrder: 'votre commande',
    subject: (shop, amount) => `${shop} vous demande de payer ${amount}`,
    preheader: ({ title, amount, payBy }) => `${title} : ${amount}${payBy ? ` avant le ${payBy}` : ''}`,
    heading: 'Une demande de paiement',
    body: ({ shop, amount, title }) => `${shop} vous demande de payer ${amount} pour ${title}.`,
    amount: 'Montant',
    payBy: 'À régler avant le',
    unexpected:
      'Si vous n’attendiez pas cette demande, ignorez ce message : rien ne vous est prélevé tant que vous ne payez pas.',
    footer: (shop, payment) =>
      `Vous recevez ce message car ${shop} a demandé le paiement ${payment} à cette adresse.`,
  },

  resellerDelivery: {
    products: (count) => `${count} produits`,
    subject: (shop, what) => `Votre livraison par ${shop} : ${what}`,
    preheader: (reseller) => `Livré pour le compte de ${reseller}`,
    heading: 'Votre livraison',
    body: (shop, reseller) =>
      `${reseller} vous a vendu ce qui suit, livré par ${shop}. Conservez ce message : il contient ce que vous avez acheté.`,
    questions: (reseller) => `Des questions ? Répondez à ce message pour joindre ${reseller}.`,
    footer: (shop, reseller) =>
      `Vous recevez ce message car ${reseller} a livré à cette adresse un achat effectué chez ${shop}.`,
  },

  securityNotice: {
    actor: {
      apiKey: (key) => `clé API ${key}`,
      app: (name) => `application ${name}`,
      operator: 'l’opérateur de la plateforme',
      system: 'la plateforme',
      unknown: 'une personne qui ne fait plus partie de la boutique',
    },
    subject: {
      providerConnected: (provider, who) => `${provider} a été connecté à votre boutique par ${who}`,
      providerReplaced: (provider, who) => `Votre compte ${provider} a été modifié par ${who}`,
      providerDisconnected: (provider, who) => `Votre compte ${provider} a été déconnecté par ${who}`,
      walletRegistered: (coin, who) => `Un portefeuille ${coin} a été enregistré par ${who}`,
      walletReplaced: (coin, who) => `Votre portefeuille ${coin} a été modifié par ${who}`,
      walletRemoved: (coin, who) => `Votre portefeuille ${coin} a été supprimé par ${who}`,
      keysSubscribed: (who) => `Vos clés de licence vont désormais à un webhook ajouté par ${who}`,
      keysMoved: (who) => `Vos clés de licence vont désormais à une URL définie par ${who}`,
    },
    preheader: (shop, when) => `${shop}, ${when}`,
    headingMoney: 'La destination de votre argent a changé',
    headingKeys: 'La destination de vos clés de licence a changé',
    body: {
      providerConnected: (shop, provider, when) =>
        `Un compte ${provider} a été connecté à ${shop} le ${when}. Les paiements par ${provider} vont désormais sur ce compte.`,
      providerReplaced: (shop, provider, when) =>
        `Le compte ${provider} de ${shop} a été remplacé le ${when}. Les paiements par ${provider} vont désormais sur le compte qu’ouvrent les nouveaux identifiants.`,
      providerDisconnected: (shop, provider, when) =>
        `Le compte ${provider} de ${shop} a été déconnecté le ${when}. Les acheteurs ne peuvent plus payer avec ${provider}.`,
      walletRegistered: (shop, coin, when) =>
        `Un portefeuille ${coin} a été enregistré pour ${shop} le ${when}. Les acheteurs qui paient en ${coin} paient désormais sur celui-ci : vérifiez que sa première adresse est bien l’une de celles qu’affiche votre propre portefeuille.`,
      walletReplaced: (shop, coin, when) =>
        `Le portefeuille ${coin} de ${shop} a été remplacé le ${when}. Les acheteurs qui paient en ${coin} paient désormais sur le nouveau : vérifiez que sa première adresse est bien l’une de celles qu’affiche votre propre portefeuille.`,
      walletRemoved: (shop, coin, when) =>
        `Le portefeuille ${coin} de ${shop} a été supprimé le ${when}. Les acheteurs ne peuvent plus payer en ${coin}.`,
      keysSubscribed: (shop, when) =>
        `Un webhook de ${shop} a été configuré le ${when} pour recevoir les commandes payées avec leurs clés de licence.`,
      keysMoved: (shop, when) =>
        `Un webhook de ${shop} qui reçoit les commandes payées avec leurs clés de licence a été dirigé vers une autre URL le ${when}.`,
    },
    label: {
      by: 'Par',
      when: 'Quand',
      account: 'Compte',
      mode: 'Mode',
      live: 'production',
      test: 'test',
      secretKey: 'Clé secrète',
      signingSecret: 'Secret de signature',
      appSecret: 'Secret de l’application',
      webhookId: 'ID du webhook',
      coin: 'Monnaie',
      firstAddress: 'Première adresse',
      fingerprint: 'Empreinte de la clé',
      confirmations: 'Confirmations requises',
      url: 'URL',
      previousUrl: 'URL précédente',
      events: 'Événements',
    },
    ifYou: 'Si c’était vous ou une personne avec qui vous travaillez, il n’y a rien à faire.',
    ifNotMoney:
      'Sinon : connectez-vous sans attendre au tableau de bord, changez votre mot de passe, retirez le membre ou révoquez la clé API à l’origine de ce changement, et vérifiez les prestataires de paiement et portefeuilles crypto connectés avant que d’autres commandes soient payées.',
    ifNotKeys:
      'Sinon : connectez-vous sans attendre au tableau de bord, changez votre mot de passe, retirez le membre ou révoquez la clé API à l’origine de ce changement, et supprimez le webhook.',
    footer: (shop) =>
      `Vous recevez ce message car vous êtes propriétaire ou administrateur de ${shop}. Il ne peut pas être désactivé : il vous prévient quand la destination de l’argent ou des clés de licence de la boutique change.`,
  },

  sample: {
    subject: (subject) => `[Test] ${subject}`,
    footer: (shop, template) =>
      `Ceci est un test du message ${template} que ${shop} envoie à ses acheteurs ; la commande, les codes et les liens sont des exemples.`,
    gameKey: 'Clé de jeu d’exemple',
    setupService: 'Service d’installation d’exemple',
    serviceText: 'C’est ici qu’apparaît le texte que la boutique livre avec un service.',
    membership: 'Adhésion d’exemple',
    refundReason: 'Un motif d’exemple',
    consultation: 'Consultation d’exemple',
  },
};
