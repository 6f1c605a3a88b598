import { ERROR_CODES } from '@shopforge/errors';
import { describe, expect, it } from 'vitest';
import { errorDocsPageHtml } from './error-docs-page';

describe('the error codes page', () => {
  it('has an entry for every code at #CODE with its status, cause and fix', () => {
    const html = errorDocsPageHtml();
    for (const code of ERROR_CODES) expect(html, code).toContain(`<section id="${code}">`);
    expect(html).toContain(
      '<a href="#INSUFFICIENT_BALANCE">INSUFFICIENT_BALANCE</a> <small>HTTP 402</small>',
    );
    expect(html).toContain('<code>Retry-After</code>');
    expect(html).not.toContain('<script');
  });
});
