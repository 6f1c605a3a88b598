import type { MailLocale } from '@shopforge/contracts';

/**
 * The Intl locale each mail language writes dates with. English is `en-GB` for the day before
 * the month (`1 December 2026`), which reads unambiguously to buyers everywhere.
 */
const DATE_LOCALES: Record<MailLocale, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
};

/**
 * A date as buyer mail writes it, in UTC: `1 December 2026`, `1. Dezember 2026`,
 * `1 décembre 2026`, `1 de diciembre de 2026`.
 */
export const mailDate = (date: Date, locale: MailLocale) =>
  new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
