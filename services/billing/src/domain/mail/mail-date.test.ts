import { describe, expect, it } from 'vitest';
import { mailDate } from './mail-date';

describe('mailDate', () => {
  it('a date is written the way the mail’s language writes it, on its UTC day', () => {
    const date = new Date('2026-12-01T23:30:00Z');
    expect(mailDate(date, 'en')).toBe('1 December 2026');
    expect(mailDate(date, 'de')).toBe('1. Dezember 2026');
    expect(mailDate(date, 'fr')).toBe('1 décembre 2026');
    expect(mailDate(date, 'es')).toBe('1 de diciembre de 2026');
  });
});
