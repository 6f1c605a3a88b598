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

/**
 * A moment as mail writes it, to the minute, in UTC and saying so: `1 December 2026 at 12:05
 * UTC`. For notices where the hour matters (when a setting changed), not for buyers' dates.
 */
export const mailDateTime = (date: Date, locale: MailLocale) =>
  new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
