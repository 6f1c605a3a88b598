import { describe, expect, it } from 'vitest';
import { renderAccessSummary, renderAccessView } from './access-page';

const hostile = '<script>alert(1)</script>"\'&';

describe('access link pages', () => {
  it('the summary names the purchase, posts to the link and shows no goods; everything escaped', () => {
    const page = renderAccessSummary('tok"en', {
      shop_name: hostile,
      invoice_uniqid: 'inv-1',
      expires_at: '2026-12-27T12:00:00.000Z',
      titles: [hostile],
    });
    expect(page).toContain('<form method="post" action="/access/tok%22en">');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;');
  });

  it('the opened view lists the goods, escaped', () => {
    const page = renderAccessView('tok', {
      shop_name: 'Shop',
      invoice_uniqid: 'inv-1',
      expires_at: '2026-12-27T12:00:00.000Z',
      deliveries: [{ title: 'Key', status: 'DELIVERED', keys: [hostile], text: hostile }],
      files: [],
    });
    expect(page).toContain('<code class="key">&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;</code>');
    expect(page).not.toContain('<script>');
  });

  it('offers each bought file as a download button that posts to the link, title escaped', () => {
    const page = renderAccessView('tok"en', {
      shop_name: 'Shop',
      invoice_uniqid: 'inv-1',
      expires_at: '2026-12-27T12:00:00.000Z',
      deliveries: [{ title: hostile, status: 'DELIVERED', keys: [], text: null }],
      files: [{ line_id: '0190f5a0-0000-7000-8000-0000000000aa', title: hostile }],
    });
    expect(page).toContain(
      '<form method="post" action="/access/tok%22en/files/0190f5a0-0000-7000-8000-0000000000aa">',
    );
    expect(page).toContain('Download &lt;script&gt;');
    expect(page).not.toContain('<script>');
  });
});
