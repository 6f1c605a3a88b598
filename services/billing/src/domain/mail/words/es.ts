import type { RecurringInterval } from '@shopforge/contracts';
import type { MailWords } from './en';

const PER: Record<RecurringInterval, string> = {
  DAY: 'al día',
  WEEK: 'a la semana',
  MONTH: 'al mes',
  YEAR: 'al año',
};
const UNITS: Record<RecurringInterval, string> = {
  DAY: 'días',
  WEEK: 'semanas',
  MONTH: 'meses',
  YEAR: 'años',
};

/** Buyer mail in Spanish, addressing the buyer formally (usted). */
export const es: MailWords = {
  orderFooter: (shop, order) => `Recibe este correo porque realizó el pedido ${order} en ${shop}.`,
  payNow: 'Pagar ahora',
  delivered: 'Entregado.',

  receipt: {
    subject: (shop) => `Su pedido en ${shop}`,
    preheader: (order, amount) => `Pedido ${order}: ${amount}`,
    heading: 'Gracias por su pedido',
    paymentReceived: (amount) => `Hemos recibido su pago de ${amount}.`,
    deliveryFailed: (line) =>
      `${line}: la entrega no se ha podido completar. La tienda ya está informada y se pondrá en contacto con usted.`,
    deliveryPending: (line) => `${line}: entrega en curso; aparecerá en la página de su pedido.`,
    behindAccessLink: 'Entregado: abra su compra a continuación para verla.',
    downloadWithLink: 'Descárguelo desde su compra: «Abrir su compra», más abajo.',
    licenseKey: (line) => `${line}: clave de licencia`,
    total: 'Total',
    openPurchase: 'Abrir su compra',
    linkWorksUntil: (date, orderUrl) =>
      `Este enlace es válido hasta el ${date}. Página de su pedido: ${orderUrl}`,
    footer: (shop, order) =>
      `Recibe este correo porque realizó el pedido ${order} en ${shop}. Consérvelo: contiene lo que ha comprado.`,
  },

  subscription: {
    every: (interval, count) => (count === 1 ? PER[interval] : `cada ${count} ${UNITS[interval]}`),
    keepOrCancel: (shop, date) =>
      `Si desea mantener su suscripción, no tiene que hacer nada. Para cancelarla, póngase en contacto con ${shop} antes del ${date}.`,
    footer: (shop, product) => `Recibe este correo porque tiene una suscripción a ${product} en ${shop}.`,
  },

  renewalUpcoming: {
    subject: (product, date) => `Su suscripción a ${product} se renueva el ${date}`,
    preheader: (amount, date) => `${amount} el ${date}`,
    heading: 'Su suscripción se renueva pronto',
    body: ({ product, date, amount, every }) =>
      `Su suscripción a ${product} se renueva el ${date} por ${amount} ${every}.`,
  },

  trialEnding: {
    subject: (product, date) => `Su prueba de ${product} termina el ${date}`,
    preheader: (amount, every) => `Después, ${amount} ${every}`,
    heading: 'Su prueba termina pronto',
    body: ({ product, date, amount, every }) =>
      `Su prueba de ${product} termina el ${date}. Después, la suscripción cuesta ${amount} ${every}.`,
  },

  renewalInvoice: {
    yourSubscription: 'su suscripción',
    subject: (product, amount) => `Renueve ${product}: ${amount}`,
    preheader: ({ product, amount, payBy }) =>
      `Pague ${amount}${payBy ? ` antes del ${payBy}` : ''} para mantener ${product}`,
    heading: 'Su renovación está lista',
    body: ({ product, amount, payBy }) =>
      `El próximo periodo de ${product} cuesta ${amount}. Páguelo${payBy ? ` antes del ${payBy}` : ''} para mantener su suscripción.`,
  },

  refund: {
    subject: (shop, amount) => `Reembolso de ${amount} de ${shop}`,
    preheader: (order, amount) => `Pedido ${order}: ${amount} reembolsados`,
    headingWhole: 'Su pedido ha sido reembolsado',
    headingPart: 'Parte de su pedido ha sido reembolsada',
    body: (shop, amount) =>
      `${shop} ha reembolsado ${amount} a su método de pago. Puede tardar unos días en aparecer.`,
    reason: 'Motivo',
    viewOrder: 'Ver su pedido',
  },

  disputeClosed: {
    subject: (order) => `Su disputa sobre el pedido ${order} se ha cerrado`,
    preheaderReturned: (amount) => `Se le devuelven ${amount}`,
    preheaderKept: 'El pago se mantiene',
    heading: 'Su disputa se ha cerrado',
    bodyReturned: (shop, amount) =>
      `La disputa que abrió sobre su pago de ${amount} a ${shop} se ha resuelto a su favor: se le devuelve el pago.`,
    bodyKept: (shop, amount) =>
      `La disputa que abrió sobre su pago de ${amount} a ${shop} se ha resuelto a favor de la tienda: el pago se mantiene.`,
    questions: (shop) => `¿Tiene preguntas sobre el pedido? Póngase en contacto con ${shop}.`,
  },

  paymentRequest: {
    yourOrder: 'su pedido',
    subject: (shop, amount) => `${shop} le solicita el pago de ${amount}`,
    preheader: ({ title, amount, payBy }) => `${title}: ${amount}${payBy ? ` antes del ${payBy}` : ''}`,
    heading: 'Una solicitud de pago',
    body: ({ shop, amount, title }) => `${shop} le solicita el pago de ${amount} por ${title}.`,
    amount: 'Importe',
    payBy: 'Pagar antes del',
    unexpected: 'Si no esperaba esta solicitud, ignore este correo: no se le cobrará nada hasta que pague.',
    footer: (shop, payment) =>
      `Recibe este correo porque ${shop} solicitó el pago ${payment} a esta dirección.`,
  },

  resellerDelivery: {
    products: (count) => `${count} productos`,
    subject: (shop, what) => `Su entrega de ${shop}: ${what}`,
    preheader: (reseller) => `Entregado en nombre de ${reseller}`,
    heading: 'Su entrega',
    body: (shop, reseller) =>
      `${reseller} le vendió lo siguiente, entregado por ${shop}. Conserve este correo: contiene lo que ha comprado.`,
    questions: (reseller) => `¿Tiene preguntas? Responda a este correo para contactar con ${reseller}.`,
    footer: (shop, reseller) =>
      `Recibe este correo porque ${reseller} entregó una compra de ${shop} a esta dirección.`,
  },

  securityNotice: {
    actor: {
      apiKey: (key) => `la clave de API ${key}`,
      app: (name) => `la aplicación ${name}`,
      operator: 'el operador de la plataforma',
      system: 'la plataforma',
      unknown: 'alguien que ya no pertenece a la tienda',
    },
    subject: {
      providerConnected: (provider, who) => `${provider} se conectó a su tienda por ${who}`,
      providerReplaced: (provider, who) => `Su cuenta de ${provider} fue modificada por ${who}`,
      providerDisconnected: (provider, who) => `Su cuenta de ${provider} fue desconectada por ${who}`,
      walletRegistered: (coin, who) => `Una billetera de ${coin} fue registrada por ${who}`,
      walletReplaced: (coin, who) => `Su billetera de ${coin} fue modificada por ${who}`,
      walletRemoved: (coin, who) => `Su billetera de ${coin} fue eliminada por ${who}`,
      keysSubscribed: (who) => `Sus claves de licencia ahora van a un webhook añadido por ${who}`,
      keysMoved: (who) => `Sus claves de licencia ahora van a una URL definida por ${who}`,
    },
    preheader: (shop, when) => `${shop}, ${when}`,
    headingMoney: 'Ha cambiado adónde va su dinero',
    headingKeys: 'Ha cambiado adónde van sus claves de licencia',
    body: {
      providerConnected: (shop, provider, when) =>
        `El ${when} se conectó una cuenta de ${provider} a ${shop}. Los pagos con ${provider} van ahora a esa cuenta.`,
      providerReplaced: (shop, provider, when) =>
        `El ${when} se sustituyó la cuenta de ${provider} de ${shop}. Los pagos con ${provider} van ahora a la cuenta que abren las nuevas credenciales.`,
      providerDisconnected: (shop, provider, when) =>
        `El ${when} se desconectó la cuenta de ${provider} de ${shop}. Los compradores ya no pueden pagar con ${provider}.`,
      walletRegistered: (shop, coin, when) =>
        `El ${when} se registró una billetera de ${coin} para ${shop}. Los compradores que pagan en ${coin} pagan ahora en ella: compruebe que su primera dirección es una de las que muestra su propia billetera.`,
      walletReplaced: (shop, coin, when) =>
        `El ${when} se sustituyó la billetera de ${coin} de ${shop}. Los compradores que pagan en ${coin} pagan ahora en la nueva: compruebe que su primera dirección es una de las que muestra su propia billetera.`,
      walletRemoved: (shop, coin, when) =>
        `El ${when} se eliminó la billetera de ${coin} de ${shop}. Los compradores ya no pueden pagar en ${coin}.`,
      keysSubscribed: (shop, when) =>
        `El ${when} se configuró un webhook de ${shop} para recibir los pedidos pagados con sus claves de licencia.`,
      keysMoved: (shop, when) =>
        `El ${when} se dirigió a otra URL un webhook de ${shop} que recibe los pedidos pagados con sus claves de licencia.`,
    },
    label: {
      by: 'Por',
      when: 'Cuándo',
      account: 'Cuenta',
      mode: 'Modo',
      live: 'producción',
      test: 'prueba',
      secretKey: 'Clave secreta',
      signingSecret: 'Secreto de firma',
      appSecret: 'Secreto de la aplicación',
      webhookId: 'ID del webhook',
      coin: 'Moneda',
      firstAddress: 'Primera dirección',
      fingerprint: 'Huella de la clave',
      confirmations: 'Confirmaciones necesarias',
      url: 'URL',
      previousUrl: 'URL anterior',
      events: 'Eventos',
    },
    ifYou: 'Si fue usted o alguien con quien trabaja, no hay nada que hacer.',
    ifNotMoney:
      'Si no: inicie sesión en el panel de inmediato, cambie su contraseña, elimine al miembro o revoque la clave de API que hizo este cambio, y revise los proveedores de pago y las billeteras de criptomonedas conectados antes de que se paguen más pedidos.',
    ifNotKeys:
      'Si no: inicie sesión en el panel de inmediato, cambie su contraseña, elimine al miembro o revoque la clave de API que hizo este cambio, y elimine el webhook.',
    footer: (shop) =>
      `Recibe este correo porque es propietario o administrador de ${shop}. No se puede desactivar: le avisa cuando cambia adónde van el dinero o las claves de licencia de la tienda.`,
  },

  sample: {
    subject: (subject) => `[Prueba] ${subject}`,
    footer: (shop, template) =>
      `Esta es una prueba del correo ${template} que ${shop} envía a sus compradores; el pedido, los códigos y los enlaces son de ejemplo.`,
    gameKey: 'Clave de juego de ejemplo',
    setupService: 'Servicio de instalación de ejemplo',
    serviceText: 'Aquí aparece el texto que la tienda entrega con un servicio.',
    membership: 'Membresía de ejemplo',
    refundReason: 'Un motivo de ejemplo',
    consultation: 'Consulta de ejemplo',
  },
};
