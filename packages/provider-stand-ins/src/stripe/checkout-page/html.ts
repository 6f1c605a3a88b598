/** Markup already escaped, so fragments compose without being escaped twice. */
export class SafeHtml {
  constructor(readonly markup: string) {}

  toString(): string {
    return this.markup;
  }
}

type Interpolation = string | number | SafeHtml | readonly SafeHtml[];

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in text and in quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

function markupOf(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(markupOf).join('');
  return escapeHtml(String(value));
}

/**
 * A template whose every interpolation is escaped unless it is itself `html`: the page shows
 * names and URLs the product sent, and none of them may become markup.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, i) => out + markupOf(values[i - 1] ?? '') + text));
}
