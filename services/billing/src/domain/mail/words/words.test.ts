import { BUYER_EMAIL_TEMPLATES, MAIL_LOCALES } from '@shopforge/contracts';
import type { MailBlock, MailDocument } from '@shopforge/mail';
import { describe, expect, it } from 'vitest';
import { sampleDocument } from '../sample-documents';
import { en, type MailWords } from './en';
import { wordsFor } from './index';

/** Every word of a catalogue by its path (`receipt.heading`), phrases as functions. */
function leaves(words: object, prefix = ''): [string, unknown][] {
  return Object.entries(words).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

/** The text a reader sees in one block. */
function blockTexts(block: MailBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'goods':
      return [block.title, ...(block.note === undefined ? [] : [block.note])];
    case 'button':
      return [block.label];
    case 'facts':
      return block.rows.flat();
  }
}

/** Every piece of text a reader sees in a document. */
const textsOf = (document: MailDocument) => [
  document.subject,
  document.preheader,
  document.heading,
  document.footer,
  ...document.blocks.flatMap(blockTexts),
];

const sample = {
  shopName: 'Key Shop',
  publicBaseUrl: 'https://pay.example',
  now: new Date('2026-11-27T12:00:00Z'),
};

describe('mail words', () => {
  it.each(MAIL_LOCALES)('every locale has every word: %s has each of English’s, none empty', (locale) => {
    const english = new Map(leaves(en));
    const words = leaves(wordsFor(locale));
    expect(words.map(([path]) => path)).toEqual([...english.keys()]);
    for (const [path, word] of words) {
      expect(typeof word, path).toBe(typeof english.get(path));
      if (typeof word === 'string') expect(word.trim(), path).not.toBe('');
    }
  });

  it('a catalogue missing a word does not compile', () => {
    const { heading: _dropped, ...withoutHeading } = en.receipt;
    // @ts-expect-error: a catalogue lacking one of English's words is no MailWords (checked by tsc).
    const incomplete: MailWords = { ...en, receipt: withoutHeading };
    expect(incomplete.receipt).not.toHaveProperty('heading');
  });

  it.each(MAIL_LOCALES)(
    'every template written in %s says something in every place, in that language',
    (locale) => {
      for (const template of BUYER_EMAIL_TEMPLATES) {
        const document = sampleDocument(template, { ...sample, locale });
        expect(document.lang).toBe(locale);
        for (const text of textsOf(document)) {
          expect(text.trim(), `${template}: an empty text`).not.toBe('');
          expect(text, template).not.toMatch(/undefined|null|NaN|\[object /);
        }
        if (locale !== 'en')
          expect(document.heading, template).not.toBe(
            sampleDocument(template, { ...sample, locale: 'en' }).heading,
          );
      }
    },
  );

  it('how often a subscription charges reads naturally in each language, one period or several', () => {
    expect(MAIL_LOCALES.map((locale) => wordsFor(locale).subscription.every('MONTH', 1))).toEqual([
      'every month',
      'pro Monat',
      'par mois',
      'al mes',
    ]);
    expect(MAIL_LOCALES.map((locale) => wordsFor(locale).subscription.every('WEEK', 2))).toEqual([
      'every 2 weeks',
      'alle 2 Wochen',
      'toutes les 2 semaines',
      'cada 2 semanas',
    ]);
  });
});
