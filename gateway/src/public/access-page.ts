import type { BuyerAccessSummary, BuyerAccessView } from '@shopforge/contracts';
import { deliveriesList } from './checkout-page';
import { html, page, type SafeHtml } from './html';

const until = (iso: string) => new Date(iso).toUTCString();

/**
 * What a receipt's access link opens before the buyer asks: what was bought and a button. The
 * goods are behind a POST, so a mail scanner following the link shows and records nothing.
 */
export function renderAccessSummary(token: string, summary: BuyerAccessSummary): string {
  const body = html`<h1>Your purchase from ${summary.shop_name}</h1>
<ul id="titles">${summary.titles.map((title) => html`<li>${title}</li>`)}</ul>
<form method="post" action="/access/${encodeURIComponent(token)}">
  <button type="submit" id="reveal">Show my purchase</button>
</form>
<p class="muted">This link works until ${until(summary.expires_at)}. Order <code>${summary.invoice_uniqid}</code>.</p>`;
  return page(`Your purchase from ${summary.shop_name}`, body);
}

/** One download button per bought file: a POST, as the reveal is. */
function downloads(token: string, files: BuyerAccessView['files']): SafeHtml {
  if (files.length === 0) return html``;
  const forms = files.map(
    (
      file,
    ) => html`<li><form method="post" action="/access/${encodeURIComponent(token)}/files/${encodeURIComponent(file.line_id)}">
  <button type="submit" class="download">Download ${file.title}</button>
</form></li>`,
  );
  return html`<h2>Your files</h2><ul id="files">${forms}</ul>`;
}

/** The goods, once the buyer asked to see them. */
export function renderAccessView(token: string, view: BuyerAccessView): string {
  const body = html`<h1>Your purchase from ${view.shop_name}</h1>
${deliveriesList(view.deliveries)}
${downloads(token, view.files)}
<p class="muted">This link works until ${until(view.expires_at)}. Order <code>${view.invoice_uniqid}</code>.</p>`;
  return page(`Your purchase from ${view.shop_name}`, body);
}
