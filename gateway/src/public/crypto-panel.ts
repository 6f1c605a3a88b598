import type { CheckoutView } from '@shopforge/contracts';
import QRCode from 'qrcode';
import { coinLabel, coinUnit } from './coin-label';
import { html, SafeHtml } from './html';

type CryptoAttempt = NonNullable<CheckoutView['crypto']>;

/**
 * The QR code of the payment link as inline SVG, made on the server: the page runs no script,
 * and an inline <svg> needs no image source the page's CSP would have to allow.
 */
export async function paymentQrSvg(uri: string): Promise<SafeHtml> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  // The library's markup, from our own link: nothing a buyer typed reaches it.
  return new SafeHtml(
    svg.replace(
      '<svg ',
      '<svg role="img" aria-label="QR code of the payment link" width="220" height="220" ',
    ),
  );
}

/** Where to send what, and how far the payment got; the page reloads itself until it is paid. */
export function cryptoPanel(attempt: CryptoAttempt, qr: SafeHtml | null, expiresAt: string | null): SafeHtml {
  const received = Number(attempt.received) > 0;
  const unit = coinUnit(attempt.coin);
  const label = coinLabel(attempt.coin);
  const progress = !received
    ? html`Waiting for your payment…`
    : Number(attempt.received) < Number(attempt.amount)
      ? html`Received <strong id="crypto-received">${attempt.received} ${unit}</strong> — send the rest to the same address.`
      : html`Received <strong id="crypto-received">${attempt.received} ${unit}</strong> · confirmations <strong id="crypto-confirmations">${Math.min(attempt.confirmations, attempt.confirmations_needed)} / ${attempt.confirmations_needed}</strong>`;
  return html`<section id="crypto-payment" class="crypto">
<h2>Pay with ${label}</h2>
<p>Send exactly <strong id="crypto-amount">${attempt.amount} ${unit}</strong> to</p>
${unit !== attempt.coin ? html`<p id="crypto-token-note">Only ${label} pays this: the chain's own coin, or ${unit} on another chain, sent here is not counted.</p>` : ''}
<p><code id="crypto-address">${attempt.address}</code></p>
<p><a href="${attempt.uri}" id="crypto-uri">${qr ?? 'Open in your wallet'}</a></p>
<p class="muted">Scan it or open it in your wallet. The payment needs ${attempt.confirmations_needed} confirmations.</p>
<p id="crypto-progress" role="status">${progress}</p>
${expiresAt ? html`<p class="muted">Send it before ${new Date(expiresAt).toUTCString()}.</p>` : ''}
</section>`;
}
