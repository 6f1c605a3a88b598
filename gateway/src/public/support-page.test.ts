import type { BuyerSupportView } from '@shopforge/contracts';
import { describe, expect, it } from 'vitest';
import { renderSupport } from './support-page';

const UNIQID = '2087b7ae-4341-460d-b2bb-e99b78bc91a0';
const view = (overrides: Partial<BuyerSupportView> = {}): BuyerSupportView => ({
  uniqid: UNIQID,
  title: 'Key',
  status: 'COMPLETED',
  tickets: [],
  review: null,
  review_refusal: null,
  escrow: null,
  ...overrides,
});

const ticket = (status: 'OPEN' | 'CLOSED', message: string) => ({
  id: '0190f5a0-0000-7000-8000-0000000000a1',
  uniqid: 'abc',
  invoice_uniqid: UNIQID,
  title: 'Help',
  status,
  messages_count: 1,
  last_message_at: 0,
  last_message_by: 'BUYER' as const,
  created_at: 0,
  updated_at: 0,
  closed_at: null,
  messages: [
    { id: '0190f5a0-0000-7000-8000-0000000000b1', author: 'MERCHANT' as const, message, created_at: 0 },
  ],
});

describe('the buyer support page', () => {
  it('escapes what the buyer and the merchant wrote', () => {
    const page = renderSupport(view({ tickets: [ticket('OPEN', '<script>alert(1)</script>')] }));
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('offers a review form only when a review can be left', () => {
    expect(renderSupport(view())).toContain('id="leave-review"');
    expect(renderSupport(view({ review_refusal: 'Only a completed order can be reviewed.' }))).not.toContain(
      'id="leave-review"',
    );
  });

  it('a closed ticket has no reply form; an open one has', () => {
    expect(renderSupport(view({ tickets: [ticket('CLOSED', 'Done')] }))).not.toContain('/reply"');
    expect(renderSupport(view({ tickets: [ticket('OPEN', 'Hi')] }))).toContain('/reply"');
  });

  it('offers to confirm receipt only while the escrow is HELD', () => {
    const escrow = { status: 'HELD', amount: 20, currency: 'USD', release_at: 1_800_000_000 };
    expect(renderSupport(view({ escrow }))).toContain('id="confirm-escrow"');
    expect(renderSupport(view({ escrow: { ...escrow, status: 'RELEASED' } }))).not.toContain(
      'id="confirm-escrow"',
    );
  });
});
