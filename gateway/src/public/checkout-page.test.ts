import type { CheckoutView } from '@shopforge/contracts';
import { describe, expect, it } from 'vitest';
import { renderCheckout } from './checkout-page';
import { paymentQrSvg } from './crypto-panel';
import { escapeHtml, html } from './html';

const view = (overrides: Partial<CheckoutView> = {}): CheckoutView => ({
  uniqid: '2087b7ae-4341-460d-b2bb-e99b78bc91a0',
  title: '1 × Key',
  status: 'PENDING',
  payable: true,
  currency: 'USD',
  subtotal: 10,
  discount: 0,
  total: 10,
  lines: [{ title: 'Key', variant_title: null, quantity: 1, total: 10 }],
  gateways: [
    { id: 'TEST', label: 'Test card (simulated)', kind: 'hosted', coins: [] },
    { id: 'TEST_CRYPTO', label: 'Test crypto (simulated)', kind: 'crypto', coins: ['BTC', 'ETH'] },
  ],
  crypto_gateways: ['BTC', 'ETH'],
  crypto: null,
  forced_gateway: null,
  deliveries: [],
  return_url: null,
  expires_at: '2026-11-24T23:37:11.087Z',
  message: null,
  ...overrides,
});

describe('hosted checkout page', () => {
  it('escapes merchant- and buyer-supplied text everywhere it appears', () => {
    const hostile = '<script>alert(1)</script>"\'&';
    const page = renderCheckout(
      view({
        title: hostile,
        lines: [{ title: hostile, variant_title: hostile, quantity: 1, total: 10 }],
        payable: false,
        status: 'COMPLETED',
        deliveries: [{ title: hostile, status: 'DELIVERED', keys: [hostile], text: hostile }],
        return_url: 'https://shop.example/"onmouseover="x',
      }),
      { cryptoGateway: null, autoStart: false },
    );
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('"onmouseover="');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
  });

  it('offers a pay button per gateway while payable, and none once paid', () => {
    const open = renderCheckout(view(), { cryptoGateway: null, autoStart: false });
    expect(open).toContain('id="pay-TEST"');
    expect(open).toContain('id="pay-TEST_CRYPTO"');
    const paid = renderCheckout(view({ payable: false, status: 'COMPLETED' }), {
      cryptoGateway: null,
      autoStart: false,
    });
    expect(paid).not.toContain('id="pay-');
  });

  it('opens on the coin a crypto link names', () => {
    const page = renderCheckout(view(), { cryptoGateway: 'ETH', autoStart: true });
    expect(page).toContain('<option value="ETH" selected>');
    expect(page).toContain('Pay with ETH');
    expect(page.indexOf('id="pay-TEST_CRYPTO"')).toBeLessThan(page.indexOf('id="pay-TEST"'));
  });

  it('a native crypto payment under way shows coin, address, exact amount, a QR code and its progress, and reloads itself', async () => {
    const crypto = {
      coin: 'LTC',
      address: 'rltc1qexampleaddress0000000000000000000000',
      amount: '0.125',
      received: '0.125',
      uri: 'litecoin:rltc1qexampleaddress0000000000000000000000?amount=0.125',
      confirmations: 1,
      confirmations_needed: 2,
    };
    const page = renderCheckout(view({ crypto }), {
      cryptoGateway: 'LTC',
      autoStart: true,
      cryptoQr: await paymentQrSvg(crypto.uri),
    });
    expect(page).toContain('<code id="crypto-address">rltc1qexampleaddress0000000000000000000000</code>');
    expect(page).toContain('<strong id="crypto-amount">0.125 LTC</strong>');
    expect(page).toMatch(/<svg role="img"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(page).toContain('<strong id="crypto-confirmations">1 / 2</strong>');
    expect(page).toContain('<meta http-equiv="refresh" content="15">');
    expect(page).not.toContain('<script');
    // A buyer who chose the wrong coin can still switch.
    expect(page.indexOf('id="crypto-address"')).toBeLessThan(page.indexOf('id="pay-TEST"'));
  });

  it('a USDC payment names the token and its chain, counts in USDC, and warns that nothing else pays it', () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    const crypto = {
      coin: 'USDC_ERC20',
      address,
      amount: '12.5',
      received: '0',
      uri: `ethereum:0x5FbDB2315678afecb367f032d93F642f64180aa3@1337/transfer?address=${address}&uint256=12500000`,
      confirmations: 0,
      confirmations_needed: 12,
    };
    const page = renderCheckout(
      view({
        crypto,
        gateways: [{ id: 'CRYPTO', label: 'Crypto', kind: 'crypto', coins: ['ETH', 'USDC_ERC20'] }],
      }),
      { cryptoGateway: 'USDC_ERC20', autoStart: true },
    );
    expect(page).toContain('<h2>Pay with USDC (ERC-20 on Ethereum)</h2>');
    expect(page).toContain('<strong id="crypto-amount">12.5 USDC</strong>');
    expect(page).toContain('id="crypto-token-note"');
    expect(page).toContain('<option value="USDC_ERC20" selected>USDC (ERC-20 on Ethereum)</option>');
    expect(page).toContain('Pay with USDC (ERC-20 on Ethereum)');
    expect(page).toContain(`href="${crypto.uri.replaceAll('&', '&amp;')}"`);
  });

  it('html`` escapes values but keeps nested templates', () => {
    expect(html`<b>${'<i>'}</b>${html`<br>`}`.value).toBe('<b>&lt;i&gt;</b><br>');
    expect(escapeHtml(`a"b'c`)).toBe('a&quot;b&#39;c');
  });
});
