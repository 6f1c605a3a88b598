import { BUYER_EMAIL_TEMPLATES } from '@shopforge/contracts';
import { renderDocument } from '@shopforge/mail';
import { describe, expect, it } from 'vitest';
import { type SampleContext, sampleDocument } from './sample-documents';

const context: SampleContext = {
  shopName: 'Key Shop',
  publicBaseUrl: 'https://pay.example',
  now: new Date('2026-11-27T12:00:00Z'),
  locale: 'en',
};

describe('sampleDocument', () => {
  it.each(BUYER_EMAIL_TEMPLATES)(
    'a test send of %s is marked as a test in its subject and footer',
    (template) => {
      const document = sampleDocument(template, context);
      expect(document.subject.startsWith('[Test] ')).toBe(true);
      expect(document.footer).toContain(`test of the ${template} mail`);
      const rendered = renderDocument(document, { shopName: 'Key Shop', accentColor: null });
      expect(rendered.text).toContain('samples');
    },
  );

  it('the sample receipt shows sample goods, never a real order’s', () => {
    const text = renderDocument(sampleDocument('receipt', context), {
      shopName: 'Key Shop',
      accentColor: null,
    }).text;
    expect(text).toContain('SAMPLE-KEY-0000-0000');
    expect(text).toContain('https://pay.example/checkout/sample-order');
  });
});
