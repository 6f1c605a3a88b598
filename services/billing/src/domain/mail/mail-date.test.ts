import { describe, expect, it } from 'vitest';
import { mailDate, mailDateTime } from './mail-date';

describe('mailDate', () => {
  it('a date is written the way the mail’s language writes it, on its UTC day', () => {
    const date = new Date('2026-12-01T23:30:00Z');
    expect(mailDate(date, 'en')).toBe('1 December 2026');
    expect(mailDate(date, 'de')).toBe('1. Dezember 2026');
    expect(mailDate(date, 'fr')).toBe('1 décembre 2026');
    expect(mailDate(date, 'es')).toBe('1 de diciembre de 2026');
  });

  it('a moment is written to the minute, in UTC, saying so', () => {
    const date = new Date('2026-12-01T12:05:30Z');
    expect(mailDateTime(date, 'en')).toBe('1 December 2026 at 12:05 UTC');
    expect(mailDateTime(date, 'de')).toBe('1. Dezember 2026 um 12:05 UTC');
    expect(mailDateTime(date, 'fr')).toBe('1 décembre 2026 à 12:05 UTC');
    expect(mailDateTime(date, 'es')).toBe('1 de diciembre de 2026 a las 12:05 UTC');
  });
});
