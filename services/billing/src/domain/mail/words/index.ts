import type { MailLocale } from '@shopforge/contracts';
import { de } from './de';
import { en, type MailWords } from './en';
import { es } from './es';
import { fr } from './fr';

export type { MailWords } from './en';

/** One catalogue per locale the contract offers: a locale added there fails `tsc` here until written. */
const CATALOGUES: Record<MailLocale, MailWords> = { en, de, fr, es };

/** The words of buyer mail in the shop's language. */
export function wordsFor(locale: MailLocale): MailWords {
  return CATALOGUES[locale];
}
