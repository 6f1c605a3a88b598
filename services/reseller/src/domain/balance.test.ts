import { describe, expect, it } from 'vitest';
import { balanceGap, balanceRecord } from './balance';

describe('reseller balance record', () => {
  it('shows decimal strings, available = balance − hold', () => {
    expect(
      balanceRecord({ currency: 'EUR', status: 'ACTIVE' }, { balance: '100', holdBalance: '12.5' }),
    ).toEqual({
      currency: 'EUR',
      balance: '100.00',
      hold_balance: '12.50',
      available: '87.50',
      is_active: true,
    });
  });

  it('reads zero everywhere for a reseller who never topped up, and inactive unless ACTIVE', () => {
    expect(balanceRecord({ currency: 'USD', status: 'SUSPENDED' }, null)).toEqual({
      currency: 'USD',
      balance: '0.00',
      hold_balance: '0.00',
      available: '0.00',
      is_active: false,
    });
  });

  it('states the gap of an order the balance cannot pay', () => {
    expect(balanceGap('USD', 5000, 1250)).toEqual({
      currency: 'USD',
      required: '50.00',
      available: '12.50',
      shortfall: '37.50',
    });
  });
});
