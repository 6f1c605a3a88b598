/**
 * One source for both parts of a mail: a template builds a `MailDocument` and `renderDocument`
 * writes its HTML and its plain text from it, so the two parts cannot say different things and
 * every value is escaped in one place.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Goods the buyer receives as text: serials, license keys, a service's delivery text. */
  | { kind: 'goods'; title: string; items: readonly string[]; note?: string }
  | { kind: 'button'; label: string; url: string }
  /** Label and value rows (an order's lines, totals). */
  | { kind: 'facts'; rows: readonly (readonly [string, string])[] };

export interface MailBranding {
  /** Shown as the mail's header and in the sender name. */
  shopName: string;
  /** `#rrggbb`; anything else falls back to the default. */
  accentColor?: string | null;
}

export interface MailDocument {
  /**
   * The language the document is written in (a BCP 47 tag such as `de`), for `<html lang>`:
   * screen readers pick their voice and mail clients their translate offer by it. Default `en`.
   */
  lang?: string;
  subject: string;
  /** The first line a mail client shows next to the subject. */
  preheader: string;
  heading: string;
  blocks: readonly MailBlock[];
  /** Why the buyer got this mail: transactional mail says which order it is about. */
  footer: string;
}
